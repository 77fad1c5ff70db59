// Reaching a video session's evidence from the study's side (docs/decisions/1520): the demand must be the
// study's and the meeting the demand's (404 otherwise, whatever the ids), and each action asks its own
// permission of the roles held in that study. Taking a capture is the meeting's professional's: its
// bailiff, or any professional of the study while the meeting has none assigned.
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow, MeetingRow } from "../../db/schema";
import { findDemandInStudy } from "../demands/study-demand-actions";
import { notFound, notPermitted } from "../errors";
import { rolesInStudy } from "../meetings/meeting-in-study";
import { grants, type Actor } from "../roles";
import type { RoleName } from "~common/roles";

export interface VideoSession {
  demand: DemandRow;
  meeting: MeetingRow;
  actor: Actor;
  roles: RoleName[];
}

/** The demand's meeting; a meeting of another demand is unknown here (404), whatever its id. */
export async function meetingOfDemand(db: PlatformDb, demandId: number, meetingId: number): Promise<MeetingRow> {
  const meeting = await db
    .selectFrom("meetings")
    .selectAll()
    .where("id", "=", meetingId)
    .where("demand_id", "=", demandId)
    .executeTakeFirst();
  if (!meeting) throw notFound("Rendez-vous introuvable.");
  return meeting;
}

export async function sessionInStudy(
  db: PlatformDb,
  actor: Actor,
  studyId: number,
  demandId: number,
  meetingId: number,
): Promise<VideoSession> {
  const demand = await findDemandInStudy(db, studyId, demandId);
  const meeting = await meetingOfDemand(db, demand.id, meetingId);
  return { demand, meeting, actor, roles: rolesInStudy(actor, studyId) };
}

/** 403 unless the caller is the meeting's professional (any of the study's while none is assigned). */
export function requireProfessional(session: VideoSession, message: string): void {
  const professional = grants(session.roles, "meetings.confirm");
  const ownMeeting = session.meeting.bailiff_id === null || session.meeting.bailiff_id === session.actor.userId;
  if (!professional || !ownMeeting) throw notPermitted(message);
}

export const requireCapturer = (session: VideoSession) =>
  requireProfessional(session, "Seul le professionnel du rendez-vous prend des captures.");

/** 403 unless the caller manages the study's demands (select, delete, capture record, confirm a position). */
export function requireManager(session: VideoSession): void {
  if (!grants(session.roles, "demands.manage")) throw notPermitted();
}
