// The notifications' styles: the bell (a <details> in the workspace's bar) with its count and short list,
// and the full list of the notifications page, unread entries marked by weight and a label, not colour.
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const bell = style({ position: "relative" });

export const bellSummary = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5rem",
  cursor: "pointer",
  fontWeight: 600,
  color: vars.color.primary,
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

export const count = style({
  display: "inline-flex",
  minWidth: "1.5rem",
  justifyContent: "center",
  padding: "0 0.4rem",
  borderRadius: "999px",
  background: vars.color.dark,
  color: vars.color.onDark,
  fontSize: "0.8125rem",
  lineHeight: 1.6,
});

export const panel = style({
  position: "absolute",
  right: 0,
  zIndex: 10,
  width: "min(22rem, 90vw)",
  marginTop: "0.5rem",
  padding: "0.75rem 1rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
});

export const panelTitle = style({ margin: "0 0 0.5rem", fontSize: "1rem" });

export const list = style({ display: "grid", gap: "0.75rem", margin: 0, padding: 0, listStyle: "none" });

export const entry = style({
  display: "grid",
  gap: "0.25rem",
  padding: "0.75rem 1rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});

export const unreadEntry = style({ borderLeft: `4px solid ${vars.color.primary}` });

export const entryHead = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "baseline" });

export const kind = style({ fontWeight: 700, color: vars.color.primary });

export const text = style({ margin: 0 });

export const meta = style({ margin: 0, fontSize: "0.875rem", color: vars.color.mutedText });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  alignItems: "center",
  justifyContent: "space-between",
  marginBottom: "1rem",
});
