import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { layout } from "~/styles/tokens";

export const page = style({ paddingBlock: "2.5rem 3.5rem" });

export const card = style({
  maxWidth: "32rem",
  marginInline: "auto",
  padding: "2rem 1.5rem",
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const wide = style({ maxWidth: layout.demandListMaxWidth, marginInline: "auto" });

export const title = style({ margin: "0 0 0.75rem", fontSize: "1.75rem", color: vars.color.primary, lineHeight: 1.2 });

export const intro = style({ margin: "0 0 1.5rem", color: vars.color.mutedText });

export const links = style({ display: "grid", gap: "0.5rem", marginTop: "1.5rem", justifyItems: "start" });

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  margin: "1.5rem 0",
  color: vars.color.mutedText,
  selectors: {
    "&::before, &::after": { content: "''", flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const notice = style({ marginBottom: "1rem" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center", marginTop: "0.5rem" });

export const section = style({
  padding: "1.5rem",
  marginBottom: "1.5rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});

export const sectionTitle = style({ margin: "0 0 1rem", fontSize: "1.25rem", color: vars.color.primary });

export const fieldRow = style({ display: "grid", gap: "0 1rem", gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" });
