import { style } from "@vanilla-extract/css";
import { media } from "~/styles/tokens";
import { vars } from "~/styles/theme.css";

export const frame = style({ paddingBlock: "1.5rem 3rem", display: "grid", gap: "1.25rem", maxWidth: "60rem" });

export const wide = style({ maxWidth: "none" });

export const back = style({ justifySelf: "start", fontWeight: 600 });

export const progress = style({ margin: 0, fontSize: "0.875rem", color: vars.color.mutedText, fontWeight: 600 });

export const title = style({ margin: 0, fontSize: "1.625rem", "@media": { [media.medium]: { fontSize: "2rem" } } });

export const lead = style({ margin: 0, color: vars.color.mutedText, fontSize: "1.0625rem" });

export const choices = style({ border: 0, margin: 0, padding: 0, display: "grid", gap: "0.75rem" });

export const legend = style({
  fontWeight: 700,
  fontSize: "1.125rem",
  color: vars.color.primary,
  marginBottom: "0.75rem",
  padding: 0,
});

export const choice = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: "0.25rem 0.75rem",
  alignItems: "start",
  padding: "0.875rem 1rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` } },
});

export const radio = style({ width: "1.25rem", height: "1.25rem", marginTop: "0.15rem" });

export const choiceLabel = style({ fontWeight: 600 });

export const choiceDescription = style({ gridColumn: "2", margin: 0, fontSize: "0.9375rem", color: vars.color.mutedText });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center", marginTop: "1.25rem" });

export const errors = style({ listStyle: "none", margin: "0.5rem 0 0", padding: 0, color: vars.color.danger });
