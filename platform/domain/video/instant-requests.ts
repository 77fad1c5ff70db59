// Instant requests (the spec's instaconstat steps): a customer asks a study for a video
// session now. The demand (`is_insta`, visio) has one meeting waiting for a professional; a connected
// professional of the study takes it, which confirms the meeting for now with them, and both go to the
// call. Two professionals taking it at once: one wins, the other is told it is taken (decision 1503).
import { sql, type ExpressionBuilder } from "kysely";
import { agendaTransaction } from "../../db/agenda-transaction";
import type { PlatformDb } from "../../db/open-database";
import type { Database, DemandRow, MeetingRow } from "../../db/schema";
import type { DomainContext } from "../context";
import { conflict, invalidInput, notFound } from "../errors";
import { recordCaseEvent } from "../journal/case-journal";
import { newRouteToken } from "../../security/tokens";
import { professionalIdsOf } from "../memberships";
import { firstMeetingOfDemand } from "../meetings/meeting-repository";

/** How recently a professional must have worked in the study's workspace to count as connected. */
const CONNECTED_WITHIN_MINUTES = 5;
/** How long a taken instant request books the professional's agenda at most: ending its call frees the rest. */
const INSTANT_MEETING_MINUTES = 30;
/** A presence is written at most this often per person and study. */
const PRESENCE_REFRESH_SECONDS = 30;

/** Records that this member is working in the study's workspace now. */
export async function recordPresence(db: PlatformDb, studyId: number, userId: number, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - PRESENCE_REFRESH_SECONDS * 1000);
  await db
    .insertInto("study_presence")
    .values({ study_id: studyId, user_id: userId, seen_at: now })
    .onConflict((oc) =>
      oc.columns(["study_id", "user_id"]).doUpdateSet({ seen_at: now }).where("study_presence.seen_at", "<", stale),
    )
    .execute();
}

/** The study's professionals seen in its workspace within the last minutes (`studies/{id}/connected-bailiffs`). */
export async function connectedProfessionals(db: PlatformDb, studyId: number, now: Date) {
  const since = new Date(now.getTime() - CONNECTED_WITHIN_MINUTES * 60_000);
  return db
    .selectFrom("study_presence")
    .innerJoin("users", "users.id", "study_presence.user_id")
    .select(["users.id", "users.firstname", "users.lastname", "study_presence.seen_at"])
    .where("study_presence.study_id", "=", studyId)
    .where("study_presence.seen_at", ">=", since)
    .where("study_presence.user_id", "in", professionalIdsOf(db, studyId))
    .orderBy("users.lastname")
    .execute();
}

/** The instant request's meeting: the one it was created with. */
export async function instantRequestMeeting(db: PlatformDb, demandId: number): Promise<MeetingRow> {
  const meeting = await firstMeetingOfDemand(db, demandId);
  if (!meeting) throw new Error(`instant request ${demandId} has no meeting`);
  return meeting;
}

/** The studies a customer can ask now: those with a connected professional and a video service. */
export async function studiesTakingInstantRequests(db: PlatformDb, now: Date) {
  const since = new Date(now.getTime() - CONNECTED_WITHIN_MINUTES * 60_000);
  return db
    .selectFrom("studies")
    .select(["studies.id", "studies.name", "studies.slug", "studies.city"])
    .where("studies.type", "=", "study")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("study_presence")
          .select("study_presence.user_id")
          .whereRef("study_presence.study_id", "=", "studies.id")
          .where("study_presence.seen_at", ">=", since)
          .where("study_presence.user_id", "in", professionalIdsOf(db, eb.ref("studies.id"))),
      ),
    )
    .orderBy("studies.name")
    .execute();
}

/** The video services a study offers (visio-enabled, with a meeting), for the instant request form. */
export async function instantServicesOf(db: PlatformDb, studyId: number) {
  return db
    .selectFrom("report_types")
    .innerJoin("study_report_types", "study_report_types.report_type_id", "report_types.id")
    .select(["report_types.id", "report_types.name", "report_types.type"])
    .where("study_report_types.study_id", "=", studyId)
    .where("study_report_types.enabled", "=", true)
    .where("report_types.enabled", "=", true)
    .where("report_types.visio_enabled", "=", true)
    .where("report_types.no_meeting", "=", false)
    .orderBy("report_types.position")
    .orderBy("report_types.id")
    .execute();
}

export interface InstantRequest {
  studyId: number;
  reportTypeId: number;
  comment: string | null;
}

export async function createInstantDemand(context: DomainContext, customerId: number, request: InstantRequest) {
  const { db } = context;
  const now = context.now();
  const study = await db.selectFrom("studies").select(["id", "type"]).where("id", "=", request.studyId).executeTakeFirst();
  if (!study || study.type !== "study") throw invalidInput("study_id", "Veuillez choisir une étude.");
  const service = (await instantServicesOf(db, study.id)).find((candidate) => candidate.id === request.reportTypeId);
  if (!service) throw invalidInput("report_type_id", "Cette étude ne propose pas ce service en visio.");
  if ((await connectedProfessionals(db, study.id, now)).length === 0) {
    throw conflict("nobody_connected", "Aucun commissaire de justice de cette étude n'est connecté pour le moment.");
  }
  return db.transaction().execute(async (trx) => {
    const demand = await trx
      .insertInto("demands")
      .values({
        user_id: customerId,
        study_id: study.id,
        report_type_id: service.id,
        meeting_type: service.type === "consultation" ? "consultation" : "meeting",
        type: "visio",
        further_infos: request.comment,
        source: "insta",
        route_token: newRouteToken(),
        is_insta: true,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const meeting = await trx
      .insertInto("meetings")
      .values({
        demand_id: demand.id,
        user_id: customerId,
        report_type_id: service.id,
        status: "waiting",
        has_visio: true,
        route_token: newRouteToken(),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCaseEvent(
      trx,
      {
        demandId: demand.id,
        meetingId: meeting.id,
        actorId: customerId,
        kind: "video.instant_request",
        summary: "Demande de visio immédiate envoyée à l'étude.",
        visibleToCustomer: true,
      },
      now,
    );
    return { demand, meeting };
  });
}

/**
 * An instant request still waiting for a professional: the one definition behind the instant requests
 * page and the dashboard's count (`demands/pending?is_insta=1`).
 */
export function instantRequestWaiting(eb: ExpressionBuilder<Database, "demands">) {
  return eb.and([
    eb("demands.is_insta", "=", true),
    eb("demands.canceled_at", "is", null),
    eb.exists(
      eb
        .selectFrom("meetings")
        .select("meetings.id")
        .whereRef("meetings.demand_id", "=", "demands.id")
        .where("meetings.status", "=", "waiting")
        .where("meetings.bailiff_id", "is", null),
    ),
  ]);
}

/** The instant requests of the study still waiting for a professional, oldest first. */
export async function waitingInstantRequests(db: PlatformDb, studyId: number) {
  return (
    db
      .selectFrom("demands")
      .innerJoin("meetings", "meetings.demand_id", "demands.id")
      .innerJoin("users", "users.id", "demands.user_id")
      .innerJoin("report_types", "report_types.id", "demands.report_type_id")
      .select([
        "demands.id as demand_id",
        "meetings.id as meeting_id",
        "demands.created_at",
        "demands.further_infos",
        "users.firstname",
        "users.lastname",
        "report_types.name as report_type",
      ])
      .where("demands.study_id", "=", studyId)
      .where(instantRequestWaiting)
      // The row of the meeting to take (the request's one meeting).
      .where("meetings.status", "=", "waiting")
      .orderBy("demands.created_at")
      .orderBy("demands.id")
      .limit(50)
      .execute()
  );
}

/** A professional takes the instant request: the meeting becomes theirs, confirmed from now. */
export async function takeInstantDemand(context: DomainContext, professionalId: number, demand: DemandRow): Promise<MeetingRow> {
  if (!demand.is_insta) throw notFound("Demande de visio immédiate introuvable.");
  const now = context.now();
  const ends = new Date(now.getTime() + INSTANT_MEETING_MINUTES * 60_000);
  try {
    // The call takes the professional's next minutes: their agenda is locked like a booking's (decision 3620).
    return await agendaTransaction(context.db, [professionalId], async (trx) => {
      // Compare-and-set on "still waiting, nobody on it": of two professionals taking it, one wins.
      const taken = await trx
        .updateTable("meetings")
        .set({
          status: "validated",
          bailiff_id: professionalId,
          starts_at: now,
          ends_at: ends,
          updated_at: now,
          version: sql<number>`version + 1`,
        })
        .where("demand_id", "=", demand.id)
        .where("status", "=", "waiting")
        .where("bailiff_id", "is", null)
        .returningAll()
        .executeTakeFirst();
      if (!taken) throw conflict("already_taken", "Cette demande a déjà été prise par un autre commissaire de justice.");
      await trx
        .updateTable("demands")
        .set({ marking: "inprogress", operator_id: professionalId, updated_at: now, version: sql<number>`version + 1` })
        .where("id", "=", demand.id)
        .execute();
      await recordCaseEvent(
        trx,
        {
          demandId: demand.id,
          meetingId: taken.id,
          actorId: professionalId,
          kind: "video.instant_taken",
          summary: "Demande de visio immédiate prise en charge.",
          visibleToCustomer: true,
        },
        now,
      );
      return taken;
    });
  } catch (error) {
    // The agenda's guarantee against double booking (meetings_no_overlap): the professional is busy now.
    if (typeof error === "object" && error !== null && (error as { code?: string }).code === "23P01") {
      throw conflict("slot_taken", "Vous avez déjà un rendez-vous en ce moment : vous ne pouvez pas prendre cette demande.");
    }
    throw error;
  }
}

/**
 * An instant request's meeting lasts as long as its call: when the professional ends the video session,
 * the meeting ends then (never later than booked, and after its start as the table requires), so their
 * agenda, and the next instant request they take, is free again (decision 1540).
 */
export async function endInstantMeetingWithCall(db: PlatformDb, demand: DemandRow, meeting: MeetingRow, endedAt: Date) {
  if (!demand.is_insta) return;
  await db
    .updateTable("meetings")
    .set({
      ends_at: sql<Date>`greatest(starts_at + interval '1 millisecond', ${endedAt})`,
      updated_at: endedAt,
      version: sql<number>`version + 1`,
    })
    .where("id", "=", meeting.id)
    .where("ends_at", ">", endedAt)
    .execute();
}
