import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { layout, media } from "~/styles/tokens";

export const hero = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  padding: `calc(${layout.headerOverlayHeight} + 3rem) 0 4rem`,
});

export const title = style({ color: vars.color.onPrimary, fontSize: "clamp(1.75rem, 5vw, 3rem)", maxWidth: "48rem", margin: 0 });

export const subtitle = style({ fontSize: "1.25rem", maxWidth: "40rem" });

export const ctas = style({ display: "flex", flexWrap: "wrap", gap: "1rem", marginTop: "2rem" });

const cta = style({
  display: "inline-block",
  padding: "0.875rem 1.5rem",
  borderRadius: vars.radius.medium,
  fontWeight: 700,
  textDecoration: "none",
});

export const primaryCta = style([cta, { background: vars.color.accent, color: vars.color.onAccent }]);

export const secondaryCta = style([cta, { border: `2px solid ${vars.color.onPrimary}`, color: vars.color.onPrimary }]);

export const steps = style({ padding: "3rem 0" });

export const stepList = style({
  display: "grid",
  gap: "1.5rem",
  padding: 0,
  listStyle: "none",
  "@media": { [media.medium]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});
