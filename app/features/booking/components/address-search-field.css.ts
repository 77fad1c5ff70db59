import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const field = style({ display: "grid", gap: "0.375rem", marginBottom: "1rem" });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const hint = style({ margin: 0, fontSize: "0.875rem", color: vars.color.mutedText });

export const row = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "stretch" });

export const comboWrapper = style({ position: "relative", flex: "1 1 16rem", minWidth: 0 });

export const input = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: "0.5rem 0.75rem",
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" } },
});

export const listbox = style({
  position: "absolute",
  zIndex: 20,
  top: "calc(100% + 2px)",
  left: 0,
  right: 0,
  margin: 0,
  padding: "0.25rem 0",
  listStyle: "none",
  background: vars.color.surface,
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.overlay,
  maxHeight: "18rem",
  overflowY: "auto",
});

export const option = style({
  padding: "0.625rem 0.75rem",
  cursor: "pointer",
  color: vars.color.text,
  selectors: {
    "&[aria-selected='true']": { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const errors = style({ listStyle: "none", margin: 0, padding: 0, color: vars.color.danger, fontSize: "0.9375rem" });

export const status = style({ margin: 0, fontSize: "0.875rem", color: vars.color.mutedText, minHeight: "1.25rem" });

export const choices = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "0.75rem 1rem",
  margin: 0,
});

export const legend = style({ fontWeight: 600, padding: "0 0.25rem" });

export const choice = style({ display: "flex", gap: "0.5rem", alignItems: "center", padding: "0.375rem 0" });

export const radio = style({ width: "1.25rem", height: "1.25rem", flexShrink: 0 });
