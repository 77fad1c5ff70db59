import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: "0.25rem 0.5rem",
  fontSize: "0.9375rem",
});

export const item = styleVariants({
  light: { color: vars.color.mutedText },
  dark: { color: vars.color.onPrimary },
});

export const link = styleVariants({
  light: { color: vars.color.primary },
  dark: { color: vars.color.onPrimary },
});

export const separator = style({ marginInlineStart: "0.5rem" });
