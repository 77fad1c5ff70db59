import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The search button beside the field.
export const submit = style({
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: "1.25rem",
  cursor: "pointer",
});

// The field and its button on one row, the hint under both.
export const form = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: "0.25rem 0.5rem", alignItems: "end" });

export const field = style({ display: "grid", gap: "0.25rem" });

export const label = style({ fontWeight: 600 });

export const input = style({
  minHeight: "2.75rem",
  padding: "0.5rem 0.75rem",
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: vars.radius.small,
  fontSize: "1rem",
});

export const hint = style({ gridColumn: "1 / -1", margin: 0, fontSize: "0.875rem", color: vars.color.mutedText });

export const results = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.75rem" });

export const result = style({ paddingBottom: "0.75rem", borderBottom: `1px solid ${vars.color.border}` });

export const resultTitle = style({ fontWeight: 700, color: vars.color.primary });

export const extract = style({ margin: "0.25rem 0 0", fontSize: "0.9375rem" });

globalStyle(`${results} mark`, { background: "#FFE8A3", color: vars.color.text, fontWeight: 600 });
