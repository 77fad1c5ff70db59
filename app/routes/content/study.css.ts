import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

export const professionals = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "1rem",
  "@media": { [media.medium]: { gridTemplateColumns: "repeat(2, 1fr)" } },
});

export const badges = style({ display: "grid", gap: "0.75rem", margin: "0 0 1rem" });

export const badge = style({
  padding: "0.75rem 1rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

export const badgeTitle = style({ fontWeight: 700, color: vars.color.primary });

export const badgeHelp = style({ margin: "0.25rem 0 0" });

export const address = style({ fontStyle: "normal", marginBottom: "0.75rem" });

export const logo = style({ maxHeight: "4rem", width: "auto", marginBottom: "0.75rem" });
