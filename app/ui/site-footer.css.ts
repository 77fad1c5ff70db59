import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

export const footer = style({
  marginTop: "auto",
  background: vars.color.dark,
  color: vars.color.onDark,
  padding: "3rem 0 2rem",
});

export const grid = style({
  display: "grid",
  gap: "2rem",
  gridTemplateColumns: "1fr",
  "@media": { [media.medium]: { gridTemplateColumns: "2fr 1fr 1fr" } },
});

export const heading = style({ color: vars.color.onDark, fontSize: "1rem", margin: "0 0 0.75rem" });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.4rem" });

export const cities = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.4rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
});

export const link = style({ color: vars.color.onDark, textDecoration: "underline", textUnderlineOffset: "3px" });

export const description = style({ margin: "0 0 1rem", maxWidth: "36rem" });

export const citiesBlock = style({ marginTop: "2rem" });

export const legal = style({ marginTop: "2rem", fontSize: "0.875rem" });
