import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const card = style({
  display: "grid",
  gap: "0.75rem",
  padding: "1rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  scrollMarginTop: "6rem",
});

export const header = style({ display: "flex", gap: "0.75rem", alignItems: "flex-start" });

export const avatar = style({
  width: "3.5rem",
  height: "3.5rem",
  borderRadius: "50%",
  objectFit: "cover",
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
});

export const name = style({ margin: 0, fontSize: "1.125rem" });

export const line = style({ margin: "0.125rem 0 0", fontSize: "0.9375rem", color: vars.color.mutedText });

export const markers = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: "0.875rem",
});

export const marker = style({
  padding: "0.125rem 0.5rem",
  borderRadius: vars.radius.small,
  background: vars.color.muted,
  color: vars.color.onMuted,
});

export const reactive = style({ background: vars.color.success, color: vars.color.onSuccess });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", margin: 0, padding: 0, listStyle: "none" });

export const badge = style({ maxWidth: "22rem", fontSize: "0.875rem" });

// A label with a help sign, not a disclosure triangle: the badge explains itself when opened.
export const badgeSummary = style({
  cursor: "pointer",
  listStyle: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  padding: "0.125rem 0.5rem",
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.large,
  color: vars.color.primary,
  fontWeight: 600,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": {
      content: '"?"',
      display: "inline-grid",
      placeItems: "center",
      width: "1.1em",
      height: "1.1em",
      borderRadius: "50%",
      border: "1px solid currentColor",
      fontSize: "0.75rem",
      lineHeight: 1,
    },
  },
});

export const badgeHelp = style({ margin: "0.375rem 0 0", color: vars.color.text });

export const note = style({ margin: 0, fontSize: "0.875rem", color: vars.color.mutedText });

export const body = style({ display: "grid", gap: "0.75rem" });

// The link over a card's calendar for keyboard users (issue 38, point 13): out of sight until it has
// the focus, then at the top of the card like any link.
export const skip = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  selectors: {
    "&:focus": {
      position: "static",
      width: "auto",
      height: "auto",
      overflow: "visible",
      clip: "auto",
      whiteSpace: "normal",
      justifySelf: "start",
      padding: "0.25rem 0.5rem",
      color: vars.color.primary,
      fontWeight: 600,
    },
  },
});
