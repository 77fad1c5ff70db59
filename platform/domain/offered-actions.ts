// What a demand's answer offers its caller (docs/decisions/3110): the actions that would succeed now, so
// the pages show no button the platform would refuse. The transition tables decide by state and role; the
// case's lock and the meeting's time narrow them as the actions themselves do (409 `locked`,
// `meeting_not_started`). The study's side is bound by a lock another member holds; the customer and their
// company are not.
import type { RoleName } from "~common/roles";
import type { DemandRow, MeetingRow } from "../db/schema";
import { isOpenForPlanning, PLANNING_ACTIONS } from "./demand-meetings/planning-rules";
import { DEMAND_TRANSITIONS } from "./demands/demand-transitions";
import { ACTIONS_ONCE_STARTED, ASSIGN_OPERATOR, MEETING_TRANSITIONS, notStartedYet } from "./meetings/meeting-transitions";
import { grants } from "./roles";
import { allowedActions, transition } from "./transition-table";

type Lockable = Pick<DemandRow, "locked_by" | "marking">;

const lockedByOther = (demand: Lockable, roles: readonly RoleName[], userId: number) =>
  demand.locked_by !== null && demand.locked_by !== userId && grants(roles, "demands.internal");

/**
 * The case's actions: its transitions, then `manage` (the study's edits of the case: details, manager,
 * bill, mode, documents) and `lock` or `unlock`. Locked by another member: only `unlock`, for those who
 * may release another's lock.
 */
export function caseActionsOf(demand: Lockable, roles: readonly RoleName[], userId: number): string[] {
  const manages = grants(roles, "demands.manage");
  if (lockedByOther(demand, roles, userId)) return manages && grants(roles, "demands.unlock_any") ? ["unlock"] : [];
  const actions: string[] = allowedActions(DEMAND_TRANSITIONS, demand.marking, roles);
  if (manages) actions.push("manage", demand.locked_by === null ? "lock" : "unlock");
  return actions;
}

/**
 * A meeting's actions: its transitions (planning on open cases only, completion and the customer's absence
 * once started), then `assign_operator`.
 */
export function meetingActionsOf(
  demand: Lockable,
  meeting: Pick<MeetingRow, "status" | "starts_at">,
  roles: readonly RoleName[],
  userId: number,
  now: Date,
): string[] {
  if (lockedByOther(demand, roles, userId)) return [];
  const actions: string[] = allowedActions(MEETING_TRANSITIONS, meeting.status, roles).filter(
    (action) =>
      (isOpenForPlanning(demand.marking) || !PLANNING_ACTIONS.includes(action)) &&
      (!ACTIONS_ONCE_STARTED.includes(action) || !notStartedYet(meeting, now)),
  );
  if (transition({ assign_operator: ASSIGN_OPERATOR }, meeting.status, roles, "assign_operator").ok) {
    actions.push("assign_operator");
  }
  return actions;
}
