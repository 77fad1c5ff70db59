import { describe, expect, it } from "vitest";
import { nextStep, type WizardState, type WizardStep } from "./wizard";
import { stepProgress } from "./wizard-progress";

interface Walk {
  service: "meeting" | "consultation";
  visio?: boolean;
  withoutSlot: boolean;
  signedInAtStart: boolean;
  /** A guest who registers (else signs in) at the account step. */
  registers: boolean;
}

/** The answer each step gives on this walk. */
function answered(step: WizardStep, state: WizardState, walk: Walk): WizardState {
  switch (step) {
    case "PRESTATION":
      return { ...state, service: walk.service };
    case "REPORT_TYPE_PARENT":
      return { ...state, parentSlug: "constat" };
    case "REPORT_TYPE":
    case "VISIO":
      return { ...state, reportTypeSlug: "type", ...(walk.service === "consultation" ? { visio: walk.visio } : {}) };
    case "ADDRESS":
      return { ...state, address: { label: "12 rue de la République, 69002 Lyon", latitude: 45.75, longitude: 4.83 } };
    case "BAILIFF_SELECTION":
      return { ...state, studyId: 1, ...(walk.withoutSlot ? { withoutSlot: true } : { slot: { start: "a", end: "b" } }) };
    default:
      return state;
  }
}

/** Every page the customer sees on this walk, with the counter it shows. */
function counters(walk: Walk): Array<{ step: WizardStep; progress: [number, number | null] | null }> {
  const seen: Array<{ step: WizardStep; progress: [number, number | null] | null }> = [];
  let state: WizardState = {};
  let loggedIn = walk.signedInAtStart;
  let step: WizardStep = "PRESTATION";
  let accountVisits = 0;
  while (step !== "DEMAND_CONFIRM") {
    seen.push({ step, progress: stepProgress(step, state, loggedIn) });
    state = answered(step, state, walk);
    if (step === "ACCOUNT" && walk.registers && accountVisits++ === 0) {
      step = "REGISTER";
      continue;
    }
    if (step === "ACCOUNT" || step === "REGISTER") {
      // The account step's actions: signed in from here on.
      loggedIn = true;
      state = { ...state, signedInInFlow: true };
      step = nextStep("ACCOUNT", state, true);
      continue;
    }
    step = nextStep(step, state, loggedIn);
  }
  return seen;
}

const walks: Walk[] = [];
for (const signedInAtStart of [false, true])
  for (const withoutSlot of [false, true])
    for (const registers of signedInAtStart ? [false] : [false, true]) {
      walks.push({ service: "meeting", withoutSlot, signedInAtStart, registers });
      for (const visio of [true, false]) walks.push({ service: "consultation", visio, withoutSlot, signedInAtStart, registers });
    }

describe("the step counter over every path", () => {
  it.each(walks.map((walk) => [JSON.stringify(walk), walk] as const))("%s", (_name, walk) => {
    const shown = counters(walk);
    const totals = new Set(shown.flatMap(({ progress }) => (progress?.[1] ? [progress[1]] : [])));
    // One total from start to end, shown from the moment the path is known and on every later page.
    expect(totals.size).toBe(1);
    const total = [...totals][0]!;
    const firstWithTotal = shown.findIndex(({ progress }) => progress?.[1] !== null);
    expect(shown.slice(firstWithTotal).every(({ progress }) => progress?.[1] === total)).toBe(true);
    // Every page numbered, never going backwards, the last one the total.
    const numbers = shown.map(({ progress }) => progress?.[0]);
    expect(numbers.every((number) => typeof number === "number")).toBe(true);
    expect([...numbers].sort((a, b) => a! - b!)).toEqual(numbers);
    expect(shown.at(-1)).toEqual({ step: "CONFIRMATION", progress: [total, total] });
    expect(shown[0]!.progress?.[0]).toBe(1);
  });

  it("counts the path actually walked", () => {
    const total = (walk: Walk) => counters(walk).at(-1)!.progress![1];
    const guest = { withoutSlot: false, signedInAtStart: false, registers: true };
    expect(total({ ...guest, service: "meeting" })).toBe(7);
    expect(total({ ...guest, service: "consultation", visio: true })).toBe(5);
    expect(total({ ...guest, service: "consultation", visio: false })).toBe(6);
    expect(total({ ...guest, signedInAtStart: true, registers: false, service: "meeting" })).toBe(6);
  });
});

describe("the path's length", () => {
  it("is unknown until the answers that decide it are given", () => {
    expect(stepProgress("PRESTATION", {}, false)).toEqual([1, null]);
    expect(stepProgress("VISIO", { service: "consultation" }, false)).toEqual([2, null]);
    const byVideo = { service: "consultation", visio: true } as const;
    expect(stepProgress("PRESTATION", byVideo, true)).toEqual([1, 4]);
    expect(stepProgress("VISIO", byVideo, true)).toEqual([2, 4]);
    expect(stepProgress("BAILIFF_SELECTION", byVideo, true)).toEqual([3, 4]);
    expect(stepProgress("CONFIRMATION", byVideo, true)).toEqual([4, 4]);
    expect(stepProgress("ADDRESS", byVideo, true)).toBeNull();
  });

  it("keeps the account step of a customer who signed in there", () => {
    expect(stepProgress("ACCOUNT", { service: "meeting", signedInInFlow: true }, true)).toEqual([6, 7]);
  });
});

describe("stepProgress", () => {
  it("counts REGISTER as the account step, the demand form as the selection, and leaves the sent page out", () => {
    expect(stepProgress("ADDRESS", { service: "meeting" }, false)).toEqual([4, 7]);
    expect(stepProgress("REGISTER", { service: "meeting" }, false)).toEqual([6, 7]);
    expect(stepProgress("DEMAND_FORM", { service: "meeting", withoutSlot: true }, false)).toEqual([5, 7]);
    expect(stepProgress("DEMAND_CONFIRM", { service: "meeting" }, false)).toBeNull();
    expect(stepProgress("PRESTATION", {}, false)).toEqual([1, null]);
  });
});
