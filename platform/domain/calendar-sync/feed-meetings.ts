// The meetings a professional's subscription feed lists: their dated meetings in every study, from a
// month ago to a year ahead, cancelled and declined ones included (as STATUS:CANCELLED) so that a
// subscribed calendar removes them.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { FeedMeeting } from "./subscription-feed";

const DAY = 24 * 3600_000;
export const FEED_PAST_DAYS = 31;
export const FEED_FUTURE_DAYS = 366;

export async function loadFeedMeetings(db: PlatformDb, userId: number, now: Date): Promise<FeedMeeting[]> {
  const rows = await db
    .selectFrom("meetings as m")
    .innerJoin("demands as d", "d.id", "m.demand_id")
    .innerJoin("report_types as rt", "rt.id", "m.report_type_id")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select([
      "m.id",
      "m.demand_id",
      "m.starts_at",
      "m.ends_at",
      "m.status",
      "m.version",
      "m.updated_at",
      "m.has_visio",
      "rt.name as report_type",
      "d.address",
      sql<string>`trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, ''))`.as("customer"),
    ])
    .where("m.bailiff_id", "=", userId)
    .where("m.starts_at", "is not", null)
    .where("m.starts_at", "<", new Date(now.getTime() + FEED_FUTURE_DAYS * DAY))
    .where("m.ends_at", ">", new Date(now.getTime() - FEED_PAST_DAYS * DAY))
    .orderBy("m.starts_at")
    .orderBy("m.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    demandId: row.demand_id,
    start: row.starts_at!,
    end: row.ends_at!,
    cancelled: row.status === "canceled" || row.status === "refused",
    version: row.version,
    reportType: row.report_type,
    updatedAt: row.updated_at,
    hasVisio: row.has_visio,
    customer: row.customer,
    address: row.address,
  }));
}
