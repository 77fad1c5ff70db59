import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const nav = style({ margin: "2rem 0" });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: "0.375rem",
  alignItems: "center",
  justifyContent: "center",
});

const item = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  padding: "0 0.75rem",
  borderRadius: vars.radius.medium,
  fontWeight: 600,
  textDecoration: "none",
});

export const link = style([
  item,
  {
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.primary,
    selectors: { "&:hover": { borderColor: vars.color.primary, textDecoration: "underline" } },
  },
]);

export const current = style([
  item,
  { background: vars.color.primary, color: vars.color.onPrimary, border: `1px solid ${vars.color.primary}` },
]);

export const ellipsis = style([item, { minWidth: "1.5rem", padding: 0, color: vars.color.mutedText }]);
