import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0 1rem",
  alignItems: "flex-end",
  padding: "1rem 1.25rem 0",
  marginBottom: "1.5rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});

export const filter = style({ flex: "1 1 12rem" });

export const filterActions = style({ display: "flex", gap: "0.75rem", alignItems: "center", marginBottom: "1rem" });

export const empty = style({
  padding: "2rem 1.25rem",
  textAlign: "center",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
});

export const studySwitch = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0 1rem",
  alignItems: "flex-end",
  marginBottom: "1rem",
});

export const switchButton = style({ marginBottom: "1rem" });
