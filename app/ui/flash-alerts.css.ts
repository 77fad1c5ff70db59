import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The messages sit at the top of the page, in the flow, with or without JavaScript: a box floating over
// the page would cover whatever is under it (the top bar's menus at the top, a form's buttons at the
// bottom on a phone, decision 940). Empty (no message), the region takes no room: no strip above the
// header. With JavaScript the messages leave by themselves after a few seconds or on close.
export const region = style({
  display: "grid",
  gap: "0.5rem",
  justifyItems: "start",
  padding: "0.75rem 1rem 0",
  selectors: { "&:empty": { padding: 0 } },
});

const base = style({
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  maxWidth: "min(28rem, 100%)",
  padding: "0.75rem 1rem",
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
  margin: 0,
  // Closed without JavaScript: its box ticked (decision 3831).
  selectors: { "&:has(input:checked)": { display: "none" } },
});

export const alert = styleVariants({
  success: [base, { background: vars.color.success, color: vars.color.onSuccess }],
  error: [base, { background: vars.color.danger, color: vars.color.onDanger }],
  warning: [base, { background: vars.color.warning, color: vars.color.onWarning }],
  info: [base, { background: vars.color.primary, color: vars.color.onPrimary }],
});

export const close = style({
  position: "relative",
  marginInlineStart: "auto",
  background: "transparent",
  border: "1px solid currentColor",
  color: "inherit",
  borderRadius: vars.radius.small,
  cursor: "pointer",
  lineHeight: 1,
  padding: "0.25rem 0.5rem",
});

/** The close box of a page without JavaScript: out of sight, its label shows the × and its focus. */
export const dismiss = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  opacity: 0,
  margin: 0,
});
globalStyle(`${close}:has(${dismiss}:focus-visible)`, { outline: "2px solid currentColor", outlineOffset: "2px" });
