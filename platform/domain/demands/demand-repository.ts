// Reading demands from the database: one by id, and a customer's own, filtered and paged.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { DemandMarking, DemandRow } from "../../db/schema";
import { notFound } from "../errors";
import { pageOf } from "../pagination";

const DEMANDS_PER_PAGE = 10;

export async function findDemand(db: PlatformDb, demandId: number): Promise<DemandRow> {
  const demand = await db.selectFrom("demands").selectAll().where("id", "=", demandId).executeTakeFirst();
  if (!demand) throw notFound("Demande introuvable.");
  return demand;
}

/** The markings a marking filter keeps: "in progress" includes to-qualify demands, which display as in progress. */
export const markingsMatching = (marking: DemandMarking): DemandMarking[] =>
  marking === "inprogress" ? ["inprogress", "toqualify"] : [marking];

export interface CustomerDemandsQuery {
  page?: number;
  marking?: DemandMarking;
  reportTypeId?: number;
}

/** The customer's demands, newest first, ten a page; a page past the last gives the last. */
export async function listCustomerDemands(db: PlatformDb, userId: number, query: CustomerDemandsQuery) {
  let filtered = db.selectFrom("demands").where("user_id", "=", userId);
  if (query.marking) filtered = filtered.where("marking", "in", markingsMatching(query.marking));
  if (query.reportTypeId !== undefined) filtered = filtered.where("report_type_id", "=", query.reportTypeId);
  const { total } = await filtered.select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow();
  const { meta, offset } = pageOf(total, query.page, DEMANDS_PER_PAGE);
  const rows = await filtered
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(DEMANDS_PER_PAGE)
    .offset(offset)
    .execute();
  return { rows, meta };
}
