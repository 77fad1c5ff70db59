import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: "0.5rem",
  height: "100%",
  padding: "1.25rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  selectors: { "&:focus-within": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: "0.875rem",
  fontWeight: 600,
  color: vars.color.accentText,
  textTransform: "uppercase",
  letterSpacing: "0.02em",
});

export const title = style({ margin: 0, fontSize: "1.1875rem" });

// The whole card is clickable through the title link's pseudo-element; the focus ring is the card's.
export const titleLink = style({
  color: vars.color.primary,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.large },
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: "none" },
  },
});

export const summary = style({ margin: 0, color: vars.color.text });

export const meta = style({ margin: "auto 0 0", paddingTop: "0.5rem", fontSize: "0.875rem", color: vars.color.mutedText });
