import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const prompt = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem 1rem",
  alignItems: "center",
  padding: "0.75rem 1rem",
  marginBottom: "1rem",
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.warning}`,
  background: vars.color.surface,
});

export const promptText = style({ margin: 0, flex: "1 1 14rem" });

export const suggestions = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: "0.75rem 1rem",
  margin: "0 0 1rem",
});

export const suggestion = style({ display: "flex", gap: "0.5rem", alignItems: "flex-start", padding: "0.25rem 0" });

export const defaultSubmit = style({ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" });

export const addressRow = style({ display: "flex", flexWrap: "wrap", gap: "0 0.75rem", alignItems: "flex-end" });

export const addressField = style({ flex: "1 1 16rem" });

export const addressButton = style({ marginBottom: "1rem" });

export const avatarRow = style({ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "center", marginBottom: "1rem" });

export const avatar = style({
  width: "4.5rem",
  height: "4.5rem",
  borderRadius: "50%",
  objectFit: "cover",
  background: vars.color.muted,
});
