// The agenda page: its toolbar, the server-rendered list and grids (real tables), the events coloured
// per professional and striped while they wait for validation, and schedule-x's frame and range preview.
import { createVar, globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem 1.5rem",
  alignItems: "center",
  marginBottom: "1rem",
});
export const linkList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem 1rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const current = style({ fontWeight: 700, textDecoration: "none", color: vars.color.text });
export const range = style({ margin: 0, fontWeight: 600 });
export const picker = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "flex-end", marginBottom: "1rem" });

export const tableWrap = style({ overflowX: "auto" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" });
globalStyle(`${table} caption`, { textAlign: "start", fontWeight: 600, paddingBlock: "0.5rem", color: vars.color.primary });
globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: "0.35rem 0.5rem",
  verticalAlign: "top",
  textAlign: "start",
});
globalStyle(`${table} thead th`, { background: vars.color.background });
export const caption = style({ fontWeight: 600, margin: "0 0 0.5rem", color: vars.color.primary });

/**
 * The day and week grids: columns of one width (the time column aside), half-hour rows of one height,
 * and each event drawn over the rows of its duration from the cell where it starts. A week is wider
 * than a phone: its frame scrolls, the page does not.
 */
export const rowHeight = createVar();
export const grid = style({
  vars: { [rowHeight]: "2.75rem" },
  tableLayout: "fixed",
  selectors: { '&[data-agenda="semaine"]': { minWidth: "52rem" } },
});
globalStyle(`${grid} tbody tr`, { height: rowHeight });
globalStyle(`${grid} tbody td`, { position: "relative", padding: 0 });
export const gridEvent = style({
  position: "absolute",
  top: "1px",
  zIndex: 1,
  margin: 0,
  overflow: "hidden",
  boxSizing: "border-box",
  // A short block shows the start of its text; pointing at it or tabbing into it shows all of it.
  selectors: { "&:hover, &:focus-within": { zIndex: 2, height: "auto !important", overflow: "visible" } },
});

export const dayHeading = style({ background: vars.color.background, fontWeight: 700 });
export const timeHeading = style({ whiteSpace: "nowrap", width: "4.5rem" });
export const outside = style({ color: "#5c5f6e" });
export const today = style({ outline: `2px solid ${vars.color.primary}`, outlineOffset: "-2px" });

export const event = style({
  display: "block",
  margin: "0 0 0.25rem",
  padding: "0.2rem 0.4rem",
  borderInlineStart: "6px solid",
  borderRadius: "4px",
  background: "#f3f5fa",
  color: vars.color.text,
  fontSize: "0.9rem",
});
/** Awaiting the professional's validation: striped, as in schedule-x (pro-side §3). */
export const striped = style({
  backgroundImage: "repeating-linear-gradient(45deg, rgba(0,0,0,.08) 0 6px, transparent 6px 12px)",
  borderStyle: "dashed",
});
export const swatch = style({
  display: "inline-block",
  width: "0.8em",
  height: "0.8em",
  borderRadius: "50%",
  marginInlineEnd: "0.35em",
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.35rem 0.75rem", alignItems: "center" });
export const inlineForm = style({ display: "inline" });

export const addForm = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  gap: "0.75rem 1rem",
  alignItems: "end",
});
export const kinds = style({ border: 0, padding: 0, margin: 0, display: "flex", gap: "1rem", gridColumn: "1 / -1" });

/** schedule-x's height: the box holds the server's agenda at that height first, then the calendar. */
const CALENDAR_HEIGHT = "760px";

/**
 * The agenda's box (decision 3112). With JavaScript, the server's agenda fills it at the calendar's height
 * (scrolling inside when longer) until schedule-x replaces it there: the page below never moves. Without
 * JavaScript (`scripting: none`) the server's agenda takes the height it needs.
 */
export const calendarBox = style({
  marginBottom: "1rem",
  "@media": {
    "(scripting: enabled)": {
      height: CALENDAR_HEIGHT,
      overflowY: "auto",
      selectors: { '&[data-agenda-box="calendrier"]': { overflowY: "visible" } },
    },
  },
});
export const calendarFrame = style({ height: "100%" });
globalStyle(`${calendarFrame} .sx-react-calendar-wrapper`, { height: "100%" });
globalStyle(".sx__event.needs-validation", {
  backgroundImage: "repeating-linear-gradient(45deg, rgba(0,0,0,.10) 0 6px, transparent 6px 12px) !important",
  borderStyle: "dashed !important",
});
globalStyle(".sx__time-grid-day", { position: "relative" });
export const rangePreview = style({
  position: "absolute",
  insetInline: "2px",
  background: "rgba(46,125,50,.35)",
  border: "1px solid #2e7d32",
  borderRadius: "4px",
  pointerEvents: "none",
  zIndex: 5,
});
export const tooltip = style({
  position: "fixed",
  zIndex: 20,
  maxWidth: "18rem",
  padding: "0.4rem 0.6rem",
  background: "#1a1f3d",
  color: "#fff",
  borderRadius: "4px",
  fontSize: "0.85rem",
  pointerEvents: "none",
});
// schedule-x's greys for day names, dates and hours are 3.2:1 to 4.48:1: darker ones for WCAG AA.
// Its theme declares `--sx-color-neutral: var(--sx-color-outline)` on :root, where the reference is
// resolved, so overriding the outline colour lower down leaves the neutral one unchanged: set both.
globalStyle(`${calendarFrame} .sx__calendar-wrapper, ${calendarFrame} .sx-react-calendar-wrapper`, {
  vars: {
    "--sx-color-neutral": "#5f5b66",
    "--sx-color-neutral-variant": "#4f4b57",
    "--sx-color-outline": "#5f5b66",
    "--sx-color-outline-variant": "#4f4b57",
  },
});
globalStyle(`${calendarFrame} .sx__list-day-date`, { color: "#4f4b57 !important" });
// schedule-x's date chevron is a 16 px icon button: a 44 px target (WCAG 2.5.8 asks 24), still over the
// date field's end.
globalStyle(`${calendarFrame} .sx__date-input-chevron-wrapper`, {
  minWidth: "44px",
  minHeight: "44px",
  justifyContent: "center",
  insetInlineEnd: "0.25rem",
  borderRadius: "50%",
});
// On a phone schedule-x's header wraps the range's name (« novembre 2026 ») onto a second line once it is
// written, after the first paint, and pushes the grid down: that line is there from the start.
globalStyle(`${calendarFrame} .sx__range-heading`, {
  "@media": { "(max-width: 40rem)": { flexBasis: "100%", minHeight: "1.875rem", lineHeight: "1.875rem" } },
});
// schedule-x slides and blurs each new view in, and grows each new event: not for readers who asked
// for less motion.
globalStyle(`${calendarFrame} .sx__slide-left, ${calendarFrame} .sx__slide-right, ${calendarFrame} .is-event-new`, {
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

/** A constat outside legal hours, warned about beside its actions (#8A5300 on white: AA). */
export const legalHoursWarning = style({
  flexBasis: "100%",
  margin: 0,
  paddingInlineStart: "0.5rem",
  borderInlineStart: `3px solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontWeight: 600,
});

/** The drive between two on-site meetings: a quiet row of the list (#5c5f6e on white: AA), a line of a day's chip. */
export const travelRow = style({ color: "#5c5f6e", fontStyle: "italic" });
export const travel = style({ display: "block", fontSize: "0.85rem", fontStyle: "italic" });

// The workspace breaks long words anywhere (pro.css's page) so an e-mail never widens a phone's page; in
// the agenda's tables and calendar that made each column as narrow as one letter (« Co / nst / at »).
// Here a word breaks only when it alone is wider than its column.
globalStyle(`${table}, ${calendarFrame}`, { overflowWrap: "break-word" });

/**
 * The list on a phone: a row per meeting is a card (its time and title on top, professional and status
 * under them, its actions last) instead of five columns a few letters wide. The column headings stay for
 * screen readers, whose table the cells still form.
 */
const PHONE = "screen and (max-width: 40rem)";
globalStyle(`${table}[data-agenda="liste"] thead`, {
  "@media": {
    [PHONE]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clipPath: "inset(50%)",
      whiteSpace: "nowrap",
    },
  },
});
globalStyle(`${table}[data-agenda="liste"] tr`, {
  "@media": {
    [PHONE]: {
      display: "grid",
      gridTemplateColumns: "auto 1fr",
      gap: "0.25rem 0.75rem",
      padding: "0.5rem",
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${table}[data-agenda="liste"] tr > *`, {
  "@media": { [PHONE]: { display: "block", border: 0, padding: 0 } },
});
globalStyle(`${table}[data-agenda="liste"] tr > td:nth-child(n + 3), ${table}[data-agenda="liste"] tr > [colspan]`, {
  "@media": { [PHONE]: { gridColumn: "1 / -1" } },
});
globalStyle(`${table}[data-agenda="liste"] tr > td:empty`, { "@media": { [PHONE]: { display: "none" } } });

// schedule-x's range title is cut at 200 px (« novembre – déce… ») at any width: it takes the room it needs.
globalStyle(`${calendarFrame} .sx__range-heading`, { maxWidth: "none", overflow: "visible", whiteSpace: "normal" });
// Its week squeezes seven columns into a phone and loses Sunday: under 52rem the grid keeps 52rem (about
// 7rem a day, room for a title's words) and scrolls sideways inside its frame, the page does not.
globalStyle(`${calendarFrame} .sx__view-container`, { overflowX: "auto" });
// (A week's grid has several day columns; the day view, the same wrapper with one, keeps the frame's width.)
globalStyle(`${calendarFrame} .sx__week-wrapper:has(.sx__time-grid-day ~ .sx__time-grid-day)`, { minWidth: "52rem" });
// A time-grid event's title wraps between words only.
globalStyle(`${calendarFrame} .sx__time-grid-event-title`, { wordBreak: "normal", hyphens: "manual" });
// schedule-x takes a finger's drag over a day for a scroll: the day columns leave vertical moves to the
// range selection (pro-calendar.client.tsx), the hour column and the sideways scroll still move the grid.
globalStyle(`${calendarFrame} .sx__time-grid-day`, { touchAction: "pan-x" });

/** What the screen shows and the paper does not: the sheet's links and hints. */
export const screenOnly = style({ "@media": { print: { display: "none" } } });

/** The day sheet (decision 3830): one block per meeting, its time first, in the order of the day. */
export const daySheet = style({ maxWidth: "48rem" });
export const sheetList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.75rem" });
export const sheetEntry = style({
  padding: "0.75rem 1rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: "4px",
  breakInside: "avoid",
});
export const sheetTime = style({ margin: "0 0 0.35rem", fontWeight: 700, fontSize: "1.1rem" });
export const sheetDetails = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.2rem 1rem", margin: 0 });
globalStyle(`${sheetDetails} dt`, { fontWeight: 600 });
globalStyle(`${sheetDetails} dd`, { margin: 0 });
// On paper the sheet is alone: the site's header, the workspace's bar and the footer stay on screen.
globalStyle(`body:has(${daySheet}) *`, { "@media": { print: { visibility: "hidden" } } });
globalStyle(`body:has(${daySheet}) ${daySheet}, body:has(${daySheet}) ${daySheet} *`, {
  "@media": { print: { visibility: "visible" } },
});
globalStyle(`body:has(${daySheet}) ${daySheet}`, {
  "@media": { print: { position: "absolute", insetBlockStart: 0, insetInlineStart: 0, width: "100%", maxWidth: "none" } },
});
