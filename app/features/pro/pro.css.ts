// The professional workspace's styles: the bar under the site header (study, navigation, switcher), the
// counters, the meeting lists, the filters, the demand page's sections and action forms.
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

// Long words (an e-mail, an address without spaces) break rather than widen a phone's page.
export const page = style({ paddingBlock: "1.5rem 3rem", overflowWrap: "anywhere" });

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem 1.5rem",
  alignItems: "center",
  justifyContent: "space-between",
  padding: "0.75rem 1.25rem",
  marginBottom: "1.5rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});

export const studyName = style({ margin: 0, fontWeight: 600, color: vars.color.primary });

export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem 1.25rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const navLink = style({
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { '&[aria-current="page"]': { textDecoration: "underline", textUnderlineOffset: "0.3em" } },
});

export const switcher = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "flex-end" });

export const title = style({ fontSize: "1.75rem", color: vars.color.primary, margin: "0 0 1rem" });

export const sectionTitle = style({ fontSize: "1.25rem", color: vars.color.primary, margin: "0 0 0.75rem" });

export const section = style({
  padding: "1.25rem",
  marginBottom: "1.5rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});
// A form that follows a list or another form's button keeps its label off them.
globalStyle(`${section} > * + form`, { marginTop: "1rem" });

export const counts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: "1rem",
  margin: "0 0 1.5rem",
  padding: 0,
});

export const count = style({
  padding: "1rem 1.25rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  display: "flex",
  flexDirection: "column-reverse",
  // In a reversed column the start is the bottom: pack at the top so every number sits at the same
  // height whatever the length of the label under it.
  justifyContent: "flex-end",
  gap: "0.25rem",
});

export const countValue = style({ margin: 0, fontSize: "2rem", fontWeight: 700, color: vars.color.primary });

export const countLabel = style({ margin: 0, color: vars.color.text });

export const list = style({ display: "grid", gap: "0.75rem", margin: 0, padding: 0, listStyle: "none" });

export const item = style({
  display: "grid",
  gap: "0.25rem",
  padding: "0.75rem 1rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const itemTitle = style({ margin: 0, fontSize: "1.05rem" });

export const meta = style({ margin: 0, color: vars.color.mutedText });

export const inline = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  alignItems: "center",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  gap: "0 1rem",
  alignItems: "end",
  padding: "1rem 1.25rem 0",
  marginBottom: "1.5rem",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  border: "none",
});

export const filtersLegend = style({ fontWeight: 600, paddingTop: "0.5rem", color: vars.color.primary });

export const formActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  alignItems: "center",
  marginBottom: "1rem",
});

export const cards = style({ display: "grid", gap: "1rem", margin: "0 0 1.5rem", padding: 0, listStyle: "none" });

export const details = style({
  display: "grid",
  // The value column may shrink below its longest word (which then wraps): no page wider than a phone.
  gridTemplateColumns: "minmax(min(8rem, 35%), max-content) minmax(0, 1fr)",
  gap: "0.4rem 1rem",
  margin: 0,
});

export const term = style({ fontWeight: 600 });

export const definition = style({ margin: 0 });

export const timeline = style({ display: "grid", gap: "1rem", margin: 0, padding: 0, listStyle: "none" });

export const step = style({
  padding: "1rem",
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.small,
  display: "grid",
  gap: "0.5rem",
});

export const actionPanel = style({
  marginTop: "0.5rem",
  padding: "1rem",
  background: vars.color.background,
  borderRadius: vars.radius.small,
});

export const fieldset = style({ border: "none", margin: 0, padding: 0 });

export const radio = style({ display: "flex", gap: "0.5rem", alignItems: "center", marginBottom: "0.4rem" });

// The workspace navigation's second group: a <details>, so it opens without JavaScript. On a phone it
// opens in the flow, below the links; from medium screens up, as a panel over the page.
export const navMore = style({ position: "relative" });

export const navMoreSummary = style([
  navLink,
  {
    cursor: "pointer",
    listStyle: "none",
    selectors: {
      "&::-webkit-details-marker": { display: "none" },
      "&::after": { content: '" ▾"' },
      "details[open] > &::after": { content: '" ▴"' },
    },
  },
]);

export const navMoreList = style({
  display: "grid",
  gap: "0.25rem",
  margin: "0.5rem 0 0",
  padding: "0.5rem",
  listStyle: "none",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
  "@media": {
    [media.medium]: { position: "absolute", insetInlineStart: 0, top: "100%", minWidth: "18rem", zIndex: 50 },
  },
});

export const navMoreLink = style([navLink, { display: "block", padding: "0.5rem 0.75rem" }]);
