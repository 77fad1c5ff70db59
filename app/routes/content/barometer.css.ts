import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const charts = style({ display: "grid", gap: "1.5rem" });

export const source = style({ marginTop: "1.5rem", fontSize: "0.9375rem", color: vars.color.mutedText, maxWidth: "52rem" });
