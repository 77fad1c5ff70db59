import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const field = style({ display: "grid", gap: "0.375rem", marginBottom: "1rem" });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const input = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: "0.5rem 0.75rem",
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" },
  },
});

export const description = style({ fontSize: "0.875rem", color: vars.color.mutedText, margin: 0 });

export const errors = style({ listStyle: "none", margin: 0, padding: 0, color: vars.color.danger, fontSize: "0.9375rem" });

export const checkboxRow = style({ display: "flex", gap: "0.5rem", alignItems: "flex-start", marginBottom: "1rem" });

export const checkbox = style({ width: "1.25rem", height: "1.25rem", marginTop: "0.15rem", flexShrink: 0 });

export const formError = style({
  padding: "0.75rem 1rem",
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
  marginBottom: "1rem",
});
