import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

export const form = style({
  display: "grid",
  gap: "0 1rem",
  maxWidth: "44rem",
  "@media": { [media.medium]: { gridTemplateColumns: "1fr auto", alignItems: "start" } },
});

export const field = style({ marginBottom: "0.5rem" });

export const submit = style({ "@media": { [media.medium]: { marginTop: "1.875rem" } } });

export const results = style({ marginTop: "2rem" });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "1rem", maxWidth: "52rem" });

export const result = style({
  padding: "1.25rem 1.5rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const title = style({ margin: "0 0 0.5rem", fontSize: "1.1875rem" });

export const extract = style({ margin: 0 });

// Highlighted words: dark text on a light yellow (contrast well above AA), bold enough to spot.
globalStyle(`${result} mark`, {
  background: "#FFE8A3",
  color: vars.color.text,
  padding: "0 0.1em",
  borderRadius: "2px",
  fontWeight: 600,
});
