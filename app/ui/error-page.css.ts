import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const header = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  padding: "0.75rem 0",
});

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5rem",
  color: vars.color.onPrimary,
  fontWeight: 700,
  fontSize: "1.125rem",
  textDecoration: "none",
});

export const main = style({ flex: 1, display: "grid", placeItems: "center", padding: "4rem 1rem" });

export const card = style({ textAlign: "center", maxWidth: "36rem" });

export const status = style({
  fontSize: "clamp(3rem, 10vw, 6rem)",
  fontWeight: 800,
  color: vars.color.primary,
  margin: 0,
  lineHeight: 1,
});

export const message = style({ fontSize: "1.5rem", margin: "1rem 0 2rem" });

export const homeLink = style({
  display: "inline-block",
  padding: "0.75rem 1.5rem",
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  textDecoration: "none",
});

/** The way home when the page already offers its main way on (signing in). */
export const secondaryLink = style({
  display: "inline-block",
  marginInlineStart: "1rem",
  padding: "0.75rem 0.5rem",
  color: vars.color.primary,
  fontWeight: 600,
});
