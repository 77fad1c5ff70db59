// The agenda's events (pro-side §7 `calendar/events`; the "calendar meeting" of §3) and their compact
// wire form (decision 1441): the platform loads the compact form and expands it for the spec's full
// answer; the app receives the compact form and expands it the same way. One expansion, so the two
// answers cannot drift apart.
import { parisIso } from "./paris-time";

/** Meetings that wait for the professional's validation: their proposed slots are shown, striped. */
export const AWAITING_VALIDATION = ["created", "waiting", "disputed"] as const;

export interface CalendarEvent<Status extends string = string> {
  id: string;
  /** `busy`: a busy range read from the professional's own calendar (calendar connection). */
  type: "meeting" | "unavailable" | "available" | "busy";
  start: string;
  end: string;
  title: string;
  /** A meeting of a demand (pro-side's isDemand), as opposed to an exception. */
  isDemand: boolean;
  /** Never a temporary event here: those live in the browser while a range is being chosen. */
  isTmp: false;
  color: string;
  bailiff: { id: number; firstname: string; lastname: string } | null;
  meeting_id: number | null;
  demand_id: number | null;
  /** The proposed slot this event shows, for a meeting awaiting validation. */
  slot_id: number | null;
  status: Status | null;
  needs_validation: boolean;
  report_type: string | null;
  customer: string | null;
  has_visio: boolean;
  exception_id: number | null;
  reason: string | null;
  /** A constat outside legal hours: the warning the professional sees before confirming it (decision 1401). */
  legal_hours_warning: string | null;
  /**
   * What the caller may do with the meeting now, as a demand's answer says it (decision 3110: only the
   * actions that would succeed, e.g. `confirm`, `complete`); none for an exception or a busy range.
   */
  allowed_actions: string[];
  /**
   * An on-site meeting after another on-site meeting of its professional that day: the estimated drive
   * from that one, in minutes (decision 3006); null otherwise.
   */
  travel_minutes: number | null;
}

/** One meeting or proposed slot on the wire: positions instead of names, epoch ms instead of ISO text. */
export type CompactMeeting<Status extends string = string> = [
  meetingId: number,
  demandId: number,
  bailiffId: number | null,
  status: Status,
  start: number,
  end: number,
  /** Index in `report_types`. */
  reportType: number,
  /** Index in `customers`. */
  customer: number,
  hasVisio: 0 | 1,
  slotId: number | null,
  legalHoursWarning: string | null,
  /** Index in `action_sets`: the meeting's allowed actions. */
  actions: number,
  /** The estimated drive from the previous on-site meeting of its day, in minutes (decision 3006). */
  travelMinutes: number | null,
];
/** An exception or a busy range of a connected calendar; its title is the one the agenda shows. */
export type CompactBlock = [
  type: "unavailable" | "available" | "busy",
  id: number,
  bailiffId: number,
  start: number,
  end: number,
  title: string,
  reason: string | null,
];
/** Both lists sorted by start; at equal starts the full form puts meetings before blocks. */
export interface CompactCalendar<Status extends string = string> {
  report_types: string[];
  customers: string[];
  /** The distinct lists of allowed actions, each once (most meetings share a few). */
  action_sets: string[][];
  meetings: CompactMeeting<Status>[];
  blocks: CompactBlock[];
}

/** Whose an event is, as the agenda shows it: the professional's colour and name (none: unassigned). */
export type EventOwner = (bailiffId: number | null) => Pick<CalendarEvent, "color" | "bailiff">;

const awaitingValidation = new Set<string>(AWAITING_VALIDATION);

/** The full events of a compact calendar, by start; at equal starts meetings first (decision 1432's order). */
export function expandCalendarEvents<Status extends string>(
  compact: CompactCalendar<Status>,
  ownerOf: EventOwner,
): CalendarEvent<Status>[] {
  const meetingEvent = ([
    meetingId,
    demandId,
    bailiffId,
    status,
    start,
    end,
    reportType,
    customer,
    hasVisio,
    slotId,
    warning,
    actions,
    travelMinutes,
  ]: CompactMeeting<Status>): CalendarEvent<Status> => {
    const reportName = compact.report_types[reportType] ?? "";
    const customerName = compact.customers[customer] ?? "";
    return {
      id: slotId === null ? `meeting-${meetingId}` : `slot-${slotId}`,
      type: "meeting",
      start: parisIso(start),
      end: parisIso(end),
      title: `${reportName} – ${customerName}`,
      isDemand: true,
      isTmp: false,
      ...ownerOf(bailiffId),
      meeting_id: meetingId,
      demand_id: demandId,
      slot_id: slotId,
      status,
      needs_validation: awaitingValidation.has(status),
      report_type: reportName,
      customer: customerName,
      has_visio: hasVisio === 1,
      exception_id: null,
      reason: null,
      legal_hours_warning: warning,
      allowed_actions: [...(compact.action_sets[actions] ?? [])],
      travel_minutes: travelMinutes,
    };
  };
  const blockEvent = ([type, id, bailiffId, start, end, title, reason]: CompactBlock): CalendarEvent<Status> => ({
    id: `${type === "busy" ? "busy" : "exception"}-${id}`,
    type,
    start: parisIso(start),
    end: parisIso(end),
    title,
    isDemand: false,
    isTmp: false,
    ...ownerOf(bailiffId),
    meeting_id: null,
    demand_id: null,
    slot_id: null,
    status: null,
    needs_validation: false,
    report_type: null,
    customer: null,
    has_visio: false,
    exception_id: type === "busy" ? null : id,
    reason,
    legal_hours_warning: null,
    allowed_actions: [],
    travel_minutes: null,
  });
  const events: CalendarEvent<Status>[] = [];
  let block = 0;
  for (const meeting of compact.meetings) {
    while (block < compact.blocks.length && compact.blocks[block]![3] < meeting[4])
      events.push(blockEvent(compact.blocks[block++]!));
    events.push(meetingEvent(meeting));
  }
  while (block < compact.blocks.length) events.push(blockEvent(compact.blocks[block++]!));
  return events;
}
