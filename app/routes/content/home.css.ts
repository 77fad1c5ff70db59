import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { layout, media } from "~/styles/tokens";

export const hero = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  padding: `calc(${layout.headerOverlayHeight} + 3rem) 0 4rem`,
});

export const title = style({
  color: vars.color.onPrimary,
  fontSize: "clamp(1.875rem, 5vw, 3.25rem)",
  maxWidth: "50rem",
  margin: 0,
});

export const subtitle = style({ fontSize: "1.25rem", maxWidth: "44rem", margin: "1.25rem 0 0" });

export const ctas = style({ display: "flex", flexWrap: "wrap", gap: "1rem", marginTop: "2rem", padding: 0, listStyle: "none" });

const cta = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: "0.875rem 1.5rem",
  borderRadius: vars.radius.medium,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const primaryCta = style([cta, { background: vars.color.accent, color: vars.color.onAccent }]);

export const secondaryCta = style([cta, { border: `2px solid ${vars.color.onPrimary}`, color: vars.color.onPrimary }]);

export const diagnosticLink = style({
  display: "inline-block",
  marginTop: "1.25rem",
  color: vars.color.onPrimary,
  fontWeight: 600,
});

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "1.25rem",
  counterReset: "step",
  "@media": { [media.medium]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const step = style({
  padding: "1.5rem",
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
});

export const stepTitle = style({ margin: "0 0 0.5rem", fontSize: "1.1875rem" });

export const pitches = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "1.5rem 2.5rem",
  "@media": { [media.medium]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const pitchTitle = style({ margin: "0 0 0.5rem", fontSize: "1.1875rem" });

export const intro = style({ paddingTop: "2.5rem" });

export const moreLink = style({ display: "inline-block", marginTop: "1.25rem", fontWeight: 600 });

export const zones = style({
  display: "grid",
  gap: "2rem",
  "@media": { [media.large]: { gridTemplateColumns: "1fr 1fr" } },
});

export const subTitle = style({ fontSize: "1.25rem", margin: "0 0 0.75rem" });

export const barometer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "1rem",
});
