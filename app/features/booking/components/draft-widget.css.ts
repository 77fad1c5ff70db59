import { style } from "@vanilla-extract/css";
import { media } from "~/styles/tokens";
import { vars } from "~/styles/theme.css";

export const widget = style({
  position: "sticky",
  bottom: 0,
  zIndex: 30,
  marginTop: "auto",
  background: vars.color.dark,
  color: vars.color.onDark,
  boxShadow: vars.shadow.overlay,
});

export const inner = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem 1rem",
  alignItems: "center",
  justifyContent: "space-between",
  paddingBlock: "0.75rem",
});

export const text = style({
  margin: 0,
  display: "grid",
  gap: "0.125rem",
  fontSize: "0.9375rem",
  "@media": { [media.medium]: { fontSize: "1rem" } },
});

export const title = style({ fontWeight: 700 });

export const actions = style({ display: "flex", gap: "0.5rem", alignItems: "center" });

export const resume = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: "0.5rem 1rem",
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
  textDecoration: "none",
});

export const close = style({
  minHeight: "2.75rem",
  padding: "0.5rem 1rem",
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.onDark}`,
  background: "transparent",
  color: vars.color.onDark,
  fontWeight: 600,
  cursor: "pointer",
});
