// Reads the busy ranges out of an iCalendar text (a professional's own Google or Outlook calendar, by its
// secret iCal address) with ical.js: opaque events, recurrences expanded (RRULE, RDATE, EXDATE and moved
// occurrences) over the window the booking can reach, in the file's own time zones. Free ("transparent")
// and cancelled events are left out; an all-day event blocks its Paris days.
import ICAL from "ical.js";
import { isTimeZone, PARIS_ZONE, zoneWallClockInstant } from "~common/paris-time";

/** A calendar with more busy ranges than this in the window is cut there (a runaway recurrence). */
const MAX_BUSY_RANGES = 5_000;
/** Occurrences looked at per recurring event, whether kept or not, so a FREQ=SECONDLY cannot spin. */
const MAX_OCCURRENCES_PER_EVENT = 2_000;

export interface BusyRange {
  start: number;
  end: number;
}

/** Thrown when the text is not an iCalendar file; its message is the French sentence for the form. */
export class NotACalendarError extends Error {}

export function busyRangesFromIcs(text: string, window: { from: number; to: number }): BusyRange[] {
  const root = parseCalendar(text);
  // ical.js resolves TZID through a process-wide registry: the file's own definitions are registered for
  // the (synchronous) time of this read, then taken out so that another file's cannot leak into them.
  const zones = root.getAllSubcomponents("vtimezone").map((component) => new ICAL.Timezone(component));
  for (const zone of zones) if (zone.tzid && !ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone);
  try {
    return collect(root, window);
  } finally {
    for (const zone of zones)
      if (zone.tzid && ICAL.TimezoneService.get(zone.tzid) === zone) ICAL.TimezoneService.remove(zone.tzid);
  }
}

function parseCalendar(text: string): ICAL.Component {
  let root: ICAL.Component;
  try {
    const parsed = ICAL.parse(text.replace(/^\uFEFF/, ""));
    // Several top-level components come as an array of them: the first calendar is read.
    const first = (Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[];
    root = new ICAL.Component(first as never);
  } catch {
    throw new NotACalendarError("Cette adresse ne renvoie pas un calendrier au format iCal (.ics).");
  }
  if (root.name !== "vcalendar") {
    throw new NotACalendarError("Cette adresse ne renvoie pas un calendrier au format iCal (.ics).");
  }
  return root;
}

function collect(root: ICAL.Component, window: { from: number; to: number }): BusyRange[] {
  const components = root.getAllSubcomponents("vevent");
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  for (const component of components) {
    if (component.hasProperty("recurrence-id")) exceptions.push(component);
    else masters.set(String(component.getFirstPropertyValue("uid") ?? masters.size), new ICAL.Event(component));
  }
  for (const component of exceptions) {
    const master = masters.get(String(component.getFirstPropertyValue("uid")));
    // A moved occurrence without its series is an event of its own.
    if (master) master.relateException(component);
    else masters.set(`orphan-${masters.size}`, new ICAL.Event(component));
  }

  const ranges: BusyRange[] = [];
  const keep = (component: ICAL.Component, start: ICAL.Time, end: ICAL.Time) => {
    if (!blocksTime(component)) return;
    const range = { start: epoch(start), end: epoch(end) };
    if (start.isDate) range.end = Math.max(range.end, epoch(start.clone().adjust(1, 0, 0, 0)));
    if (range.end <= range.start) range.end = range.start + 60_000 * (start.isDate ? 24 * 60 : 0);
    if (range.end > window.from && range.start < window.to && range.end > range.start) ranges.push(range);
  };

  for (const event of masters.values()) {
    if (ranges.length >= MAX_BUSY_RANGES) break;
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      keep(event.component, event.startDate, event.endDate ?? event.startDate);
      continue;
    }
    const iterator = event.iterator();
    for (let seen = 0, next = iterator.next(); next && seen < MAX_OCCURRENCES_PER_EVENT; seen++, next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      if (epoch(details.startDate) >= window.to && epoch(next) >= window.to) break;
      keep(details.item.component, details.startDate, details.endDate);
      if (ranges.length >= MAX_BUSY_RANGES) break;
    }
  }
  return merge(ranges);
}

/** Free time (TRANSP:TRANSPARENT) and cancelled events do not make the professional busy. */
function blocksTime(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue("transp") ?? "OPAQUE").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency !== "TRANSPARENT" && status !== "CANCELLED";
}

/**
 * The instant of an iCalendar time: UTC and zones the file defines are ical.js's; a TZID the file does
 * not define is read as an IANA zone when it is one, and a floating time (or an unknown zone) as Paris
 * time, the zone of every professional here.
 */
function epoch(time: ICAL.Time): number {
  const tzid = time.zone?.tzid;
  if (time.isDate) {
    return zoneWallClockInstant(PARIS_ZONE, { year: time.year, month: time.month, day: time.day, hour: 0, minute: 0, second: 0 });
  }
  if (tzid === "UTC" || (tzid && tzid !== "floating" && ICAL.TimezoneService.has(tzid))) return time.toUnixTime() * 1000;
  const named = (time as unknown as { timezone?: string }).timezone;
  const zone = named && isTimeZone(named) ? named : PARIS_ZONE;
  return zoneWallClockInstant(zone, {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
  });
}

/** Overlapping and touching ranges become one, sorted: fewer rows, and the same busy time. */
function merge(ranges: BusyRange[]): BusyRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: BusyRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged.slice(0, MAX_BUSY_RANGES);
}
