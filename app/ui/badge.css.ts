import { styleVariants, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  padding: "0.125rem 0.625rem",
  borderRadius: "999px",
  fontSize: "0.8125rem",
  fontWeight: 600,
  lineHeight: 1.6,
  whiteSpace: "nowrap",
});

// Text on each background meets WCAG AA (the theme's on* colours).
export const badge = styleVariants({
  positive: [base, { background: vars.color.success, color: vars.color.onSuccess }],
  warning: [base, { background: vars.color.warning, color: vars.color.onWarning }],
  dark: [base, { background: vars.color.dark, color: vars.color.onDark }],
  muted: [base, { background: vars.color.muted, color: vars.color.onMuted }],
});

export const list = style({ display: "flex", flexWrap: "wrap", gap: "0.375rem", listStyle: "none", margin: 0, padding: 0 });
