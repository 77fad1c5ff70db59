import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const region = style({
  position: "fixed",
  insetInline: "1rem",
  top: "1rem",
  zIndex: 900,
  display: "grid",
  gap: "0.5rem",
  justifyItems: "end",
  pointerEvents: "none",
});

const base = style({
  pointerEvents: "auto",
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  maxWidth: "28rem",
  padding: "0.75rem 1rem",
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
  margin: 0,
});

export const alert = styleVariants({
  success: [base, { background: vars.color.success, color: vars.color.onSuccess }],
  error: [base, { background: vars.color.danger, color: vars.color.onDanger }],
  warning: [base, { background: vars.color.warning, color: vars.color.onWarning }],
  info: [base, { background: vars.color.primary, color: vars.color.onPrimary }],
});

export const close = style({
  marginInlineStart: "auto",
  background: "transparent",
  border: "1px solid currentColor",
  color: "inherit",
  borderRadius: vars.radius.small,
  cursor: "pointer",
  lineHeight: 1,
  padding: "0.25rem 0.5rem",
});
