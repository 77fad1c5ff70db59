// The professional side's actions on a demand (pro-side §7 under bailiff/{id}): choose its manager,
// and add a service (a report type) to it. A demand of another study is "not found" there. Both run
// through changeCase: the lock, the stale form, the compare-and-set and the journal.
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow } from "../../db/schema";
import { newRouteToken } from "../../security/tokens";
import type { DomainContext } from "../context";
import { invalidInput, notFound } from "../errors";
import { offeredReportType } from "../report-type-tree";
import type { Actor } from "../roles";
import { personName } from "./case-lock";
import { changeCase, type CaseTarget } from "./change-demand";
import { keepsMarking } from "./demand-transitions";
import { isStudyMember } from "./study-members";

export async function findDemandInStudy(db: PlatformDb, studyId: number, demandId: number): Promise<DemandRow> {
  const demand = await db.selectFrom("demands").selectAll().where("id", "=", demandId).executeTakeFirst();
  if (!demand || demand.study_id !== studyId) throw notFound("Demande introuvable.");
  return demand;
}

export async function assignDemandManager(
  context: DomainContext,
  actor: Actor,
  target: CaseTarget,
  managerId: number,
): Promise<DemandRow> {
  return changeCase(context, actor, target, {
    rule: keepsMarking("demands.manage"),
    async prepare() {
      if (!(await isStudyMember(context.db, target.demand.study_id, managerId))) {
        throw invalidInput("manager_id", "Cette personne n'est pas membre de l'étude.");
      }
      return { manager_id: managerId };
    },
    journal: async (trx, _written, before) => ({
      kind: "manager",
      summary: `Gestionnaire du dossier : ${await personName(trx, managerId)}.`,
      from: before.manager_id === null ? null : String(before.manager_id),
      to: String(managerId),
      visibleToCustomer: false,
    }),
  });
}

/**
 * A new meeting on the demand for another service, to plan, with the professional of its latest
 * meeting (or the demand's). A service without a meeting is created completed at once: there is
 * nothing to plan (pro-side §2 "the no-meeting question" is the app's confirmation of exactly that).
 */
export async function addService(
  context: DomainContext,
  actor: Actor,
  target: CaseTarget,
  reportTypeId: number,
): Promise<DemandRow> {
  const { db } = context;
  let reportType: NonNullable<Awaited<ReturnType<typeof offeredReportType>>>;
  return changeCase(context, actor, target, {
    rule: keepsMarking("demands.manage", ["toqualify", "inprogress", "reportdone"], {
      code: "cannot_add_service",
      message: "Une demande terminée ou sans suite ne reçoit plus de prestation.",
    }),
    async prepare(demand) {
      const offered = await offeredReportType(db, demand.study_id, reportTypeId);
      if (!offered) throw invalidInput("report_type_id", "Cette prestation n'est pas proposée par l'étude.");
      reportType = offered;
      return {};
    },
    async afterWrite(trx, demand) {
      const latest = await trx
        .selectFrom("meetings")
        .select(["bailiff_id", "user_id"])
        .where("demand_id", "=", demand.id)
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      await trx
        .insertInto("meetings")
        .values({
          demand_id: demand.id,
          user_id: latest?.user_id ?? demand.user_id,
          bailiff_id: latest?.bailiff_id ?? demand.operator_id,
          report_type_id: reportType.id,
          status: reportType.no_meeting ? "completed" : "to_plan",
          has_visio: demand.type === "visio" && reportType.visio_enabled,
          route_token: newRouteToken(),
        })
        .execute();
    },
    journal: () => ({
      kind: "service",
      summary: `Prestation ajoutée : ${reportType.name}.`,
      to: String(reportType.id),
      visibleToCustomer: true,
    }),
  });
}
