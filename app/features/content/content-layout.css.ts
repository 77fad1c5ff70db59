import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

// Shared page structure of the content site: sections, their headings, grids of cards and link lists.
export const section = style({ paddingBlock: "2.5rem" });

export const sectionAlt = style({ paddingBlock: "2.5rem", background: vars.color.surface });

export const sectionTitle = style({ fontSize: "1.625rem", margin: "0 0 1.25rem" });

export const sectionIntro = style({ maxWidth: "48rem", margin: "-0.5rem 0 1.5rem", color: vars.color.mutedText });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "1fr",
  "@media": {
    [media.medium]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [media.large]: { gridTemplateColumns: "repeat(3, 1fr)" },
  },
});

export const linkList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.5rem 1.5rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
});

export const linkListItem = style({ padding: "0.25rem 0" });

export const withAside = style({
  display: "grid",
  gap: "2.5rem",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.large]: { gridTemplateColumns: "minmax(0, 1fr) 20rem", alignItems: "start" } },
});

export const aside = style({ display: "grid", gap: "1.5rem", "@media": { [media.large]: { position: "sticky", top: "1rem" } } });

export const tagList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "0.5rem" });

export const tag = style({
  display: "inline-block",
  padding: "0.375rem 0.75rem",
  borderRadius: "999px",
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  background: vars.color.surface,
  fontSize: "0.9375rem",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const muted = style({ color: vars.color.mutedText });

export const empty = style({
  padding: "1.5rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

export const panel = style({
  padding: "1.5rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const panelTitle = style({ fontSize: "1.25rem", margin: "0 0 0.75rem" });

export const block = style({ marginBottom: "2rem" });
