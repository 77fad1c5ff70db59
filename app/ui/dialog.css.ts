import { style, styleVariants } from "@vanilla-extract/css";
import { layout, media } from "~/styles/tokens";
import { vars } from "~/styles/theme.css";

const base = style({
  padding: 0,
  border: "none",
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  selectors: { "&::backdrop": { background: "rgba(20, 27, 56, 0.55)" } },
});

const floating = {
  maxHeight: "calc(100dvh - 4rem)",
  borderRadius: vars.radius.large,
};

/** `form`: a form of some width; `compact`: a short panel; `sheet`: the whole screen below medium width. */
export const size = styleVariants({
  form: [base, { ...floating, width: "min(44rem, calc(100vw - 2rem))" }],
  compact: [base, { ...floating, width: `min(100% - 2rem, ${layout.slotDialogMaxWidth})` }],
  sheet: [
    base,
    {
      width: "100vw",
      maxWidth: "100vw",
      height: "100dvh",
      maxHeight: "100dvh",
      margin: 0,
      "@media": {
        [media.medium]: {
          width: "calc(100vw - 2rem)",
          maxWidth: layout.slotDialogMaxWidth,
          height: "auto",
          minHeight: layout.slotDialogMinHeight,
          maxHeight: "calc(100dvh - 4rem)",
          margin: "auto",
          borderRadius: vars.radius.medium,
        },
      },
    },
  ],
});

// The body scrolls under a header that stays in view.
export const frame = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  maxHeight: "inherit",
  minHeight: "inherit",
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "1rem",
  padding: "1rem 1.25rem",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: "1.25rem", color: vars.color.primary });

export const body = style({
  padding: "1rem 1.25rem 1.5rem",
  overflowY: "auto",
  flex: 1,
  display: "grid",
  gap: "1rem",
  alignContent: "start",
});

export const closeIcon = style({
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: "1.5rem",
  lineHeight: 1,
  cursor: "pointer",
});
