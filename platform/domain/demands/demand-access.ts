// A demand as the permission model sees it (its study, its partner company, the people it is for), and
// reading one: its customer, the staff of its study and the agents of its partner company may.
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow, MeetingRow } from "../../db/schema";
import { notPermitted } from "../errors";
import { can, type Actor, type Scope } from "../roles";
import { findDemand } from "./demand-repository";
import { meetingCustomersOfDemand } from "../meetings/meeting-repository";

/** The demand's scope, from meetings already loaded: it is for its customer and each meeting's attendee. */
export function scopeOf(demand: DemandRow, meetings: ReadonlyArray<Pick<MeetingRow, "user_id">>): Scope {
  return {
    studyId: demand.study_id,
    partnerId: demand.partner_id,
    customerIds: [demand.user_id, ...meetings.map((meeting) => meeting.user_id)],
  };
}

export async function demandScope(db: PlatformDb, demand: DemandRow): Promise<Scope> {
  const meetings = await meetingCustomersOfDemand(db, demand.id);
  return scopeOf(demand, meetings);
}

/** The demand, for someone allowed to read it: 404 unknown, 403 someone else's. */
export async function readDemand(db: PlatformDb, actor: Actor, demandId: number): Promise<DemandRow> {
  const demand = await findDemand(db, demandId);
  if (!can(actor, "demands.view", await demandScope(db, demand))) throw notPermitted();
  return demand;
}
