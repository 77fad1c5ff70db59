// The meeting table, checked against the rules of pro-side §2 and §4 written out by hand: each action
// from each status, and each role refused or let through.
import { describe, expect, it } from "vitest";
import { ROLE_NAMES, type RoleName } from "~common/roles";
import { MEETING_STATUSES as STATUSES, type MeetingStatus } from "~common/statuses";
import { allowedActions, transition } from "../transition-table";
import { MEETING_TRANSITIONS, newMeetingStatus, type MeetingAction } from "./meeting-transitions";

// action → status left → status reached; a status missing from the row is refused with the action's 409.
const EXPECTED: Record<MeetingAction, Partial<Record<MeetingStatus, MeetingStatus>>> = {
  confirm: { created: "validated", waiting: "validated", disputed: "validated" },
  complete: { validated: "completed" },
  mark_no_show: { validated: "no_show" },
  decline: { created: "refused", waiting: "refused", disputed: "refused", to_plan: "refused" },
  update_date: {
    created: "validated",
    waiting: "validated",
    disputed: "validated",
    to_plan: "validated",
    validated: "validated",
  },
  cancel: { created: "canceled", waiting: "canceled", disputed: "canceled", to_plan: "canceled", validated: "canceled" },
  reschedule: {
    created: "validated",
    waiting: "validated",
    disputed: "validated",
    to_plan: "validated",
    validated: "validated",
    completed: "completed",
    canceled: "canceled",
    refused: "validated",
    no_show: "no_show",
  },
  plan: { to_plan: "waiting", refused: "waiting" },
};

// action → the roles that may take it (§6: confirm, complete, reschedule are the professional's alone).
const PERMITTED: Record<MeetingAction, RoleName[]> = {
  confirm: ["bailiff", "lawyer"],
  complete: ["bailiff", "lawyer"],
  mark_no_show: ["bailiff", "lawyer"],
  reschedule: ["bailiff", "lawyer"],
  decline: ["bailiff", "lawyer", "clerk"],
  update_date: ["bailiff", "lawyer", "clerk"],
  cancel: ["bailiff", "lawyer", "clerk"],
  plan: ["customer"],
};

const ACTIONS = Object.keys(EXPECTED) as MeetingAction[];

describe("meeting transitions", () => {
  for (const action of ACTIONS) {
    for (const status of STATUSES) {
      const next = EXPECTED[action][status];
      it(`${action} from ${status} → ${next ?? "refused"}`, () => {
        const result = transition(MEETING_TRANSITIONS, status, [PERMITTED[action][0]!], action);
        if (next) expect(result).toEqual({ ok: true, next });
        else expect(result).toMatchObject({ ok: false, error: { kind: "conflict", code: `cannot_${action}` } });
      });
    }
    for (const role of ROLE_NAMES) {
      const permitted = PERMITTED[action].includes(role);
      it(`${action} by ${role}: ${permitted ? "allowed" : "forbidden"} in every status`, () => {
        for (const status of STATUSES) {
          const result = transition(MEETING_TRANSITIONS, status, [role], action);
          if (permitted) expect(result.ok, status).toBe(EXPECTED[action][status] !== undefined);
          else expect(result, status).toMatchObject({ ok: false, error: { kind: "forbidden" } });
        }
      });
    }
  }

  it("lists the actions open from a status, in the table's order", () => {
    expect(allowedActions(MEETING_TRANSITIONS, "waiting", ["bailiff"])).toEqual([
      "confirm",
      "decline",
      "update_date",
      "cancel",
      "reschedule",
    ]);
    expect(allowedActions(MEETING_TRANSITIONS, "validated", ["clerk"])).toEqual(["update_date", "cancel"]);
    expect(allowedActions(MEETING_TRANSITIONS, "completed", ["bailiff"])).toEqual(["reschedule"]);
    expect(allowedActions(MEETING_TRANSITIONS, "validated", ["customer", "assistant", "study_admin"])).toEqual([]);
    expect(allowedActions(MEETING_TRANSITIONS, "refused", ["customer"])).toEqual(["plan"]);
  });

  it("starts a booked meeting waiting for confirmation, or to plan without a slot", () => {
    expect(newMeetingStatus(true)).toBe("waiting");
    expect(newMeetingStatus(false)).toBe("to_plan");
  });
});
