// The partner agent's choice: big tappable cards, one per option.
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

export const page = style({ paddingTop: "2rem", paddingBottom: "3rem", maxWidth: "52rem" });

export const intro = style({ color: vars.color.mutedText });

export const list = style({
  listStyle: "none",
  margin: "1.5rem 0 0",
  padding: 0,
  display: "grid",
  gap: "1rem",
  "@media": { [media.medium]: { gridTemplateColumns: "1fr 1fr" } },
});

export const choice = style({
  display: "grid",
  gap: "0.25rem",
  height: "100%",
  padding: "1.25rem",
  borderRadius: vars.radius.large,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  boxShadow: vars.shadow.card,
  selectors: { "&:hover": { borderColor: vars.color.primary } },
});

export const choiceTitle = style({ fontWeight: 700, fontSize: "1.125rem", color: vars.color.primary });

export const choiceText = style({ color: vars.color.mutedText });
