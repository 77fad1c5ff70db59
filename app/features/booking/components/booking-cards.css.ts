import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { legalHoursWarningRule } from "./legal-hours-warning-rule";

export const oops = style({
  display: "grid",
  gap: "0.5rem",
  padding: "1rem",
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.mutedText}`,
  background: vars.color.background,
});

export const oopsTitle = style({ margin: 0, fontSize: "1rem" });

export const text = style({ margin: 0 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" });

export const inlineForm = style({ display: "inline" });

export const next = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center", margin: 0 });

export const summary = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "minmax(7rem, max-content) 1fr",
  gap: "0.5rem 1rem",
});

export const term = style({ fontWeight: 600, color: vars.color.mutedText });

export const definition = style({ margin: 0 });

export const summaryBox = style({
  padding: "1rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const summaryTitle = style({ margin: "0 0 0.75rem", fontSize: "1.125rem" });

export const note = style({ margin: "0.75rem 0 0", fontSize: "0.875rem", color: vars.color.mutedText });

/** A constat's slot outside legal hours, under the summary's date. */
export const legalHoursWarning = style(legalHoursWarningRule);
