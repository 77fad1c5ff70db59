import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

export const figure = style({
  margin: 0,
  padding: "1.5rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const caption = style({
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: "1.25rem",
  color: vars.color.primary,
  margin: "0 0 0.25rem",
});

export const scale = style({ margin: "0 0 1rem", fontSize: "0.875rem", color: vars.color.mutedText });

export const rows = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.625rem" });

export const row = style({
  display: "grid",
  gap: "0.25rem 1rem",
  gridTemplateColumns: "1fr auto",
  alignItems: "center",
  "@media": { [media.medium]: { gridTemplateColumns: "minmax(10rem, 16rem) 1fr 5.5rem" } },
});

export const label = style({ fontSize: "0.9375rem", gridColumn: "1", "@media": { [media.medium]: { gridColumn: "1" } } });

export const track = style({
  gridColumn: "1 / -1",
  gridRow: "2",
  height: "1.25rem",
  background: vars.color.muted,
  borderRadius: vars.radius.small,
  overflow: "hidden",
  "@media": { [media.medium]: { gridColumn: "2", gridRow: "1" } },
});

// Bars in the primary colour: 3:1 against the track and the card (non-text contrast, WCAG 1.4.11).
export const bar = style({ display: "block", height: "100%", background: vars.color.primary, borderRadius: vars.radius.small });

export const value = style({
  fontWeight: 700,
  textAlign: "right",
  gridColumn: "2",
  gridRow: "1",
  "@media": { [media.medium]: { gridColumn: "3" } },
});
