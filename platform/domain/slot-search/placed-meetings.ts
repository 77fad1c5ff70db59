// Professionals' live meetings with where each takes place (docs/decisions/3004): the demand's address
// for an on-site meeting, the study's for a consultation at its office, none for a video call (nor for
// an on-site meeting without an address). Read as one column of the slots' availability statement; the
// agenda places the meetings it shows by the same rule (domain/calendar/calendar-events.ts).
import { sql, type RawBuilder } from "kysely";
import type { PlacedInterval } from "../../slots/travel/on-site-meetings";
import type { ZoneDensity } from "../../slots/travel/travel-time";

/** Meeting statuses that no longer hold their time (the same list as the exclusion constraint). */
export const RELEASED_MEETING_STATUSES = ["canceled", "refused"] as const;

type PlacedMeetingTuple = [bailiffId: number, start: number, end: number, lat: number | null, lon: number | null];

export interface LiveMeeting {
  bailiffId: number;
  start: number;
  end: number;
  /** Null for a video call or a meeting without an address. */
  place: PlacedInterval["place"] | null;
}

export function isOnSite(meeting: LiveMeeting): meeting is LiveMeeting & PlacedInterval {
  return meeting.place !== null;
}

/**
 * The live dated meetings of `bailiffIds` overlapping [from, to), as one JSON text of tuples. The window
 * is a range overlap so that the exclusion constraint's GiST index (bailiff, time range) serves it: a
 * professional's whole history is never read for one week (docs/decisions/3712).
 */
export function liveMeetingsColumn(bailiffIds: RawBuilder<unknown>, from: Date, to: Date): RawBuilder<string> {
  const epochMs = (column: string) => sql`(extract(epoch from ${sql.ref(column)}) * 1000)::bigint`;
  return sql<string>`(select coalesce(json_agg(json_build_array(m.bailiff_id, ${epochMs("m.starts_at")}, ${epochMs("m.ends_at")},
            case when d.meeting_type = 'consultation' then s.address_lat else d.latitude end,
            case when d.meeting_type = 'consultation' then s.address_lon else d.longitude end)), '[]')::text
       from meetings m
       left join demands d on d.id = m.demand_id and not m.has_visio
       left join studies s on s.id = d.study_id and d.meeting_type = 'consultation'
      where m.bailiff_id = any(${bailiffIds}) and m.status not in (${sql.join([...RELEASED_MEETING_STATUSES])})
        and m.starts_at is not null and tstzrange(m.starts_at, m.ends_at, '[)') && tstzrange(${from}, ${to}, '[)'))`;
}

/** The meetings of the column; without `densityAt` (no travel asked), none is placed. */
export function readLiveMeetingsColumn(text: string, densityAt?: (lat: number, lon: number) => ZoneDensity): LiveMeeting[] {
  return (JSON.parse(text) as PlacedMeetingTuple[]).map(([bailiffId, start, end, lat, lon]) => ({
    bailiffId,
    start: Number(start),
    end: Number(end),
    place: !densityAt || lat === null || lon === null ? null : { lat, lon, density: densityAt(lat, lon) },
  }));
}
