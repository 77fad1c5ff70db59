import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

export const back = style({ display: "inline-block", marginBottom: "1rem" });

export const reference = style({ margin: "0 0 0.75rem", color: vars.color.mutedText });

export const summary = style({
  display: "grid",
  gap: "0.25rem 1rem",
  margin: 0,
  "@media": { [media.medium]: { gridTemplateColumns: "12rem 1fr" } },
});

export const term = style({ fontWeight: 600, color: vars.color.mutedText });

export const definition = style({ margin: "0 0 0.5rem" });

export const timeline = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "1rem",
  borderLeft: `3px solid ${vars.color.border}`,
});

export const step = style({ position: "relative", paddingLeft: "1.25rem", display: "grid", gap: "0.375rem" });

export const stepTitle = style({ margin: 0, fontSize: "1.0625rem" });

export const documents = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "1rem" });

/** The files the study added (a capture record…), listed after the documents asked for. */
export const studyFilesTitle = style({ fontSize: "1rem", margin: "1.25rem 0 0.5rem" });

export const cancelled = style({ fontWeight: 600, color: vars.color.mutedText });
