import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const text = style({ margin: "0 0 1rem" });

export const actions = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.75rem" });

export const link = style({ color: vars.color.primary, fontWeight: 600 });

export const phone = style({ margin: "1rem 0 0" });
