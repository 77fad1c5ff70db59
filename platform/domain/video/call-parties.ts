// Who may be in a meeting's call: its two people and no one else. The customer is the
// meeting's attendee (or the demand's customer); the professional is the meeting's bailiff, or, acting
// for the demand's study, a professional of it allowed to carry meetings out (decision 1502). A call
// exists only for a validated video meeting: anything else is refused with a sentence that says why.
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow, MeetingRow } from "../../db/schema";
import { conflict, notFound, notPermitted } from "../errors";
import { can, type Actor } from "../roles";
import type { CallSide } from "./stream-tokens";
import { findMeetingWithDemand } from "../meetings/meeting-repository";

export interface CallMeeting {
  demand: DemandRow;
  meeting: MeetingRow;
}

/** The meeting of this demand (404 when either is unknown or they do not belong together). */
export async function findCallMeeting(db: PlatformDb, demandId: number, meetingId: number): Promise<CallMeeting> {
  const found = await findMeetingWithDemand(db, meetingId);
  if (!found || found.meeting.demand_id !== demandId) throw notFound("Rendez-vous introuvable.");
  const { meeting, demand } = found;
  return { demand, meeting };
}

/** The meeting behind the no-account link: both route tokens must match the same meeting. */
export async function findCallMeetingByRouteTokens(
  db: PlatformDb,
  demandToken: string,
  meetingToken: string,
): Promise<CallMeeting> {
  const row = await db
    .selectFrom("meetings")
    .innerJoin("demands", "demands.id", "meetings.demand_id")
    .select(["meetings.id as meeting_id", "demands.id as demand_id"])
    .where("meetings.route_token", "=", meetingToken)
    .where("demands.route_token", "=", demandToken)
    .executeTakeFirst();
  if (!row) throw notFound("Ce lien de visio n'est pas valide.");
  return findCallMeeting(db, row.demand_id, row.meeting_id);
}

/** The caller's side of the call, or 403: the customer first (a study member may also be a customer). */
export function sideOf(actor: Actor, { demand, meeting }: CallMeeting): CallSide {
  if (actor.userId === meeting.user_id || actor.userId === demand.user_id) return "customer";
  if (actor.userId === meeting.bailiff_id && can(actor, "demands.view", { studyId: demand.study_id })) return "professional";
  if (can(actor, "meetings.complete", { studyId: demand.study_id })) return "professional";
  throw notPermitted("Vous ne participez pas à ce rendez-vous.");
}

/** Professionals reach the meeting through their study's path: another study's meeting is not found there. */
export function requireInStudy(call: CallMeeting, studyId: number): void {
  if (call.demand.study_id !== studyId) throw notFound("Rendez-vous introuvable.");
}

/** Why this meeting has no call now, or null when it can have one. */
export function callUnavailableReason(meeting: MeetingRow): string | null {
  if (!meeting.has_visio) return "Ce rendez-vous n'a pas lieu en visio.";
  if (meeting.status === "waiting" && meeting.bailiff_id === null)
    return "Aucun commissaire de justice n'a encore pris cette demande.";
  if (meeting.status !== "validated") return "Ce rendez-vous n'est pas confirmé : la visio n'est pas ouverte.";
  return null;
}

export function requireCallOpen(meeting: MeetingRow): void {
  const reason = callUnavailableReason(meeting);
  if (reason) throw conflict("video_unavailable", reason);
}

/**
 * The person a valid stream token stands for, named for the other side's "X a rejoint", while its meeting
 * is still open for a call; otherwise why it is not.
 */
export async function streamTokenHolder(
  db: PlatformDb,
  claims: { meetingId: number; userId: number },
): Promise<{ name: string } | { unavailable: string }> {
  const meeting = await db.selectFrom("meetings").selectAll().where("id", "=", claims.meetingId).executeTakeFirst();
  const reason = meeting ? callUnavailableReason(meeting) : "Rendez-vous introuvable.";
  if (reason) return { unavailable: reason };
  const user = await db.selectFrom("users").select(["firstname", "lastname"]).where("id", "=", claims.userId).executeTakeFirstOrThrow();
  return { name: `${user.firstname} ${user.lastname}`.trim() };
}
