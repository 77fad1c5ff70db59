// The slots engine's travel check (docs/decisions/3004): an on-site slot is offered only if the
// professional can drive to its place from their previous on-site meeting of that day (or, when none,
// from the study, leaving when the day's first opening starts), and from there on to their next on-site
// meeting of that day. A day is the slot's Paris day, stretched to an opening that runs through
// midnight: a meeting at 23:30 is the previous one of a slot at 00:30 of the same night's opening, not of
// the next morning's. Pure: the meetings come with their places (load-availability.ts).
import { parisDayBoundsAt, parisDayNumber } from "~common/paris-time";
import { OnSiteMeetings, type PlacedInterval } from "./on-site-meetings";
import { travelMinutes, type TravelPlace, type TravelSettings } from "./travel-time";
import type { Interval } from "../compute-slots";

/** What the check knows of the professional: where their day starts, the study's settings, their on-site meetings. */
export interface ProfessionalTravel {
  /** The study's address. */
  home: TravelPlace;
  settings: TravelSettings;
  /** Their live on-site meetings of every study, with their places (video calls and meetings without a place left out). */
  onSite: PlacedInterval[];
}

/** The bounds of a working day: meetings ending after `since` or starting before `until` are of it. */
interface WorkingDay {
  since: number;
  until: number;
  /** When the professional leaves the study: the start of the day's first opening. */
  leaves: number;
}

const MINUTE = 60_000;

/** A test for the slots of one professional and one place, given the window's merged openings (sorted). */
export function reachCheck(
  travel: ProfessionalTravel,
  destination: TravelPlace,
  openings: Interval[],
): (slot: Interval) => boolean {
  const { settings } = travel;
  const meetings = new OnSiteMeetings(travel.onSite);
  const fromHome = travelMinutes(travel.home, destination, settings) * MINUTE;
  const days = new Map<number, WorkingDay>();
  const workingDayOf = (instant: number): WorkingDay => {
    const number = parisDayNumber(instant);
    const known = days.get(number);
    if (known) return known;
    const { start, end } = parisDayBoundsAt(instant);
    const touching = openings.filter((opening) => opening.end > start && opening.start < end);
    const leaves = touching[0]?.start ?? start;
    const day = { since: Math.min(start, leaves), until: Math.max(end, ...touching.map((opening) => opening.end)), leaves };
    days.set(number, day);
    return day;
  };
  return (slot) => {
    const day = workingDayOf(slot.start);
    const previous = meetings.previous(slot.start, day.since);
    const arrival = previous
      ? previous.end + travelMinutes(previous.place, destination, settings) * MINUTE
      : day.leaves + fromHome;
    if (arrival > slot.start) return false;
    const next = meetings.next(slot.end, day.until);
    return !next || slot.end + travelMinutes(destination, next.place, settings) * MINUTE <= next.start;
  };
}
