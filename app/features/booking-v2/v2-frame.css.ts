// Styles of the booking v2 frame: heading, timeline, card.
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { media } from "~/styles/tokens";

export const page = style({ paddingTop: "1.5rem", paddingBottom: "3rem", maxWidth: "60rem" });

export const title = style({ fontSize: "clamp(1.5rem, 4vw, 2rem)", marginTop: 0 });

export const timeline = style({
  listStyle: "none",
  display: "flex",
  gap: "0.5rem",
  margin: "0 0 1rem",
  padding: 0,
  flexWrap: "wrap",
});

const timelineBase = style({
  display: "flex",
  alignItems: "center",
  gap: "0.5rem",
  padding: "0.375rem 0.75rem 0.375rem 0.375rem",
  borderRadius: "999px",
  fontWeight: 600,
  fontSize: "0.9375rem",
});

export const timelineItem = styleVariants({
  done: [timelineBase, { background: vars.color.muted, color: vars.color.onMuted }],
  current: [timelineBase, { background: vars.color.primary, color: vars.color.onPrimary }],
  upcoming: [
    timelineBase,
    { background: vars.color.surface, color: vars.color.mutedText, border: `1px solid ${vars.color.border}` },
  ],
});

export const timelineNumber = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: "50%",
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 700,
});

export const back = style({ margin: "0 0 1rem" });

export const card = style({
  padding: "1.25rem",
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  "@media": { [media.medium]: { padding: "1.75rem" } },
});

export const help = style({ marginTop: "1.5rem", color: vars.color.mutedText });

export const stepTitle = style({ marginTop: 0, fontSize: "1.5rem" });

export const intro = style({ color: vars.color.mutedText, marginTop: 0 });

export const grid = style({
  display: "grid",
  gap: "0 1rem",
  alignItems: "start",
  "@media": { [media.medium]: { gridTemplateColumns: "1fr 1fr" } },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem 1.25rem",
  alignItems: "center",
  marginTop: "0.5rem",
});

export const separator = style({
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  color: vars.color.mutedText,
  margin: "1.25rem 0",
});

export const externalForm = style({ display: "grid", gap: "0.5rem", justifyItems: "start" });

export const muted = style({ color: vars.color.mutedText, fontSize: "0.9375rem", margin: 0 });

export const searchForm = style({ display: "grid", gap: "0.25rem", marginBottom: "1.5rem" });

export const place = style({ margin: "0 0 1rem" });

export const results = style({ display: "grid", gap: "1.25rem", listStyle: "none", margin: 0, padding: 0 });

export const resultsTitle = style({ fontSize: "1.25rem", margin: "0 0 1rem" });

export const alertSpacing = style({ marginBottom: "1rem" });

/** A card's calendar in the list: from medium screens up; below, the « Voir les créneaux » button. */
export const wideCalendar = style({ display: "none", "@media": { [media.medium]: { display: "block" } } });
export const slotsButton = style({ justifySelf: "start", "@media": { [media.medium]: { display: "none" } } });
