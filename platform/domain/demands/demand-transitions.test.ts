// The demand table, checked against the rules written out by hand: every role on every marking.
import { describe, expect, it } from "vitest";
import { ROLE_NAMES, type RoleName } from "~common/roles";
import type { DemandMarking } from "../../db/schema";
import { allowedActions, transition } from "../transition-table";
import { DEMAND_TRANSITIONS } from "./demand-transitions";

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
        expect(allowedActions(DEMAND_TRANSITIONS, marking, [role])).toEqual(result.ok ? ["cancel"] : []);
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
});
