import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const category = style({ paddingTop: "1.5rem", scrollMarginTop: "1rem" });

export const question = style({
  padding: "1.25rem 1.5rem",
  marginBottom: "1rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  scrollMarginTop: "1rem",
  selectors: { "&:target": { borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.accent}` } },
});

export const questionTitle = style({ margin: "0 0 0.75rem", fontSize: "1.1875rem" });

export const anchor = style({
  color: vars.color.mutedText,
  textDecoration: "none",
  fontWeight: 400,
  selectors: { "&:hover": { textDecoration: "underline" } },
});
