import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

export const layout = style({
  display: "grid",
  gap: "2rem",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.large]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)", alignItems: "start" } },
});

export const step = style({
  margin: 0,
  fontWeight: 600,
  color: vars.color.accentText,
  textTransform: "uppercase",
  fontSize: "0.875rem",
});

export const question = style({ margin: "0.5rem 0 0.5rem", fontSize: "1.5rem" });

export const help = style({ margin: "0 0 1.25rem", color: vars.color.mutedText });

export const answers = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.75rem" });

export const answerForm = style({ margin: 0 });

export const answer = style({
  width: "100%",
  minHeight: "3rem",
  padding: "0.875rem 1.25rem",
  textAlign: "left",
  fontWeight: 600,
  color: vars.color.primary,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.medium,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.primary, color: vars.color.onPrimary } },
});

export const result = style({ borderTop: `4px solid ${vars.color.accent}` });

export const service = style({ fontWeight: 600 });

export const nav = style({ display: "flex", flexWrap: "wrap", gap: "1.5rem", marginTop: "1.25rem" });

export const history = style({ margin: 0, paddingInlineStart: "1.25rem", display: "grid", gap: "0.75rem" });

export const historyQuestion = style({ display: "block", fontSize: "0.875rem", color: vars.color.mutedText });

export const disclaimer = style({ margin: "1.25rem 0 0", fontSize: "0.9375rem", color: vars.color.mutedText });
