import { style } from "@vanilla-extract/css";
import { layout } from "~/styles/tokens";

export const container = style({
  width: "100%",
  maxWidth: layout.containerMaxWidth,
  marginInline: "auto",
  paddingInline: "1rem",
});
