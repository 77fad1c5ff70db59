// The study's meeting lists (pro-side §7 under bailiff/{id}): those waiting for confirmation, soonest
// proposed slot first, and those dated within a range of Paris days. Fifteen a page; the meetings'
// demands are presented once, each meeting carrying its demand (the contract's MeetingItem).
import { sql } from "kysely";
import { parisDayBounds } from "~common/paris-time";
import type { PlatformDb } from "../../db/open-database";
import type { DemandMarking, MeetingStatus } from "../../db/schema";
import { markingsMatching } from "../demands/demand-repository";
import { countedPage } from "../pagination";
import { presentDemands } from "../present-demand";
import type { Actor } from "../roles";

const MEETINGS_PER_PAGE = 15;
const PENDING_CONFIRMATION: MeetingStatus[] = ["created", "waiting", "disputed"];

/** The study's own meetings, by the study each meeting keeps from its demand (migration 033). */
function studyMeetings(db: PlatformDb, studyId: number) {
  return db.selectFrom("meetings").where("meetings.study_id", "=", studyId);
}

type MeetingQuery = ReturnType<typeof studyMeetings>;

function page(db: PlatformDb, query: MeetingQuery, requested: number | undefined) {
  return countedPage(
    db,
    query.select(sql<number>`count(*)::int`.as("page_total")),
    (offset) =>
      query
        .select(["meetings.id", "meetings.demand_id"])
        .orderBy("meetings.starts_at", "asc")
        .orderBy("meetings.id", "asc")
        .limit(MEETINGS_PER_PAGE)
        .offset(offset),
    requested,
    MEETINGS_PER_PAGE,
  );
}

export function pendingMeetings(db: PlatformDb, studyId: number, requestedPage?: number) {
  return page(db, studyMeetings(db, studyId).where("meetings.status", "in", PENDING_CONFIRMATION), requestedPage);
}

export interface DatedMeetingsQuery {
  /** Paris days, both included: "YYYY-MM-DD". */
  startDate: string;
  endDate: string;
  marking?: DemandMarking;
  status?: MeetingStatus;
  bailiffId?: number;
  page?: number;
}

export function datedMeetings(db: PlatformDb, studyId: number, query: DatedMeetingsQuery) {
  const from = parisDayBounds(query.startDate).start;
  const until = parisDayBounds(query.endDate).end;
  let filtered = studyMeetings(db, studyId).where("meetings.starts_at", ">=", from).where("meetings.starts_at", "<", until);
  if (query.marking) {
    const marking = markingsMatching(query.marking);
    // The marking is the demand's; the study's own demands bound the lookup, never the country's.
    filtered = filtered.where("meetings.demand_id", "in", (demands) =>
      demands
        .selectFrom("demands")
        .select("demands.id")
        .where("demands.study_id", "=", studyId)
        .where("demands.marking", "in", marking),
    );
  }
  if (query.status) filtered = filtered.where("meetings.status", "=", query.status);
  if (query.bailiffId !== undefined) filtered = filtered.where("meetings.bailiff_id", "=", query.bailiffId);
  return page(db, filtered, query.page);
}

/** Each meeting as presented inside its demand, with that demand (without its meetings list) alongside. */
export async function presentMeetingItems(
  db: PlatformDb,
  rows: ReadonlyArray<{ id: number; demand_id: number }>,
  apiBase: string,
  actor: Actor,
  now: Date,
) {
  if (rows.length === 0) return [];
  const demandIds = [...new Set(rows.map((row) => row.demand_id))];
  const demands = await db.selectFrom("demands").selectAll().where("id", "in", demandIds).execute();
  const presented = await presentDemands(db, demands, apiBase, actor, now);
  return rows.map((row) => {
    const { meetings, ...demand } = presented.find((candidate) => candidate.id === row.demand_id)!;
    return { ...meetings.find((meeting) => meeting.id === row.id)!, demand };
  });
}
