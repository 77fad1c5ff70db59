// Styles of the contact form, its success state and its modal dialog.
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

export const grid = style({
  display: "grid",
  gap: "0 1rem",
  alignItems: "start",
  "@media": { [media.medium]: { gridTemplateColumns: "1fr 1fr" } },
});

export const wide = style({ "@media": { [media.medium]: { gridColumn: "1 / -1" } } });

export const note = style({ color: vars.color.mutedText, fontSize: "0.9375rem", marginTop: 0 });

/** The honeypot: out of sight and out of the tab order, but still in the HTML robots read. */
export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  top: "auto",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center", marginTop: "0.5rem" });

export const success = style({ display: "grid", gap: "0.75rem" });

export const successTitle = style({ margin: 0, fontSize: "1.25rem", color: vars.color.success });

export const successText = style({ margin: 0 });

export const triggerLink = style({ color: vars.color.primary, fontWeight: 600 });
