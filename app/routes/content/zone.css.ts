import { style } from "@vanilla-extract/css";

export const paragraphs = style({ maxWidth: "46rem", fontSize: "1.0625rem", lineHeight: 1.65 });

export const subTitle = style({ fontSize: "1.375rem", margin: "2rem 0 0.75rem" });

export const services = style({ margin: 0, paddingInlineStart: "1.25rem", display: "grid", gap: "0.375rem" });

export const article = style({ marginTop: "1.5rem" });
