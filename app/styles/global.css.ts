// Document-wide rules: box model, typography, focus ring, reduced motion.
import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  scrollBehavior: "smooth",
  WebkitTextSizeAdjust: "100%",
});

globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: "1rem",
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
});

globalStyle("h1, h2, h3, h4", { fontFamily: vars.font.heading, color: vars.color.primary, lineHeight: 1.2 });

globalStyle("a", { color: vars.color.primary });

globalStyle("img, svg", { maxWidth: "100%", height: "auto" });

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

globalStyle("button, input, select, textarea", { font: "inherit" });

globalStyle("*", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto !important" as "auto",
    },
  },
});

// Text for screen readers only.
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
