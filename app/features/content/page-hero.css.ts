import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { layout, media } from "~/styles/tokens";

// The dark band that opens every content page. Under the transparent menu it reserves the header's
// height at its top (app/features/site/route-handle.ts).
export const hero = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  padding: "2rem 0 2.5rem",
  "@media": { [media.medium]: { padding: "2.5rem 0 3rem" } },
});

export const overlay = style({
  paddingTop: `calc(${layout.headerOverlayHeight} + 2rem)`,
  "@media": { [media.medium]: { paddingTop: `calc(${layout.headerOverlayHeight} + 2.5rem)` } },
});

export const title = style({
  color: vars.color.onPrimary,
  fontSize: "clamp(1.75rem, 4.5vw, 2.75rem)",
  maxWidth: "52rem",
  margin: "0.5rem 0 0",
});

export const intro = style({ fontSize: "1.125rem", maxWidth: "48rem", margin: "1rem 0 0" });

export const meta = style({ margin: "0.75rem 0 0", fontSize: "0.9375rem" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", marginTop: "1.5rem" });

export const lightButton = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: "0.625rem 1.25rem",
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.onPrimary}`,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
