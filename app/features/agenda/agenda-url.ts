// The agenda's state lives in its URL (pro-side research §2; decision 1421): the view (`vue`: liste,
// jour, semaine, mois), the day it shows (`date`, a Paris day) and whose agenda (`professionnel`, an id,
// or absent for the caller's own or, for a clerk, everyone's). The range each view covers and its
// previous, next and today links are computed here, for the server-rendered agenda and for schedule-x.
import { proPaths } from "~/features/pro/pro-paths";
import { withQuery } from "~/features/site/paths";
import {
  isCalendarDay,
  parisMonthEnd,
  parisMonthStart,
  parisToday,
  parisWeekEnd,
  parisWeekStart,
  shiftParisDay,
  shiftParisMonths,
} from "~common/paris-time";

const AGENDA_VIEWS = ["liste", "jour", "semaine", "mois"] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];

export interface AgendaState {
  view: AgendaView;
  /** Whether the URL named the view: without it, the page shows the list, and schedule-x the week. */
  viewChosen: boolean;
  /** A Paris day, YYYY-MM-DD. */
  date: string;
  professionalId: number | null;
}

export function readAgendaState(url: URL, now: Date = new Date()): AgendaState {
  const rawView = url.searchParams.get("vue");
  const view = AGENDA_VIEWS.find((name) => name === rawView);
  const rawDate = url.searchParams.get("date") ?? "";
  const date = isCalendarDay(rawDate) && rawDate >= "2000-01-01" && rawDate <= "2100-12-31" ? rawDate : parisToday(now);
  const rawProfessional = url.searchParams.get("professionnel");
  const professionalId = rawProfessional && /^\d{1,9}$/.test(rawProfessional) ? Number(rawProfessional) : null;
  return { view: view ?? "liste", viewChosen: view !== undefined, date, professionalId };
}

/** The Paris days the view shows, both included (a month grid runs from Monday to Sunday). */
export function agendaRange(view: AgendaView, date: string): { startDate: string; endDate: string } {
  if (view === "jour") return { startDate: date, endDate: date };
  if (view === "mois") {
    return { startDate: parisWeekStart(parisMonthStart(date)), endDate: parisWeekEnd(parisMonthEnd(date)) };
  }
  return { startDate: parisWeekStart(date), endDate: parisWeekEnd(date) };
}

/** The same view one step before or after. */
function shiftAgendaDate(view: AgendaView, date: string, steps: number): string {
  if (view === "jour") return shiftParisDay(date, steps);
  if (view === "mois") return shiftParisMonths(parisMonthStart(date), steps);
  return shiftParisDay(date, 7 * steps);
}

export function agendaHref(path: string, state: Pick<AgendaState, "view" | "date" | "professionalId">): string {
  return withQuery(path, { vue: state.view, date: state.date, professionnel: state.professionalId });
}

export interface AgendaLinks {
  previous: string;
  next: string;
  today: string;
  /** Tomorrow's day view: a professional looks at the next day's work from any view. */
  tomorrow: string;
  views: Array<{ view: AgendaView; href: string }>;
}

export function agendaLinks(path: string, state: AgendaState, now: Date = new Date()): AgendaLinks {
  const at = (view: AgendaView, date: string) => agendaHref(path, { view, date, professionalId: state.professionalId });
  return {
    previous: at(state.view, shiftAgendaDate(state.view, state.date, -1)),
    next: at(state.view, shiftAgendaDate(state.view, state.date, 1)),
    today: at(state.view, parisToday(now)),
    tomorrow: at("jour", shiftParisDay(parisToday(now), 1)),
    views: AGENDA_VIEWS.map((view) => ({ view, href: at(view, state.date) })),
  };
}

/** The day sheet of a day (docs/decisions/3830): its page, its CSV export, the days around it, the agenda's day. */
export function daySheetLinks(studySlug: string, state: Pick<AgendaState, "date" | "professionalId">) {
  const under = (config: string, date: string) =>
    withQuery(proPaths.studySettings(studySlug, config), { date, professionnel: state.professionalId });
  return {
    sheet: under("agenda/journee", state.date),
    export: under("agenda/journee.csv", state.date),
    previousDay: under("agenda/journee", shiftParisDay(state.date, -1)),
    nextDay: under("agenda/journee", shiftParisDay(state.date, 1)),
    agenda: agendaHref(proPaths.studySettings(studySlug, "agenda"), { view: "jour", ...state }),
  };
}
