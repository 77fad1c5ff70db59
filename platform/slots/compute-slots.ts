// The slots engine: turns one professional's weekly rules, exceptions and live meetings (with their
// places, for the drive to an on-site slot) into bookable slots of a given duration. Pure (no
// database), so DST weekends and edge cases are unit-tested.
import { type ZoneDay, zoneDaysTouching, zoneMinuteInstant } from "~common/paris-time";
import type { TravelPlace } from "./travel/travel-time";
import { reachCheck, type ProfessionalTravel } from "./travel/travel-reach";

/** A half-open interval [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

/** "Open from startMinute to endMinute on this ISO weekday (1 = Monday)", in wall-clock time of timeZone. */
export interface WeeklyRule {
  weekday: number;
  startMinute: number;
  endMinute: number;
  timeZone: string;
}

export interface Availability {
  rules: WeeklyRule[];
  /** Extra opening times outside the weekly rules (a Saturday on call). */
  extraOpenings: Interval[];
  /** Closures: holidays, a morning off. */
  closures: Interval[];
  /** Live meetings already held by the professional. */
  busy: Interval[];
  /** Kept free before and after each live meeting (travel); 0 when unset. */
  bufferMinutes?: number;
  /** No slot starts sooner than this after `now`; 0 when unset. */
  noticeMinutes?: number;
  /** Where the professional's day starts and their on-site meetings' places, for on-site slots (travel-reach.ts). */
  travel?: ProfessionalTravel;
}

export interface SlotWindow {
  from: number;
  to: number;
  slotMinutes: number;
  /** Slots starting before this instant are in the past and never offered. */
  now: number;
  /**
   * Set for the acts the law bounds: the slots outside legal hours, which are never offered. The domain
   * gives the rule (domain/legal-hours), so the engine knows nothing of it.
   */
  outsideLegalHours?: (slot: Interval) => boolean;
  /**
   * Set for an on-site act: its place (the customer's address, the study's for a consultation). With
   * the professional's `travel`, a slot they cannot drive to in time, or from in time for their next
   * meeting, is not offered (buffer or not: both apply).
   */
  destination?: TravelPlace;
}

const MINUTE = 60_000;

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

// Time-zone arithmetic (luxon over Intl) costs tens of microseconds per call, and every professional
// of a zone repeats the same days and opening hours: both are memoised, which turns a 200-professional
// week from hundreds of milliseconds into a few.
const INSTANT_MEMO_LIMIT = 50_000;
const DAYS_MEMO_LIMIT = 500;
const instantMemo = new Map<string, Map<number, number>>();
const daysMemo = new Map<string, ZoneDay[]>();

function remember<T>(memo: Map<string, T>, limit: number, key: string, compute: () => T): T {
  const known = memo.get(key);
  if (known !== undefined) return known;
  if (memo.size >= limit) memo.clear();
  const value = compute();
  memo.set(key, value);
  return value;
}

/** The instant at which a wall-clock minute of a local day happens (a time inside a DST gap moves forward). */
function wallClockInstant(zone: string, day: ZoneDay, minuteOfDay: number): number {
  let ofZone = instantMemo.get(zone);
  if (!ofZone) instantMemo.set(zone, (ofZone = new Map()));
  // A number rather than a string key (thousands of lookups per search): local midnights are hours
  // apart in milliseconds, so adding a minute of the day (< 1441) to one cannot reach another.
  const key = day.midnight + minuteOfDay;
  const known = ofZone.get(key);
  if (known !== undefined) return known;
  if (ofZone.size >= INSTANT_MEMO_LIMIT) ofZone.clear();
  const instant = zoneMinuteInstant(zone, day, minuteOfDay);
  ofZone.set(key, instant);
  return instant;
}

/** The local calendar days of `zone` touching [from, to). */
function localDays(zone: string, from: number, to: number) {
  return remember(daysMemo, DAYS_MEMO_LIMIT, `${zone}|${from}|${to}`, () => zoneDaysTouching(zone, from, to));
}

/** Opening intervals from the weekly rules for every local day touching [from, to). */
function openingsFromRules(rules: WeeklyRule[], from: number, to: number): Interval[] {
  const openings: Interval[] = [];
  const daysOf = new Map<string, ReturnType<typeof localDays>>();
  for (const rule of rules) {
    // Walk calendar days in the rule's own zone: "Monday 09:00" is a local notion.
    let days = daysOf.get(rule.timeZone);
    if (!days) daysOf.set(rule.timeZone, (days = localDays(rule.timeZone, from, to)));
    for (const day of days) {
      if (rule.weekday !== day.weekday) continue;
      const start = wallClockInstant(rule.timeZone, day, rule.startMinute);
      const end = wallClockInstant(rule.timeZone, day, rule.endMinute);
      if (end > start) openings.push({ start, end });
    }
  }
  return openings;
}

/** Sorted union of intervals. */
function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * Bookable slots of one professional in [from, to): consecutive slots of `slotMinutes` from the start of
 * each opening, in real elapsed time (so a night rule across a DST change yields as many slots as hours
 * really pass), keeping only those fully inside the window, in the future, clear of closures and live
 * meetings, and, on site, within driving reach.
 */
export function computeSlots(availability: Availability, window: SlotWindow): Interval[] {
  const length = window.slotMinutes * MINUTE;
  if (length <= 0 || window.to <= window.from) return [];
  const openings = mergeIntervals([
    ...openingsFromRules(availability.rules, window.from, window.to),
    ...availability.extraOpenings,
  ]);
  const buffer = (availability.bufferMinutes ?? 0) * MINUTE;
  const busy =
    buffer > 0
      ? availability.busy.map((meeting) => ({ start: meeting.start - buffer, end: meeting.end + buffer }))
      : availability.busy;
  const blocked = mergeIntervals([...availability.closures, ...busy]);
  const earliest = window.now + (availability.noticeMinutes ?? 0) * MINUTE;
  const outsideLegalHours = window.outsideLegalHours;
  const reachable =
    availability.travel && window.destination ? reachCheck(availability.travel, window.destination, openings) : undefined;
  const slots: Interval[] = [];
  for (const opening of openings) {
    for (let start = opening.start; start + length <= opening.end; start += length) {
      const slot = { start, end: start + length };
      if (slot.start < window.from || slot.end > window.to || slot.start < earliest) continue;
      if (blocked.some((block) => overlaps(block, slot))) continue;
      if (outsideLegalHours?.(slot)) continue;
      if (reachable && !reachable(slot)) continue;
      slots.push(slot);
    }
  }
  return slots;
}

/**
 * Whether [start, end) is exactly one of the slots the rules offer (the notice included), ignoring
 * meetings (they race: the exclusion constraint decides). Legal hours are checked apart (assertLegalHours).
 */
export function isOfferedSlot(availability: Availability, slot: Interval, slotMinutes: number, now: number): boolean {
  const dayMargin = 24 * 60 * MINUTE;
  const offered = computeSlots(
    { ...availability, busy: [] },
    { from: slot.start - dayMargin, to: slot.end + dayMargin, slotMinutes, now },
  );
  return offered.some((candidate) => candidate.start === slot.start && candidate.end === slot.end);
}
