import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

const headerBase = style({ zIndex: 100, color: vars.color.onPrimary });

// Transparent over the dark hero of the pages the spec lists (the header overlays the hero, which
// reserves `layout.headerOverlayHeight` at its top); solid elsewhere.
export const header = styleVariants({
  solid: [headerBase, { position: "relative", background: vars.color.primary }],
  transparent: [headerBase, { position: "absolute", insetInline: 0, top: 0, background: "transparent" }],
});

/** A guest in the booking flow: the top bar holds only the phone, hidden on small screens, so the bar goes too. */
export const phoneOnly = style({});

export const topBar = style({
  display: "flex",
  justifyContent: "flex-end",
  alignItems: "center",
  gap: "1rem",
  minHeight: "2.75rem",
  fontSize: "0.9375rem",
  borderBottom: "1px solid rgba(255, 255, 255, 0.2)",
  selectors: { [`${phoneOnly} &`]: { display: "none" } },
  "@media": { [media.medium]: { selectors: { [`${phoneOnly} &`]: { display: "flex" } } } },
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: "1rem",
  minHeight: "4rem",
});

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5rem",
  color: "inherit",
  fontWeight: 700,
  fontSize: "1.125rem",
  textDecoration: "none",
  whiteSpace: "nowrap",
  marginInlineEnd: "auto",
  // Never squeezed by the buttons beside it (the drawer's open state included).
  flexShrink: 0,
});

export const desktopNav = style({
  display: "none",
  "@media": { [media.large]: { display: "block" } },
});

export const menuList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  gap: "0.25rem",
  alignItems: "center",
});

export const menuLink = style({
  display: "inline-block",
  padding: "0.5rem",
  whiteSpace: "nowrap",
  color: "inherit",
  textDecoration: "none",
  borderRadius: vars.radius.small,
  selectors: {
    "&:hover": { textDecoration: "underline" },
    '&[aria-current="page"]': { textDecoration: "underline", fontWeight: 600 },
  },
});

export const phone = style({
  color: "inherit",
  textDecoration: "none",
  fontWeight: 600,
  marginInlineEnd: "auto",
  display: "none",
  "@media": { [media.medium]: { display: "inline-block" } },
});

export const accentButton = style({
  display: "inline-block",
  padding: "0.5rem 1rem",
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  textDecoration: "none",
  border: 0,
  cursor: "pointer",
  whiteSpace: "nowrap",
});

// Declared after accentButton so that hiding it on small screens wins (the drawer repeats it there).
export const urgentButton = style({
  display: "none",
  "@media": { [media.medium]: { display: "inline-block" } },
});

export const outlineButton = style({
  display: "inline-block",
  padding: "0.45rem 1rem",
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.onPrimary}`,
  color: "inherit",
  background: "transparent",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  whiteSpace: "nowrap",
});

// <details>-based disclosures: they open without JavaScript.
export const disclosure = style({ position: "relative" });

export const summary = style({
  listStyle: "none",
  cursor: "pointer",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

export const dropdown = style({
  position: "absolute",
  insetInlineEnd: 0,
  top: "calc(100% + 0.5rem)",
  minWidth: "16rem",
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
  padding: "0.5rem",
  zIndex: 200,
});

export const dropdownName = style({ fontWeight: 700, padding: "0.5rem 0.75rem", margin: 0 });

export const dropdownList = style({ listStyle: "none", margin: 0, padding: 0 });

export const dropdownLink = style({
  display: "block",
  width: "100%",
  textAlign: "start",
  padding: "0.5rem 0.75rem",
  color: vars.color.primary,
  background: "transparent",
  border: 0,
  borderRadius: vars.radius.small,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.muted } },
});

export const drawer = style({
  "@media": { [media.large]: { display: "none" } },
});

export const drawerPanel = style({
  position: "fixed",
  inset: "6.75rem 0 0 0",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  padding: "1rem",
  overflowY: "auto",
  zIndex: 300,
  selectors: { [`${phoneOnly} &`]: { top: "4rem" } },
  "@media": { [media.medium]: { selectors: { [`${phoneOnly} &`]: { top: "6.75rem" } } } },
});

export const drawerUrgent = style({ marginTop: "1rem" });

export const drawerList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.25rem",
  fontSize: "1.125rem",
});

export const drawerLink = style([menuLink, { whiteSpace: "normal" }]);

// The drawer's button says "open" or "close" depending on the <details> state, without JavaScript.
export const whenOpen = style({ display: "none", selectors: { "details[open] > summary > &": { display: "inline" } } });
export const whenClosed = style({ selectors: { "details[open] > summary > &": { display: "none" } } });

export const icon = style({ verticalAlign: "-0.2em", marginInlineEnd: "0.375rem", flexShrink: 0 });
