import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "1rem" });

export const card = style({
  display: "grid",
  gap: "0.75rem",
  padding: "1.25rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});

export const header = style({ display: "flex", gap: "1rem", alignItems: "center" });

export const avatar = style({
  flexShrink: 0,
  width: "3rem",
  height: "3rem",
  borderRadius: "50%",
  objectFit: "cover",
  background: vars.color.muted,
  color: vars.color.onMuted,
  display: "grid",
  placeItems: "center",
  fontWeight: 700,
});

export const title = style({ margin: 0, fontSize: "1.125rem", lineHeight: 1.3 });

export const titleLink = style({ color: vars.color.primary });

export const meta = style({ margin: 0, color: vars.color.mutedText, fontSize: "0.9375rem" });

export const meetings = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.5rem" });

export const meeting = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" });

export const warning = style({
  margin: 0,
  padding: "0.5rem 0.75rem",
  borderRadius: vars.radius.small,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.background,
  color: vars.color.text,
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  alignItems: "center",
  justifyContent: "space-between",
  "@media": { [media.medium]: { flexWrap: "nowrap" } },
});
