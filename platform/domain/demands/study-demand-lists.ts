// The study's demands (pro-side §7 under bailiff/{id}): the history with every filter, newest first,
// fifteen a page; and the demands waiting for the study: to plan or qualify, or instant requests waiting
// for a professional. Each of these two is defined once here, for every list and count that shows it.
import { sql, type ExpressionBuilder } from "kysely";
import { parisDayBounds } from "~common/paris-time";
import type { PlatformDb } from "../../db/open-database";
import type { Database, DemandMarking, DemandRow } from "../../db/schema";
import { countedPage, type PageMeta } from "../pagination";
import { instantRequestWaiting } from "../video/instant-requests";
import { markingsMatching } from "./demand-repository";

const STUDY_DEMANDS_PER_PAGE = 15;
/** demands/pending is not paged: at most this many, newest first. */
const PENDING_DEMANDS_LIMIT = 50;

export interface StudyDemandsQuery {
  page?: number;
  /** Paris days on the creation date, both included: "YYYY-MM-DD". */
  startDate?: string;
  endDate?: string;
  /** The start of the customer's last name, accents and case aside. */
  lastname?: string;
  managerId?: number;
  operatorId?: number;
  reportTypeId?: number;
  marking?: DemandMarking;
  partnerAgentId?: number;
  /** Part of the demand's title. */
  demandName?: string;
  /** A professional holding one of the demand's meetings. */
  bailiffId?: number;
  /** Only the demands to plan or to qualify (the dashboard's count, decision 3108). */
  pending?: boolean;
}

/**
 * To plan or to qualify: to qualify, or in progress with a meeting still to plan. An instant request is
 * not one of them while it waits for a professional: it is counted and listed with the instant requests.
 */
function toPlanOrQualify(eb: ExpressionBuilder<Database, "demands">) {
  return eb.and([
    eb.or([
      eb("demands.marking", "=", "toqualify"),
      eb.and([
        eb("demands.marking", "=", "inprogress"),
        eb.exists(
          eb
            .selectFrom("meetings")
            .select("meetings.id")
            .whereRef("meetings.demand_id", "=", "demands.id")
            .where("meetings.status", "=", "to_plan"),
        ),
      ]),
    ]),
    eb.not(instantRequestWaiting(eb)),
  ]);
}

/** The text as LIKE reads it literally: its own wildcards and escape character escaped. */
export const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The demand's customer is named starting with `name`, accents and case aside: by last name (« Rous »,
 * « Rousseau Élodie ») or by first name (« Élodie », « Elodie Rousseau »), the words one space apart
 * however they were typed (docs/decisions/3720).
 */
export function customerNameStarts(name: string) {
  const prefix = `${likeLiteral(name.trim().replace(/\s+/g, " "))}%`;
  return sql<boolean>`(demands.customer_search like platform_search_text(${prefix})
    or demands.customer_name_search like platform_search_text(${prefix}))`;
}

export async function listStudyDemands(
  db: PlatformDb,
  studyId: number,
  query: StudyDemandsQuery,
): Promise<{ rows: DemandRow[]; meta: PageMeta }> {
  let filtered = db.selectFrom("demands").where("demands.study_id", "=", studyId);
  if (query.startDate) {
    filtered = filtered.where("created_at", ">=", parisDayBounds(query.startDate).start);
  }
  if (query.endDate) {
    filtered = filtered.where("created_at", "<", parisDayBounds(query.endDate).end);
  }
  // The customer's name kept on the demand (migrations 025, 026) is indexed with the study: only the
  // study's own demands are read, never the country's customers of that name.
  if (query.lastname) filtered = filtered.where(customerNameStarts(query.lastname));
  if (query.managerId !== undefined) filtered = filtered.where("manager_id", "=", query.managerId);
  if (query.operatorId !== undefined) filtered = filtered.where("operator_id", "=", query.operatorId);
  if (query.reportTypeId !== undefined) filtered = filtered.where("report_type_id", "=", query.reportTypeId);
  if (query.marking) filtered = filtered.where("marking", "in", markingsMatching(query.marking));
  if (query.partnerAgentId !== undefined) {
    // A partner company's agent books in their own name for the company.
    filtered = filtered.where("user_id", "=", query.partnerAgentId).where("partner_id", "is not", null);
  }
  if (query.demandName) filtered = filtered.where("title", "ilike", `%${likeLiteral(query.demandName)}%`);
  if (query.bailiffId !== undefined) {
    const bailiffId = query.bailiffId;
    filtered = filtered.where((eb: ExpressionBuilder<Database, "demands">) =>
      eb.exists(
        eb
          .selectFrom("meetings")
          .select("meetings.id")
          .whereRef("meetings.demand_id", "=", "demands.id")
          .where("meetings.bailiff_id", "=", bailiffId),
      ),
    );
  }
  if (query.pending) filtered = filtered.where(toPlanOrQualify);
  return countedPage(
    db,
    filtered.select(sql<number>`count(*)::int`.as("page_total")),
    (offset) =>
      filtered
        .selectAll("demands")
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(STUDY_DEMANDS_PER_PAGE)
        .offset(offset),
    query.page,
    STUDY_DEMANDS_PER_PAGE,
  );
}

/**
 * Demands waiting for the study (`demands/pending`): with `isInsta` true the instant requests waiting
 * for a professional (the instant requests page's list), false those to plan or qualify, absent both.
 */
export async function listPendingStudyDemands(db: PlatformDb, studyId: number, isInsta?: boolean): Promise<DemandRow[]> {
  const pending = db
    .selectFrom("demands")
    .selectAll("demands")
    .where("demands.study_id", "=", studyId)
    .where((eb) => {
      if (isInsta === true) return instantRequestWaiting(eb);
      if (isInsta === false) return toPlanOrQualify(eb);
      return eb.or([instantRequestWaiting(eb), toPlanOrQualify(eb)]);
    });
  return pending.orderBy("demands.created_at", "desc").orderBy("demands.id", "desc").limit(PENDING_DEMANDS_LIMIT).execute();
}
