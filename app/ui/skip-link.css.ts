import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const skipLink = style({
  position: "absolute",
  left: "1rem",
  top: "-100px",
  zIndex: 1000,
  padding: "0.75rem 1rem",
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 600,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.overlay,
  selectors: { "&:focus": { top: "1rem" } },
});
