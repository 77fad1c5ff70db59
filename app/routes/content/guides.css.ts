import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const category = style({
  padding: "1.25rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const categoryTitle = style({ margin: "0 0 0.5rem", fontSize: "1.1875rem" });

export const categoryText = style({ margin: "0 0 0.75rem" });

export const children = style({ margin: 0, paddingInlineStart: "1.25rem", display: "grid", gap: "0.375rem" });
