import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const card = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: "0.75rem 1rem",
  alignItems: "start",
  height: "100%",
  padding: "1.25rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const avatar = style({
  width: "3.5rem",
  height: "3.5rem",
  borderRadius: "50%",
  objectFit: "cover",
  background: vars.color.muted,
  color: vars.color.onMuted,
  display: "grid",
  placeItems: "center",
  fontWeight: 700,
  fontSize: "1.125rem",
});

export const name = style({ margin: 0, fontSize: "1.125rem" });

export const role = style({ margin: "0.125rem 0 0", color: vars.color.mutedText, fontSize: "0.9375rem" });

export const details = style({ gridColumn: "1 / -1", display: "grid", gap: "0.5rem" });

export const line = style({ margin: 0, fontSize: "0.9375rem" });

export const badges = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "0.375rem" });

export const badge = style({
  display: "inline-block",
  padding: "0.25rem 0.625rem",
  borderRadius: "999px",
  background: vars.color.muted,
  color: vars.color.onMuted,
  fontSize: "0.8125rem",
  fontWeight: 600,
});
