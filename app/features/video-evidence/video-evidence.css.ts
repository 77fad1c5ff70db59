// The video evidence pages' styles: the capture cards with their thumbnails, hashes that wrap instead
// of overflowing, the delete confirmation, and the legal notice.
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const legal = style({ color: vars.color.mutedText, maxWidth: "60rem" });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(18rem, 1fr))",
  gap: "1rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const card = style({
  display: "grid",
  gap: "0.5rem",
  alignContent: "start",
  padding: "1rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: "0.5rem",
  background: vars.color.surface,
});

export const thumbLink = style({ display: "block" });

export const thumb = style({
  display: "block",
  width: "100%",
  height: "auto",
  maxHeight: "14rem",
  objectFit: "contain",
  background: vars.color.muted,
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: "0.25rem 0.75rem",
  margin: 0,
});
globalStyle(`${facts} dd`, { margin: 0 });
globalStyle(`${facts} dt`, { fontWeight: 600 });

export const hash = style({ overflowWrap: "anywhere", wordBreak: "break-all" });

export const entries = style({ margin: "0.5rem 0", paddingInlineStart: "1.5rem" });

export const confirm = style({
  display: "grid",
  gap: "0.5rem",
  padding: "0.75rem",
  border: `2px solid ${vars.color.danger}`,
  borderRadius: "0.5rem",
});

export const position = style({ display: "grid", gap: "0.5rem", maxWidth: "40rem" });

export const address = style({ fontSize: "1.1rem", fontWeight: 600, margin: 0 });

export const hint = style({ fontSize: "0.9em" });
