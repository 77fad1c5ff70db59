import { style } from "@vanilla-extract/css";

export const rows = style({ display: "grid", gap: "0.75rem", margin: "0 0 1rem", padding: 0, listStyle: "none" });

export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  gap: "0.75rem",
  alignItems: "start",
  border: "none",
  margin: 0,
  padding: 0,
});

export const rowLegend = style({ fontWeight: 600, paddingBottom: "0.25rem" });

export const warning = style({ margin: "0 0 1rem" });
