import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const details = style({ display: "grid", gap: "0.75rem", margin: "0 0 1.5rem" });

export const row = style({ display: "grid", gap: "0.125rem" });

export const label = style({ fontSize: "0.875rem", fontWeight: 600, color: vars.color.mutedText });

export const value = style({ margin: 0, overflowWrap: "anywhere" });
