// Loads what the slots engine needs for a set of professionals and a time range in one round trip,
// whatever the number of professionals: weekly rules, exceptions, live meetings, buffer and notice, and,
// for an on-site search, the meetings' places and the studies' addresses and travel settings
// (docs/decisions/3004). Each list comes back as one JSON text of compact tuples, because decoding
// thousands of rows one by one is what made a busy zone slow on the embedded database (benchmark in
// bench/slots.ts); times come as epoch milliseconds.
import { sql } from "kysely";
import { parisDayBounds, parisDayOf } from "~common/paris-time";
import type { PlatformDb } from "../../db/open-database";
import { readStudyTravelColumn, studyTravelColumn, type StudyTravel } from "../travel/travel-settings";
import { densityLookup } from "../../slots/travel/zone-density";
import type { Availability, Interval } from "../../slots/compute-slots";
import { isOnSite, liveMeetingsColumn, readLiveMeetingsColumn } from "./placed-meetings";

/** The longest buffer a professional may keep around meetings (the column's check, migration 006). */
const MAX_BUFFER_MINUTES = 240;

type RuleTuple = [bailiffId: number, studyId: number, weekday: number, startMinute: number, endMinute: number, timeZone: string];
type ExceptionTuple = [bailiffId: number, kind: "available" | "unavailable", start: number, end: number];
type SettingsTuple = [bailiffId: number, studyId: number, bufferMinutes: number, noticeMinutes: number];
/** Busy ranges read from the professional's own calendar (domain/calendar-sync). */
type ExternalBusyTuple = [bailiffId: number, start: number, end: number];

export interface AvailabilityOptions {
  /** Read what the drive to an on-site slot needs: the meetings' places, the studies' addresses and settings. */
  travel?: boolean;
}

export async function loadAvailabilities(
  db: PlatformDb,
  professionals: Array<{ bailiffId: number; studyId: number }>,
  from: number,
  to: number,
  options: AvailabilityOptions = {},
): Promise<Map<string, Availability>> {
  const result = new Map<string, Availability>();
  if (professionals.length === 0) return result;
  // One array parameter rather than a list of hundreds: lists of 200 parameters each cost more to
  // parse and plan on the embedded database than the rows themselves.
  const ids = sql`${[...new Set(professionals.map((professional) => professional.bailiffId))]}::int[]`;
  const fromDate = new Date(from);
  const toDate = new Date(to);
  // Meetings just outside the window still push their buffer into it (at most MAX_BUFFER_MINUTES), and
  // the drive to a slot starts from the meetings of its whole Paris day.
  const margin = MAX_BUFFER_MINUTES * 60_000;
  const meetingsFrom = new Date(Math.min(from - margin, parisDayBounds(parisDayOf(new Date(from))).start.getTime()));
  const meetingsTo = new Date(Math.max(to + margin, parisDayBounds(parisDayOf(new Date(to))).end.getTime()));
  const studyIds = [...new Set(professionals.map((professional) => professional.studyId))];
  const epochMs = (column: string) => sql`(extract(epoch from ${sql.ref(column)}) * 1000)::bigint`;
  const { rows } = await sql<{
    rules: string;
    exceptions: string;
    meetings: string;
    settings: string;
    external: string;
    travel: string;
  }>`
    select
      (select coalesce(json_agg(json_build_array(bailiff_id, study_id, weekday, start_minute, end_minute, time_zone)), '[]')::text
         from availability_rules where bailiff_id = any(${ids})) as rules,
      (select coalesce(json_agg(json_build_array(bailiff_id, kind, ${epochMs("starts_at")}, ${epochMs("ends_at")})), '[]')::text
         from availability_exceptions
        where bailiff_id = any(${ids}) and starts_at < ${toDate} and ends_at > ${fromDate}) as exceptions,
      ${liveMeetingsColumn(ids, meetingsFrom, meetingsTo)} as meetings,
      (select coalesce(json_agg(json_build_array(bailiff_id, study_id, buffer_minutes, notice_minutes)), '[]')::text
         from availability_settings where bailiff_id = any(${ids})) as settings,
      (select coalesce(json_agg(json_build_array(user_id, ${epochMs("starts_at")}, ${epochMs("ends_at")})), '[]')::text
         from calendar_busy
        where user_id = any(${ids}) and starts_at < ${toDate} and ends_at > ${fromDate}) as external,
      ${options.travel ? studyTravelColumn(studyIds) : sql`'[]'`} as travel
  `.execute(db);
  const lists = rows[0]!;
  const rules = groupBy(JSON.parse(lists.rules) as RuleTuple[], ([bailiffId, studyId]) => availabilityKey(bailiffId, studyId));
  const exceptions = groupBy(JSON.parse(lists.exceptions) as ExceptionTuple[], ([bailiffId]) => bailiffId);
  // Places are only looked at on site: otherwise every meeting is left unplaced.
  const densityAt = options.travel ? await densityLookup() : undefined;
  const meetings = groupBy(readLiveMeetingsColumn(lists.meetings, densityAt), (meeting) => meeting.bailiffId);
  const studyTravel = densityAt ? readStudyTravelColumn(lists.travel, densityAt) : new Map<number, StudyTravel>();
  const settings = new Map(
    (JSON.parse(lists.settings) as SettingsTuple[]).map(([bailiffId, studyId, bufferMinutes, noticeMinutes]) => [
      availabilityKey(bailiffId, studyId),
      { bufferMinutes, noticeMinutes },
    ]),
  );
  const external = groupBy(JSON.parse(lists.external) as ExternalBusyTuple[], ([bailiffId]) => bailiffId);
  const interval = (start: number, end: number): Interval => ({ start: Number(start), end: Number(end) });

  for (const { bailiffId, studyId } of professionals) {
    const key = availabilityKey(bailiffId, studyId);
    const ownExceptions = exceptions.get(bailiffId) ?? [];
    const travel = studyTravel.get(studyId);
    result.set(key, {
      rules: (rules.get(key) ?? []).map(([, , weekday, startMinute, endMinute, timeZone]) => ({
        weekday,
        startMinute,
        endMinute,
        timeZone,
      })),
      extraOpenings: ownExceptions.filter(([, kind]) => kind === "available").map(([, , start, end]) => interval(start, end)),
      // The busy times of their own calendar close those ranges like an unavailability: no buffer is
      // added around them, the professional's own events already hold the time they need.
      closures: [
        ...ownExceptions.filter(([, kind]) => kind === "unavailable").map(([, , start, end]) => interval(start, end)),
        ...(external.get(bailiffId) ?? []).map(([, start, end]) => interval(start, end)),
      ],
      // A professional's meetings block them in every study they work for.
      busy: (meetings.get(bailiffId) ?? []).map((meeting) => interval(meeting.start, meeting.end)),
      // The buffer and notice this professional set for this study (none when never saved).
      ...settings.get(key),
      ...(travel ? { travel: { ...travel, onSite: (meetings.get(bailiffId) ?? []).filter(isOnSite) } } : {}),
    });
  }
  return result;
}

function groupBy<Item, Key>(items: Item[], keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export function availabilityKey(bailiffId: number, studyId: number): string {
  return `${bailiffId}:${studyId}`;
}
