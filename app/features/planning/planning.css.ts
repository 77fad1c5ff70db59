// The planning pages' styles (docs/decisions/3101): the slot choices by day, and the legal-hours warning
// beside a meeting, a proposed slot or a chosen time (docs/decisions/3103).
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** #8A5300 on white: AA. */
export const legalHoursWarning = style({
  margin: "0.25rem 0 0",
  paddingInlineStart: "0.5rem",
  borderInlineStart: `3px solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontWeight: 600,
});

export const choices = style({ border: "none", margin: 0, padding: 0, display: "grid", gap: "1rem" });

export const legend = style({ fontWeight: 600, marginBottom: "0.5rem", padding: 0 });

export const day = style({ margin: 0, fontSize: "1rem" });

export const choice = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "0 0.5rem", alignItems: "baseline" });

export const choiceWarning = style({ gridColumn: "2" });

export const sections = style({ display: "grid", gap: "1.5rem" });
