import { style } from "@vanilla-extract/css";
import { layout, media } from "~/styles/tokens";
import { vars } from "~/styles/theme.css";

export const dialog = style({
  padding: 0,
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  width: "100vw",
  maxWidth: "100vw",
  height: "100dvh",
  maxHeight: "100dvh",
  margin: 0,
  selectors: { "&::backdrop": { background: "rgba(20, 27, 56, 0.55)" } },
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
});

export const inner = style({
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

export const title = style({ margin: 0, fontSize: "1.25rem" });

export const body = style({ padding: "1rem 1.25rem 1.5rem", overflowY: "auto", flex: 1 });

export const status = style({ margin: 0, color: vars.color.mutedText });
