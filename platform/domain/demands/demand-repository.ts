// Reading demands from the database: one by id, and a customer's own, filtered and paged.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { DemandMarking, DemandRow } from "../../db/schema";
import { notFound } from "../errors";

export const DEMANDS_PER_PAGE = 10;

export async function findDemand(db: PlatformDb, demandId: number): Promise<DemandRow> {
  const demand = await db.selectFrom("demands").selectAll().where("id", "=", demandId).executeTakeFirst();
  if (!demand) throw notFound("Demande introuvable.");
  return demand;
}

export interface CustomerDemandsQuery {
  page?: number;
  marking?: DemandMarking;
  reportTypeId?: number;
}

/** The customer's demands, newest first, ten a page; a page past the last gives the last. */
export async function listCustomerDemands(db: PlatformDb, userId: number, query: CustomerDemandsQuery) {
  let filtered = db.selectFrom("demands").where("user_id", "=", userId);
  // "In progress" includes to-qualify demands, which display as in progress.
  if (query.marking === "inprogress") filtered = filtered.where("marking", "in", ["inprogress", "toqualify"]);
  else if (query.marking) filtered = filtered.where("marking", "=", query.marking);
  if (query.reportTypeId !== undefined) filtered = filtered.where("report_type_id", "=", query.reportTypeId);
  const { total } = await filtered.select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow();
  const lastPage = Math.max(1, Math.ceil(total / DEMANDS_PER_PAGE));
  const currentPage = Math.min(query.page ?? 1, lastPage);
  const rows = await filtered
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(DEMANDS_PER_PAGE)
    .offset((currentPage - 1) * DEMANDS_PER_PAGE)
    .execute();
  return { rows, meta: { current_page: currentPage, last_page: lastPage, per_page: DEMANDS_PER_PAGE, total } };
}
