// The phone booking's slot choices: a radio and its label on one line, the legal-hours warning of a
// constat outside legal hours on the line below, under the time it is about.
import { style } from "@vanilla-extract/css";

export const slotChoice = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.25rem 0.5rem",
  alignItems: "center",
  marginBottom: "0.4rem",
});

export const slotWarning = style({ flexBasis: "100%" });
