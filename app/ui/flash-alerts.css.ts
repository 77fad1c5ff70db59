import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const region = styleVariants({
  // Until JavaScript runs (and on pages that ship none) the messages sit at the top of the page, in the
  // flow: a fixed box that nothing removes would hide the top bar and its account menu for good.
  // Empty (no message), it takes no room: no strip above the header.
  inline: { display: "grid", gap: "0.5rem", padding: "0.75rem 1rem 0", selectors: { "&:empty": { padding: 0 } } },
  // With JavaScript they float over the bottom corner (away from the menus of the top bar) and leave by
  // themselves after a few seconds.
  floating: {
    position: "fixed",
    insetInline: "1rem",
    bottom: "1rem",
    zIndex: 900,
    display: "grid",
    gap: "0.5rem",
    justifyItems: "end",
    pointerEvents: "none",
  },
});

const base = style({
  pointerEvents: "auto",
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  maxWidth: "min(28rem, 100%)",
  padding: "0.75rem 1rem",
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
  margin: 0,
});

export const alert = styleVariants({
  success: [base, { background: vars.color.success, color: vars.color.onSuccess }],
  error: [base, { background: vars.color.danger, color: vars.color.onDanger }],
  warning: [base, { background: vars.color.warning, color: vars.color.onWarning }],
  info: [base, { background: vars.color.primary, color: vars.color.onPrimary }],
});

export const close = style({
  marginInlineStart: "auto",
  background: "transparent",
  border: "1px solid currentColor",
  color: "inherit",
  borderRadius: vars.radius.small,
  cursor: "pointer",
  lineHeight: 1,
  padding: "0.25rem 0.5rem",
});
