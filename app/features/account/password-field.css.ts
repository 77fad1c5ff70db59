import { style } from "@vanilla-extract/css";

export const wrapper = style({ position: "relative" });

export const toggle = style({ marginTop: "-0.625rem", marginBottom: "1rem" });
