// A meeting as the professional's side reaches it: through the study it works for (the path's study).
// A meeting of another study is "not found" there, whatever its id; the caller's roles are those held
// in that study only (a customer's own role on the demand does not act for the study).
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow, MeetingRow } from "../../db/schema";
import { notFound, notPermitted } from "../errors";
import type { Permission } from "~common/permissions";
import { can, rolesOn, type Actor } from "../roles";

export interface MeetingInStudy {
  meeting: MeetingRow;
  demand: DemandRow;
}

export async function findMeetingInStudy(db: PlatformDb, studyId: number, meetingId: number): Promise<MeetingInStudy> {
  const row = await db
    .selectFrom("meetings")
    .innerJoin("demands", "demands.id", "meetings.demand_id")
    .selectAll("meetings")
    .select("demands.study_id as demand_study_id")
    .where("meetings.id", "=", meetingId)
    .executeTakeFirst();
  if (!row || row.demand_study_id !== studyId) throw notFound("Rendez-vous introuvable.");
  const { demand_study_id: _studyId, ...meeting } = row;
  const demand = await db.selectFrom("demands").selectAll().where("id", "=", meeting.demand_id).executeTakeFirstOrThrow();
  return { meeting, demand };
}

/** The actor's roles acting for the study. */
export const rolesInStudy = (actor: Actor, studyId: number) => rolesOn(actor, { studyId });

/** 403 unless the actor, acting for the study, holds the permission there. */
export function requireStudyPermission(actor: Actor, studyId: number, permission: Permission): void {
  if (!can(actor, permission, { studyId })) throw notPermitted();
}
