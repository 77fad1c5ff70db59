import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// Creeps towards 90 % over the 5 s the spec gives the loading bar; completion snaps it to 100 %.
const grow = keyframes({
  from: { transform: "scaleX(0)" },
  to: { transform: "scaleX(0.9)" },
});

export const bar = style({
  position: "fixed",
  insetInline: 0,
  top: 0,
  height: "3px",
  zIndex: 1000,
  background: vars.color.accent,
  transformOrigin: "left",
  animation: `${grow} 5s cubic-bezier(0.1, 0.7, 0.3, 1) forwards`,
});
