// The professional side's actions on a demand (pro-side §7 under bailiff/{id}): choose its manager,
// and add a service (a report type) to it. A demand of another study is "not found" there.
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow } from "../../db/schema";
import { newRouteToken } from "../../security/tokens";
import type { DomainContext } from "../context";
import { conflict, invalidInput, notFound } from "../errors";
import { requireStudyPermission } from "../meetings/meeting-in-study";
import { offeredReportType } from "../report-type-tree";
import type { Actor } from "../roles";
import { isStudyMember } from "./study-members";

export interface DemandTarget {
  studyId: number;
  demandId: number;
}

export async function findDemandInStudy(db: PlatformDb, studyId: number, demandId: number): Promise<DemandRow> {
  const demand = await db.selectFrom("demands").selectAll().where("id", "=", demandId).executeTakeFirst();
  if (!demand || demand.study_id !== studyId) throw notFound("Demande introuvable.");
  return demand;
}

/** The demand, for someone who manages the study's demands (404 elsewhere, 403 without the right). */
async function managedDemand(context: DomainContext, actor: Actor, target: DemandTarget): Promise<DemandRow> {
  const demand = await findDemandInStudy(context.db, target.studyId, target.demandId);
  requireStudyPermission(actor, target.studyId, "demands.manage");
  return demand;
}

export async function assignDemandManager(
  context: DomainContext,
  actor: Actor,
  target: DemandTarget,
  managerId: number,
): Promise<DemandRow> {
  const demand = await managedDemand(context, actor, target);
  if (!(await isStudyMember(context.db, target.studyId, managerId))) {
    throw invalidInput("manager_id", "Cette personne n'est pas membre de l'étude.");
  }
  await context.db
    .updateTable("demands")
    .set({ manager_id: managerId, updated_at: context.now() })
    .where("id", "=", demand.id)
    .execute();
  return demand;
}

/**
 * A new meeting on the demand for another service, to plan, with the professional of its latest
 * meeting (or the demand's). A service without a meeting is created completed at once: there is
 * nothing to plan (pro-side §2 "the no-meeting question" is the app's confirmation of exactly that).
 */
export async function addService(
  context: DomainContext,
  actor: Actor,
  target: DemandTarget,
  reportTypeId: number,
): Promise<DemandRow> {
  const { db } = context;
  const demand = await managedDemand(context, actor, target);
  if (demand.marking === "nofollowup" || demand.marking === "completed") {
    throw conflict("cannot_add_service", "Une demande terminée ou sans suite ne reçoit plus de prestation.");
  }
  const reportType = await offeredReportType(db, target.studyId, reportTypeId);
  if (!reportType) throw invalidInput("report_type_id", "Cette prestation n'est pas proposée par l'étude.");
  const latest = await db
    .selectFrom("meetings")
    .select(["bailiff_id", "user_id"])
    .where("demand_id", "=", demand.id)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  await db
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
  return demand;
}
