// Who plans a demand's meetings and when (docs/decisions/3101): the study's professional reschedules
// (any meeting), the customer plans (a meeting waiting for a slot, or declined); a closed case takes no
// new appointment. The demand answers' `allowed_actions` and the planning call read the same rules.
import type { RoleName } from "~common/roles";
import type { DemandMarking, DemandRow, MeetingStatus } from "../../db/schema";
import { conflict } from "../errors";
import { MEETING_TRANSITIONS } from "../meetings/meeting-transitions";
import { grants } from "../roles";

/** Meetings without an appointment to keep: waiting for their first slot, or declined. */
export const WAITING_FOR_A_SLOT: readonly MeetingStatus[] = MEETING_TRANSITIONS.plan.from;

const OPEN_MARKINGS: readonly DemandMarking[] = ["inprogress", "toqualify"];

/** The actions that give a meeting a new slot; offered and accepted on open cases only. */
export const PLANNING_ACTIONS: readonly string[] = ["plan", "reschedule"];

export const isOpenForPlanning = (marking: DemandMarking) => OPEN_MARKINGS.includes(marking);

export function assertOpenForPlanning(demand: Pick<DemandRow, "marking">): void {
  if (!isOpenForPlanning(demand.marking)) {
    throw conflict("demand_closed", "Ce dossier est clos : aucun rendez-vous ne peut plus y être planifié.");
  }
}

/** The planning these roles take: the professional's reschedule first, else the customer's plan, else none. */
export function planningActionOf(roles: readonly RoleName[]): "reschedule" | "plan" | null {
  if (grants(roles, MEETING_TRANSITIONS.reschedule.permission)) return "reschedule";
  if (grants(roles, MEETING_TRANSITIONS.plan.permission)) return "plan";
  return null;
}
