// The events of a study's agenda for some of its professionals over a range (pro-side §7
// `calendar/events`; the "calendar meeting" of §3: start, end, title, isDemand, isTmp, colour, bailiff):
// dated meetings, each proposed slot of a meeting waiting for the professional's validation (striped in
// the agenda), and the professionals' exceptions (unavailabilities, extra openings). One round trip
// whatever the number of professionals, each list as one JSON text of compact tuples, as the slot engine
// loads availability (platform/slots/load-availability.ts): decoding rows one by one is what costs.
// Loaded once in the compact wire form the app reads (decision 1441), expanded to the full events of the
// spec for the default answer. Each meeting says what the caller may do with it now, as a demand's answer
// does (offered-actions.ts), so the agenda's buttons are the platform's answer too; an on-site meeting
// after another of the same day says how long the drive between them is (docs/decisions/3006).
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { DemandMarking, MeetingStatus, ReportTypeKind } from "../../db/schema";
import { actDepartments } from "../legal-hours/act-place";
import { legalHoursWarning } from "../legal-hours/legal-hours-warning";
import {
  AWAITING_VALIDATION,
  expandCalendarEvents,
  type CalendarEvent as AgendaEvent,
  type CompactBlock,
  type CompactCalendar as AgendaCalendar,
  type CompactMeeting as AgendaMeeting,
} from "~common/calendar-events";
import { RELEASED_MEETING_STATUSES } from "../slot-search/placed-meetings";
import { readStudyTravelColumn, studyTravelColumn, type StudyTravel } from "../travel/travel-settings";
import { travelLegs } from "../../slots/travel/travel-legs";
import type { ZoneDensity } from "../../slots/travel/travel-time";
import { densityLookup } from "../../slots/travel/zone-density";
import { meetingActionsOf } from "../offered-actions";
import { rolesOn, type Actor } from "../roles";
import type { StudyProfessional } from "./calendar-access";

/** One colour per professional when they chose none: distinct, readable under white text (WCAG AA). */
/** The colour of a meeting no professional holds yet. */
export const UNASSIGNED_COLOR = "#5c5c5c";

const PALETTE = ["#1c4e80", "#7b2d8e", "#2e6b30", "#a33b20", "#00607a", "#8a4b00", "#5a4fcf", "#9c2a5b"];

export type CalendarEvent = AgendaEvent<MeetingStatus>;
type CompactMeeting = AgendaMeeting<MeetingStatus>;
export type CompactCalendar = AgendaCalendar<MeetingStatus>;
type MeetingTuple = [
  meetingId: number,
  demandId: number,
  bailiffId: number | null,
  status: MeetingStatus,
  start: number,
  end: number,
  reportType: string,
  customerFirstname: string,
  customerLastname: string,
  hasVisio: boolean,
  slotId: number | null,
  reportTypeKind: ReportTypeKind,
  latitude: number | null,
  longitude: number | null,
  marking: DemandMarking,
  lockedBy: number | null,
];
type ExceptionTuple = [
  id: number,
  bailiffId: number,
  kind: "unavailable" | "available",
  start: number,
  end: number,
  reason: string | null,
];
type BusyTuple = [id: number, bailiffId: number, start: number, end: number];

/** What a busy range of a connected calendar shows: never its title, which the platform does not keep. */
const BUSY_TITLE = "Occupé (calendrier connecté)";

export interface EventsQuery {
  studyId: number;
  professionals: StudyProfessional[];
  /** Every professional of the study is asked for: unassigned meetings come too. */
  includeUnassigned: boolean;
  from: Date;
  to: Date;
  /** Who asks, for each meeting's allowed actions (their roles in the study count). */
  caller: { actor: Actor; now: Date };
}

export function professionalColors(professionals: StudyProfessional[]): Map<number, string> {
  return new Map(
    professionals.map((professional, index) => [professional.id, professional.color ?? PALETTE[index % PALETTE.length]!]),
  );
}

export async function loadCompactCalendar(db: PlatformDb, query: EventsQuery): Promise<CompactCalendar> {
  const ids = query.professionals.map((professional) => professional.id);
  if (ids.length === 0 && !query.includeUnassigned)
    return { report_types: [], customers: [], action_sets: [], meetings: [], blocks: [] };
  const idList = ids.length > 0 ? sql.join(ids) : sql`null`;
  const ms = (column: string) => sql`(extract(epoch from ${sql.ref(column)}) * 1000)::bigint`;
  const pending = sql.join(AWAITING_VALIDATION.map((status) => sql`${status}`));
  const released = sql.join(RELEASED_MEETING_STATUSES.map((status) => sql`${status}`));
  const window = sql`tstzrange(${query.from}, ${query.to}, '[)')`;
  const datedColumns = sql`m.id, m.demand_id, m.bailiff_id, m.status, m.starts_at as s, m.ends_at as e, m.report_type_id, m.user_id,
             m.has_visio, null::integer as slot_id, d.latitude as lat, d.longitude as lon, d.marking, d.locked_by`;
  // Each branch reads by an index (docs/decisions/3712): the professionals' live meetings by the exclusion
  // constraint's (bailiff, range) GiST index, the unassigned ones by their own range index, the meetings
  // awaiting validation by professional; a professional's whole history is never read for one month.
  const unassigned = query.includeUnassigned
    ? sql`union all
      select ${datedColumns}
        from meetings m join demands d on d.id = m.demand_id
       where d.study_id = ${query.studyId} and m.bailiff_id is null and m.starts_at is not null
         and m.status not in (${pending}) and m.status not in (${released})
         and tstzrange(m.starts_at, m.ends_at, '[)') && ${window}`
    : sql``;
  // Proposed slots: the professionals' awaiting meetings by professional; the unassigned ones from the
  // study's demands, as unassigned instant requests of the whole country share bailiff_id null.
  const proposedColumns = sql`m.id, m.demand_id, m.bailiff_id, m.status, ms.start_date, ms.end_date, m.report_type_id, m.user_id,
             m.has_visio, ms.id, d.latitude, d.longitude, d.marking, d.locked_by`;
  const proposed = (owner: "professionals" | "nobody") => sql`
      select ${proposedColumns}
        from meetings m join demands d on d.id = m.demand_id join meeting_slots ms on ms.meeting_id = m.id
       where d.study_id = ${query.studyId} and ${owner === "professionals" ? sql`m.bailiff_id in (${idList})` : sql`m.bailiff_id is null`}
         and m.status in (${pending})
         and ms.start_date < ${query.to} and ms.end_date > ${query.from}`;
  // Meetings as one text of comma-joined numbers (their status is enum text, which needs no escaping), the
  // names once by id: a JSON array built and escaped per row was half of PGlite's time. No `order by` in
  // the aggregates: sorting 5,000 rows in JavaScript on their numbers is cheaper.
  const { rows } = await sql<{
    meetings: string;
    report_types: string;
    customers: string;
    exceptions: string;
    busy: string;
    travel: string;
  }>`
    with dated as (
      select ${datedColumns}
        from meetings m join demands d on d.id = m.demand_id
       where d.study_id = ${query.studyId} and m.bailiff_id in (${idList}) and m.starts_at is not null
         and m.status not in (${pending}) and m.status not in (${released})
         and tstzrange(m.starts_at, m.ends_at, '[)') && ${window}
      ${unassigned}
      union all
      ${proposed("professionals")}
      ${query.includeUnassigned ? sql`union all ${proposed("nobody")}` : sql``}
    )
    select
      (select coalesce(string_agg(concat(dated.id, ',', dated.demand_id, ',', dated.bailiff_id, ',', dated.status, ',',
                ${ms("dated.s")}, ',', ${ms("dated.e")}, ',', dated.report_type_id, ',', dated.user_id, ',',
                dated.has_visio::int, ',', dated.slot_id, ',', dated.lat, ',', dated.lon, ',', dated.marking, ',',
                dated.locked_by), ';'), '')
         from dated) as meetings,
      (select coalesce(json_agg(json_build_array(rt.id, rt.name, rt.type)), '[]')::text
         from report_types rt where rt.id in (select report_type_id from dated)) as report_types,
      (select coalesce(json_agg(json_build_array(u.id, u.firstname, u.lastname)), '[]')::text
         from users u where u.id in (select user_id from dated)) as customers,
      (select coalesce(json_agg(json_build_array(x.id, x.bailiff_id, x.kind, ${ms("x.starts_at")}, ${ms("x.ends_at")}, x.reason)), '[]')::text
         from availability_exceptions x
        where x.bailiff_id in (${idList}) and x.starts_at < ${query.to} and x.ends_at > ${query.from}) as exceptions,
      (select coalesce(json_agg(json_build_array(b.id, b.user_id, ${ms("b.starts_at")}, ${ms("b.ends_at")})), '[]')::text
         from calendar_busy b
        where b.user_id in (${idList}) and b.starts_at < ${query.to} and b.ends_at > ${query.from}) as busy,
      ${studyTravelColumn([query.studyId])} as travel
  `.execute(db);
  const lists = rows[0]!;

  // The place of the act, asked only for a constat on one of Alsace-Moselle's own holidays (rare).
  const departmentOf = (latitude: number | null, longitude: number | null) => async () =>
    (await actDepartments(db, latitude !== null && longitude !== null ? { lat: latitude, lon: longitude } : {}, [query.studyId]))(
      query.studyId,
    );
  const reportTypesById = new Map(
    (JSON.parse(lists.report_types) as Array<[number, string, ReportTypeKind]>).map(([id, name, kind]) => [id, { name, kind }]),
  );
  const customersById = new Map(
    (JSON.parse(lists.customers) as Array<[number, string, string]>).map(([id, firstname, lastname]) => [
      id,
      { firstname, lastname },
    ]),
  );
  const numberOrNull = (text: string | undefined) => (text === undefined || text === "" ? null : Number(text));
  const meetingTuples = (lists.meetings === "" ? [] : lists.meetings.split(";"))
    .map((row): MeetingTuple => {
      const [
        id,
        demandId,
        bailiffId,
        status,
        start,
        end,
        reportTypeId,
        userId,
        hasVisio,
        slotId,
        latitude,
        longitude,
        marking,
        lockedBy,
      ] = row.split(",");
      const reportType = reportTypesById.get(Number(reportTypeId))!;
      const customer = customersById.get(Number(userId))!;
      return [
        Number(id),
        Number(demandId),
        numberOrNull(bailiffId),
        status as MeetingStatus,
        Number(start),
        Number(end),
        reportType.name,
        customer.firstname,
        customer.lastname,
        hasVisio === "1",
        numberOrNull(slotId),
        reportType.kind,
        numberOrNull(latitude),
        numberOrNull(longitude),
        marking as DemandMarking,
        numberOrNull(lockedBy),
      ];
    })
    .sort((a, b) => a[4] - b[4] || a[0] - b[0]);
  const pendingWarnings = meetingTuples.map(([, , , , start, end, , , , , , kind, latitude, longitude]) =>
    legalHoursWarning({ kind, start: Number(start), end: Number(end) }, departmentOf(latitude, longitude)),
  );
  // Almost every answer is immediate; only the rare lookups of a place are awaited.
  const warnings = pendingWarnings.some((warning) => warning instanceof Promise)
    ? await Promise.all(pendingWarnings)
    : (pendingWarnings as Array<string | null>);

  const reportTypes = new Map<string, number>();
  const customers = new Map<string, number>();
  const indexIn = (names: Map<string, number>, name: string) => {
    let index = names.get(name);
    if (index === undefined) names.set(name, (index = names.size));
    return index;
  };
  // The same few lists of actions come back for most meetings: each is sent once, by index, and worked
  // out once per case that can change it (the meeting's status, the case's state and lock, started or not).
  const actionSets = new Map<string, number>();
  const actionsByCase = new Map<string, number>();
  const { actor, now } = query.caller;
  const roles = rolesOn(actor, { studyId: query.studyId });
  const actionsOf = (status: MeetingStatus, start: number, marking: DemandMarking, lockedBy: number | null) => {
    const lock = lockedBy === null ? "free" : lockedBy === actor.userId ? "own" : "other";
    const key = `${status}|${marking}|${lock}|${start <= now.getTime()}`;
    let index = actionsByCase.get(key);
    if (index === undefined) {
      const demand = { marking, locked_by: lockedBy };
      const actions = meetingActionsOf(demand, { status, starts_at: new Date(start) }, roles, actor.userId, now);
      actionsByCase.set(key, (index = indexIn(actionSets, actions.join(","))));
    }
    return index;
  };
  // The drives between on-site meetings: the geography (for the speeds) is only read when two meetings could have one.
  const densityAt = meetingTuples.length > 1 ? await densityLookup() : undefined;
  const study = densityAt ? readStudyTravelColumn(lists.travel, densityAt).get(query.studyId) : undefined;
  const travelMinutes = study && densityAt ? agendaTravels(meetingTuples, study, densityAt) : new Map<number, number>();
  const meetings = meetingTuples.map(
    (
      [
        meetingId,
        demandId,
        bailiffId,
        status,
        start,
        end,
        reportType,
        firstname,
        lastname,
        hasVisio,
        slotId,
        ,
        ,
        ,
        marking,
        lockedBy,
      ],
      index,
    ): CompactMeeting => [
      meetingId,
      demandId,
      bailiffId,
      status,
      Number(start),
      Number(end),
      indexIn(reportTypes, reportType),
      indexIn(customers, `${firstname} ${lastname}`.trim()),
      hasVisio ? 1 : 0,
      slotId,
      warnings[index] ?? null,
      actionsOf(status, Number(start), marking, lockedBy),
      slotId === null ? (travelMinutes.get(meetingId) ?? null) : null,
    ],
  );
  const exceptions = (JSON.parse(lists.exceptions) as ExceptionTuple[]).map(
    ([id, bailiffId, kind, start, end, reason]): CompactBlock => [
      kind,
      id,
      bailiffId,
      Number(start),
      Number(end),
      reason ?? (kind === "unavailable" ? "Indisponible" : "Ouverture exceptionnelle"),
      reason,
    ],
  );
  const busy = (JSON.parse(lists.busy) as BusyTuple[]).map(([id, bailiffId, start, end]): CompactBlock => [
    "busy",
    id,
    bailiffId,
    Number(start),
    Number(end),
    BUSY_TITLE,
    null,
  ]);
  // Exceptions and busy ranges sorted by start then id, as json_agg's `order by` did; stable between them.
  const inOrder = (blocks: CompactBlock[]) => blocks.sort((a, b) => a[3] - b[3] || a[1] - b[1]);
  return {
    report_types: [...reportTypes.keys()],
    customers: [...customers.keys()],
    action_sets: [...actionSets.keys()].map((joined) => (joined === "" ? [] : joined.split(","))),
    meetings,
    blocks: [...inOrder(exceptions), ...inOrder(busy)].sort((a, b) => a[3] - b[3]),
  };
}

/**
 * The drives (minutes, by the meeting driven to) between the on-site meetings this agenda shows, at the study's settings: a meeting's place is
 * its demand's address, the study's office for a consultation, none for a video call (as the slots place
 * them, platform/slots/placed-meetings.ts). Meetings awaiting validation show proposed slots: no drive.
 */
function agendaTravels(
  meetings: MeetingTuple[],
  study: StudyTravel,
  densityAt: (lat: number, lon: number) => ZoneDensity,
): Map<number, number> {
  const onSite = meetings.flatMap(([id, , bailiffId, , start, end, , , , hasVisio, slotId, kind, lat, lon]) => {
    if (bailiffId === null || slotId !== null || hasVisio) return [];
    const place =
      kind === "consultation" ? study.home : lat !== null && lon !== null ? { lat, lon, density: densityAt(lat, lon) } : null;
    return place ? [{ id, bailiffId, start, end, place }] : [];
  });
  return new Map(travelLegs(onSite, study.settings).map((leg) => [leg.meetingId, leg.minutes]));
}

/** The full events of the spec, from the compact form: the default answer of `calendar/events`. */
export function expandCalendar(
  compact: CompactCalendar,
  professionals: StudyProfessional[],
  colors: Map<number, string>,
): CalendarEvent[] {
  const byId = new Map(professionals.map((professional) => [professional.id, professional]));
  return expandCalendarEvents(compact, (bailiffId) => {
    const found = bailiffId === null ? undefined : byId.get(bailiffId);
    return {
      color: bailiffId === null ? UNASSIGNED_COLOR : (colors.get(bailiffId) ?? PALETTE[0]!),
      bailiff: found ? { id: found.id, firstname: found.firstname, lastname: found.lastname } : null,
    };
  });
}
