import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

export const layout = style({
  display: "grid",
  gap: "1.5rem",
  "@media": { [media.medium]: { gridTemplateColumns: "15rem minmax(0, 1fr)", alignItems: "start" } },
});

export const nav = style({
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  padding: "0.75rem",
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.25rem" });

export const link = style({
  display: "block",
  padding: "0.625rem 0.75rem",
  borderRadius: vars.radius.small,
  color: vars.color.primary,
  textDecoration: "none",
  fontWeight: 600,
  selectors: {
    "&[aria-current='page']": { background: vars.color.primary, color: vars.color.onPrimary },
    "&:hover": { textDecoration: "underline" },
  },
});

export const logout = style({
  width: "100%",
  textAlign: "left",
  padding: "0.625rem 0.75rem",
  border: "none",
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.accentText,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
