// A partner company's demands (pro-side §2 "Partner company demands", §7 "Study demands list"): every
// demand booked for the company, whoever of its agents booked it, for the company's own agents only.
// Filters: status, report type, the demand's name (part of its title), the customer's last name.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { DemandMarking, DemandRow } from "../../db/schema";
import { markingsMatching } from "../demands/demand-repository";
import { customerNameStarts, likeLiteral } from "../demands/study-demand-lists";
import { notFound, notPermitted } from "../errors";
import { countedPage, type PageMeta } from "../pagination";
import { can, type Actor } from "../roles";

const COMPANY_DEMANDS_PER_PAGE = 10;

export interface CompanyDemandsQuery {
  page?: number;
  marking?: DemandMarking;
  reportTypeId?: number;
  demandName?: string;
  customerName?: string;
}

/** 404 for a study that is not a partner company, 403 for someone who is not its agent now. */
async function requireCompanyAgent(db: PlatformDb, actor: Actor, studyId: number): Promise<void> {
  const study = await db.selectFrom("studies").select("type").where("id", "=", studyId).executeTakeFirst();
  if (study?.type !== "partner") throw notFound("Entreprise introuvable.");
  if (!can(actor, "partner.demands", { partnerId: studyId })) throw notPermitted("Vous n'êtes pas membre de cette entreprise.");
}

export async function listCompanyDemands(
  db: PlatformDb,
  actor: Actor,
  partnerId: number,
  query: CompanyDemandsQuery,
): Promise<{ rows: DemandRow[]; meta: PageMeta }> {
  await requireCompanyAgent(db, actor, partnerId);
  let filtered = db.selectFrom("demands").where("partner_id", "=", partnerId);
  if (query.marking) filtered = filtered.where("marking", "in", markingsMatching(query.marking));
  if (query.reportTypeId !== undefined) filtered = filtered.where("report_type_id", "=", query.reportTypeId);
  if (query.demandName) filtered = filtered.where("title", "ilike", `%${likeLiteral(query.demandName)}%`);
  if (query.customerName) filtered = filtered.where(customerNameStarts(query.customerName));
  // demands_partner_idx (migration 025) reads the company's own demands, newest first.
  return countedPage(
    db,
    filtered.select(sql<number>`count(*)::int`.as("page_total")),
    (offset) =>
      filtered.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(COMPANY_DEMANDS_PER_PAGE).offset(offset),
    query.page,
    COMPANY_DEMANDS_PER_PAGE,
  );
}
