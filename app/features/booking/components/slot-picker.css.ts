import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "~/styles/tokens";
import { vars } from "~/styles/theme.css";
import { legalHoursWarningRule } from "./legal-hours-warning-rule";

export const picker = style({ display: "grid", gap: "0.75rem" });

export const days = style({
  display: "grid",
  gap: "0.75rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(9.5rem, 1fr))",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const day = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "0.5rem",
  background: vars.color.surface,
});

export const dayTitle = style({ margin: "0 0 0.5rem", fontSize: "0.9375rem", color: vars.color.primary });

export const times = style({ display: "flex", flexWrap: "wrap", gap: "0.375rem", margin: 0, padding: 0, listStyle: "none" });

export const time = style({
  minHeight: "2.75rem",
  minWidth: "4.25rem",
  padding: "0.375rem 0.5rem",
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 600,
  cursor: "pointer",
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "center",
  lineHeight: 1.2,
  selectors: {
    "&:hover": { background: vars.color.primary, color: vars.color.onPrimary },
    "&[data-selected='true']": { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

/**
 * A constat's time outside legal hours: a dashed border and an asterisk, which the day's warning below
 * its times repeats (not colour alone).
 */
globalStyle(`${time}[data-legal-hours]`, { borderStyle: "dashed", borderColor: vars.color.warning });
globalStyle(`${time}[data-legal-hours] > span:first-child::after`, {
  content: '"*"',
  color: "inherit",
  marginInlineStart: "0.125rem",
});
export const dayWarning = style([legalHoursWarningRule, { fontSize: "0.8125rem", marginTop: "0.5rem" }]);

export const price = style({ fontSize: "0.8125rem", fontWeight: 400 });

export const moreTimes = style({ fontSize: "0.8125rem", color: vars.color.mutedText, alignSelf: "center" });

export const notes = style({ margin: 0, fontSize: "0.875rem", color: vars.color.mutedText });

export const navigation = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  alignItems: "center",
  justifyContent: "space-between",
});

export const status = style({ margin: 0, fontSize: "0.875rem", color: vars.color.mutedText });

export const compactDays = style({
  display: "grid",
  gap: "0.5rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(8.5rem, 1fr))",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.large]: { gridTemplateColumns: "repeat(4, 1fr)" } },
});
