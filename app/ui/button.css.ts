import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.5rem",
  minHeight: "2.75rem",
  padding: "0.625rem 1.25rem",
  borderRadius: vars.radius.medium,
  border: "2px solid transparent",
  fontWeight: 600,
  fontSize: "1rem",
  lineHeight: 1.2,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const button = styleVariants({
  primary: [base, { background: vars.color.accent, color: vars.color.onAccent }],
  secondary: [base, { background: vars.color.primary, color: vars.color.onPrimary }],
  outline: [base, { background: "transparent", color: vars.color.primary, borderColor: vars.color.primary }],
  link: [
    base,
    { background: "transparent", color: vars.color.primary, textDecoration: "underline", padding: "0.25rem", minHeight: 0 },
  ],
});

export const block = style({ width: "100%" });
