// The demand table, checked against the rules written out by hand: every role on every marking.
import { describe, expect, it } from "vitest";
import { ROLE_NAMES, type RoleName } from "~common/roles";
import type { DemandMarking } from "../../db/schema";
import { allowedActions, transition } from "../transition-table";
import { DEMAND_TRANSITIONS, type DemandAction } from "./demand-transitions";

const MARKINGS: DemandMarking[] = ["toqualify", "inprogress", "completed", "reportdone", "nofollowup"];
const CANCELLING: RoleName[] = ["customer", "study_admin", "bailiff", "lawyer", "clerk", "partner_admin", "partner_agent"];
const CANCELLABLE: DemandMarking[] = ["toqualify", "inprogress"];

describe("demand transitions", () => {
  for (const role of ROLE_NAMES) {
    for (const marking of MARKINGS) {
      const mayCancel = CANCELLING.includes(role);
      const expected = !mayCancel ? "forbidden" : CANCELLABLE.includes(marking) ? "nofollowup" : "cannot_cancel";
      it(`cancel by ${role} on ${marking} → ${expected}`, () => {
        const result = transition(DEMAND_TRANSITIONS, marking, [role], "cancel");
        if (result.ok) expect(result.next).toBe(expected);
        else {
          expect(result.error.code).toBe(expected);
          expect(result.error.kind).toBe(expected === "forbidden" ? "forbidden" : "conflict");
        }
        expect(allowedActions(DEMAND_TRANSITIONS, marking, [role]).includes("cancel")).toBe(result.ok);
      });
    }
  }

  it("says why a cancellation is refused, in the product's words", () => {
    const result = transition(DEMAND_TRANSITIONS, "completed", ["customer"], "cancel");
    expect(result).toMatchObject({ ok: false, error: { message: "Cette demande ne peut plus être annulée." } });
  });

  it("counts any of the actor's roles: an assistant who is also the customer may cancel", () => {
    expect(transition(DEMAND_TRANSITIONS, "inprogress", ["assistant", "customer"], "cancel")).toEqual({
      ok: true,
      next: "nofollowup",
    });
    expect(transition(DEMAND_TRANSITIONS, "inprogress", [], "cancel")).toMatchObject({ ok: false, error: { kind: "forbidden" } });
  });

  // The study's own transitions (docs/decisions/1301): who manages the study's demands, from where to where.
  const MANAGING: RoleName[] = ["bailiff", "lawyer", "clerk"];
  const STUDY_TABLE: Array<[DemandAction, DemandMarking[], DemandMarking]> = [
    ["qualify", ["toqualify"], "inprogress"],
    ["requalify", ["inprogress"], "toqualify"],
    ["complete", ["inprogress"], "completed"],
    ["reopen", ["completed", "nofollowup"], "inprogress"],
    ["refuse", ["toqualify", "inprogress"], "nofollowup"],
    ["publish_report", ["inprogress", "completed", "reportdone"], "reportdone"],
  ];
  for (const [action, from, to] of STUDY_TABLE) {
    for (const role of ROLE_NAMES) {
      for (const marking of MARKINGS) {
        it(`${action} by ${role} on ${marking}`, () => {
          const result = transition(DEMAND_TRANSITIONS, marking, [role], action);
          if (!MANAGING.includes(role)) expect(result).toMatchObject({ ok: false, error: { kind: "forbidden" } });
          else if (from.includes(marking)) expect(result).toEqual({ ok: true, next: to });
          else expect(result).toMatchObject({ ok: false, error: { kind: "conflict", code: `cannot_${action}` } });
        });
      }
    }
  }
});
