import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = style({
  margin: 0,
  padding: "0.75rem 1rem",
  borderRadius: vars.radius.small,
  border: "2px solid",
  background: vars.color.surface,
  color: vars.color.text,
});

export const tone = styleVariants({
  info: [base, { borderColor: vars.color.primary }],
  success: [base, { borderColor: vars.color.success }],
  warning: [base, { borderColor: vars.color.warning }],
  danger: [base, { borderColor: vars.color.danger, color: vars.color.danger }],
});
