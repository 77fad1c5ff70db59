// What the agenda page shows, computed on the server from the platform's events (agenda-view.server.ts)
// so the browser gets ready-made rows and cells and never a date library: the list by day, the day and
// week grids by half-hour (08:00 to 19:00, Paris time), the month by weeks.
import type { AgendaLinks, AgendaState, AgendaView } from "./agenda-url";
import type { OneButtonAction } from "~/features/meetings/meeting-actions";

export interface AgendaEventView {
  id: string;
  /** `busy`: a busy range of the professional's connected calendar. */
  type: "meeting" | "unavailable" | "available" | "busy";
  /** ISO with the Paris offset, for schedule-x and <time>. */
  start: string;
  end: string;
  day: string;
  dayLabel: string;
  startTime: string;
  endTime: string;
  title: string;
  color: string;
  needsValidation: boolean;
  professional: string;
  professionalId: number | null;
  statusLabel: string;
  demandHref: string | null;
  meetingId: number | null;
  slotId: number | null;
  status: string | null;
  exceptionId: number | null;
  canConfirm: boolean;
  /** Complete, mark absent…: the one-button actions the platform offers on this meeting (features/meetings/). */
  oneButton: OneButtonAction[];
  canRemove: boolean;
  /** A constat outside legal hours: shown with its actions, before the professional confirms it. */
  legalHoursWarning: string | null;
  /** « Trajet estimé : 25 min »: the platform's drive from the professional's previous on-site meeting that day. */
  travelLabel: string | null;
}

export interface AgendaDay {
  date: string;
  label: string;
  short: string;
  isToday: boolean;
  /** This day in the day view. */
  href: string;
  events: string[];
}

export interface AgendaGridRow {
  time: string;
  /** Per day of the grid, the ids of the events starting in this half-hour. */
  cells: string[][];
}

export interface AgendaMonthCell {
  date: string;
  dayNumber: number;
  label: string;
  inMonth: boolean;
  isToday: boolean;
  href: string;
  events: string[];
  more: number;
}

/** A meeting waiting for a slot, and its planning page. */
export interface ToPlanView {
  /** The meeting's id. */
  id: number;
  label: string;
  href: string;
}

export interface AgendaPage {
  path: string;
  state: AgendaState;
  links: AgendaLinks;
  rangeLabel: string;
  range: { startDate: string; endDate: string };
  events: AgendaEventView[];
  days: AgendaDay[];
  grid: { days: AgendaDay[]; rows: AgendaGridRow[] } | null;
  month: AgendaMonthCell[][] | null;
  professionals: Array<{ id: number; name: string; color: string }>;
  canPick: boolean;
  /** Whose agenda the add form writes to by default. */
  defaultProfessionalId: number | null;
  canEditOthers: boolean;
  /** The add form's values from the URL (`debut`, `fin`: a range chosen on a grid). */
  prefill: { date: string; start: string; end: string };
  /** The add form's key for this rendering: posted twice, it adds once (docs/decisions/3633). */
  addKey: string;
  toPlan: ToPlanView[];
  today: string;
}

export const VIEW_LABEL_KEYS: Record<AgendaView, string> = {
  liste: "views.liste",
  jour: "views.jour",
  semaine: "views.semaine",
  mois: "views.mois",
};

/**
 * An event's title in schedule-x, whose blocks show a title and times only: the drive to an on-site
 * meeting (« Trajet estimé : 25 min », the server's day chip and list row) joins it, in every view.
 */
export function calendarTitle(event: Pick<AgendaEventView, "title" | "travelLabel">): string {
  return event.travelLabel ? `${event.title} · ${event.travelLabel}` : event.title;
}
