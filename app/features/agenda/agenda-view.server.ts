// Builds the agenda page's view (agenda-view.ts) from the platform's events: Paris days and times, the
// status labels, which actions each event offers (each meeting's `allowed_actions`: the platform decides),
// and the layouts of the list, the day and week grids, and the month.
import type { CalendarEvent, CalendarEvents } from "~/features/agenda/agenda-client.server";
import type { ProDemand } from "~/.server/platform/pro-schemas";
import { newIdempotencyKey } from "~/.server/idempotency-key";
import accountDemands from "~/locales/fr/account-demands.json";
import agenda from "~/locales/fr/agenda.json";
import { translator } from "~/i18n/translator";
import { meetingBadge } from "~/features/account/status-badges";
import { proPaths } from "~/features/pro/pro-paths";
import { paths, withQuery } from "~/features/site/paths";
import {
  clockOfMinute,
  formatDayMonth,
  formatDayTitleWithYear,
  formatLongDay,
  formatMonthTitle,
  formatShortDay,
  minuteOfClock,
  parisClock,
  parisDayOf,
  parisToday,
  shiftParisDay,
} from "~common/paris-time";
import { agendaHref, agendaLinks, agendaRange, type AgendaState } from "./agenda-url";
import type { AgendaDay, AgendaEventView, AgendaGridRow, AgendaMonthCell, AgendaPage, ToPlanView } from "./agenda-view";
import { oneButtonActions } from "~/features/meetings/meeting-actions";

const t = translator(agenda);
const WAITING_FOR_A_SLOT = new Set(["to_plan", "refused"]);
const ta = translator(accountDemands);

const GRID_START_MINUTES = 8 * 60;
const GRID_END_MINUTES = 19 * 60;
const GRID_STEP = 30;
const MONTH_CELL_EVENTS = 3;

/** Who looks at the agenda: the buttons of a meeting are for its own professional. */
export interface AgendaViewer {
  userId: number;
}

function eventView(event: CalendarEvent, viewer: AgendaViewer, canEditOthers: boolean): AgendaEventView {
  const professional = event.bailiff ? `${event.bailiff.firstname} ${event.bailiff.lastname}` : t("unassigned");
  const statusLabel =
    event.type === "meeting"
      ? event.needs_validation
        ? t("awaiting")
        : ta(meetingBadge(event.status as Parameters<typeof meetingBadge>[0]).labelKey)
      : event.type === "unavailable"
        ? t("unavailable")
        : event.type === "busy"
          ? t("busy")
          : t("available");
  const own = event.bailiff?.id === viewer.userId;
  return {
    id: event.id,
    type: event.type,
    start: event.start,
    end: event.end,
    day: parisDayOf(event.start),
    dayLabel: formatDayTitleWithYear(event.start),
    startTime: parisClock(event.start),
    endTime: parisClock(event.end),
    title: event.title,
    color: event.color,
    needsValidation: event.needs_validation,
    professional,
    professionalId: event.bailiff?.id ?? null,
    statusLabel,
    demandHref: event.demand_id === null ? null : paths.proDemand(event.demand_id),
    meetingId: event.meeting_id,
    slotId: event.slot_id,
    status: event.status,
    exceptionId: event.exception_id,
    // The platform's answer: confirm while awaiting validation, complete (or mark absent) once started, none on a case
    // another member locked (decision 3110); here, on one of the meeting's proposed slots, by its own professional.
    canConfirm: event.needs_validation && event.slot_id !== null && event.allowed_actions.includes("confirm") && own,
    oneButton: event.status === "validated" && own ? oneButtonActions(event.allowed_actions) : [],
    canRemove: event.exception_id !== null && (own || canEditOthers),
    legalHoursWarning: event.legal_hours_warning,
    travelLabel: event.travel_minutes === null ? null : t("travel", { minutes: event.travel_minutes }),
  };
}

function daysOf(path: string, state: AgendaState, events: AgendaEventView[], today: string): AgendaDay[] {
  const { startDate, endDate } = agendaRange(state.view, state.date);
  const days: AgendaDay[] = [];
  for (let date = startDate; date <= endDate; date = shiftParisDay(date, 1)) {
    days.push({
      date,
      label: formatDayTitleWithYear(date),
      short: formatShortDay(date),
      isToday: date === today,
      href: agendaHref(path, { view: "jour", date, professionalId: state.professionalId }),
      events: events.filter((event) => event.day === date).map((event) => event.id),
    });
  }
  return days;
}

function gridRows(days: AgendaDay[], events: Map<string, AgendaEventView>): AgendaGridRow[] {
  const rows: AgendaGridRow[] = [];
  for (let minute = GRID_START_MINUTES; minute < GRID_END_MINUTES; minute += GRID_STEP) {
    const last = minute + GRID_STEP >= GRID_END_MINUTES;
    rows.push({
      time: clockOfMinute(minute),
      cells: days.map((day) =>
        day.events.filter((id) => {
          const event = events.get(id)!;
          // Before 08:00 shows in the first row, from 19:00 in the last: nothing falls off the grid.
          const at = Math.min(Math.max(minuteOfClock(event.startTime)!, GRID_START_MINUTES), GRID_END_MINUTES - 1);
          return at >= minute && (at < minute + GRID_STEP || last);
        }),
      ),
    });
  }
  return rows;
}

function monthWeeks(state: AgendaState, days: AgendaDay[]): AgendaMonthCell[][] {
  const month = state.date.slice(0, 7);
  const weeks: AgendaMonthCell[][] = [];
  days.forEach((day, index) => {
    if (index % 7 === 0) weeks.push([]);
    weeks.at(-1)!.push({
      date: day.date,
      dayNumber: Number(day.date.slice(8)),
      label: day.label,
      inMonth: day.date.startsWith(month),
      isToday: day.isToday,
      href: day.href,
      events: day.events.slice(0, MONTH_CELL_EVENTS),
      more: Math.max(0, day.events.length - MONTH_CELL_EVENTS),
    });
  });
  return weeks;
}

function rangeLabel(state: AgendaState, startDate: string, endDate: string): string {
  if (state.view === "jour") return t("rangeDay", { day: formatDayTitleWithYear(startDate) });
  if (state.view === "mois") return t("rangeMonth", { month: formatMonthTitle(state.date) });
  return t("rangeWeek", { from: formatDayMonth(startDate), to: formatLongDay(endDate) });
}

const TIME = /^\d{2}:\d{2}$/;

function prefillOf(url: URL, state: AgendaState) {
  const start = url.searchParams.get("debut") ?? "";
  const end = url.searchParams.get("fin") ?? "";
  return { date: state.date, start: TIME.test(start) ? start : "", end: TIME.test(end) ? end : "" };
}

export function agendaPage(input: {
  url: URL;
  path: string;
  state: AgendaState;
  answer: CalendarEvents;
  viewer: AgendaViewer;
  toPlan: ProDemand[];
  now?: Date;
}): AgendaPage {
  const { url, path, state, answer, viewer } = input;
  const today = parisToday(input.now);
  const range = agendaRange(state.view, state.date);
  const events = answer.data.map((event) => eventView(event, viewer, answer.can_edit_others));
  const byId = new Map(events.map((event) => [event.id, event]));
  const days = daysOf(path, state, events, today);
  const professionals = answer.bailiffs.map((person) => ({
    id: person.id,
    name: `${person.firstname} ${person.lastname}`,
    color: person.color,
  }));
  const own = professionals.find((person) => person.id === viewer.userId);
  // The meetings waiting for a slot that the caller may plan (the platform's `reschedule`), by dossier.
  const toPlan: ToPlanView[] = input.toPlan.flatMap((demand) =>
    demand.meetings
      .filter((meeting) => WAITING_FOR_A_SLOT.has(meeting.status) && meeting.allowed_actions.includes("reschedule"))
      .map((meeting) => ({
        id: meeting.id,
        label: [demand.title ?? meeting.reportType.name, demand.user ? `${demand.user.firstname} ${demand.user.lastname}` : ""]
          .filter(Boolean)
          .join(" – "),
        href: withQuery(proPaths.proRescheduleMeeting(demand.id, meeting.id), { depuis: state.date }),
      })),
  );
  return {
    path,
    state,
    links: agendaLinks(path, state, input.now),
    rangeLabel: rangeLabel(state, range.startDate, range.endDate),
    range,
    events,
    days,
    grid: state.view === "jour" || state.view === "semaine" ? { days, rows: gridRows(days, byId) } : null,
    month: state.view === "mois" ? monthWeeks(state, days) : null,
    professionals,
    canPick: answer.can_pick,
    defaultProfessionalId: state.professionalId ?? own?.id ?? professionals[0]?.id ?? null,
    canEditOthers: answer.can_edit_others,
    prefill: prefillOf(url, state),
    addKey: newIdempotencyKey(),
    toPlan,
    today,
  };
}
