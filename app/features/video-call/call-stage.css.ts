// The call's stage: the two videos side by side (stacked on small screens), the state line and flags,
// and the tools under them.
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The customer's call pages sit in the site layout, which leaves the page width to each page. */
export const page = style({ paddingBlock: "1.5rem 3rem" });

export const stage = style({ display: "grid", gap: "1rem", marginBlock: "1rem" });

export const videos = style({
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "1fr",
  "@media": { "(min-width: 48rem)": { gridTemplateColumns: "2fr 1fr" } },
});

export const figure = style({ margin: 0 });

export const video = style({
  width: "100%",
  aspectRatio: "4 / 3",
  background: vars.color.dark,
  borderRadius: vars.radius.medium,
  objectFit: "cover",
});

export const caption = style({ fontSize: "0.875rem", marginTop: "0.25rem" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" });

export const tools = style({
  display: "grid",
  gap: "1rem",
  padding: "1rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});

export const list = style({ margin: 0, paddingLeft: "1.25rem", wordBreak: "break-all" });

export const consent = style({ display: "grid", gap: "0.75rem", maxWidth: "40rem" });
