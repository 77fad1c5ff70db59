import { style } from "@vanilla-extract/css";

export const main = style({ flex: 1, outline: "none" });
