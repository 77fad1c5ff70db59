import { describe, expect, it } from "vitest";
import { answer, canEnter, firstIncompleteStep, nextStep, previousStep, type WizardState } from "./wizard";

const lyon = { label: "Lyon 3e Arrondissement (69003)", latitude: 45.76, longitude: 4.85 };
const complete: WizardState = {
  service: "meeting",
  parentSlug: "constats",
  reportTypeSlug: "constat-locatif",
  address: lyon,
  bailiffId: 12,
  studyId: 3,
  slot: { start: "2026-12-01T09:00:00+01:00", end: "2026-12-01T10:00:00+01:00" },
};

describe("transitions (customer-side §4)", () => {
  it("PRESTATION goes to REPORT_TYPE_PARENT for a meeting and to VISIO for a consultation", () => {
    expect(nextStep("PRESTATION", { service: "meeting" }, false)).toBe("REPORT_TYPE_PARENT");
    expect(nextStep("PRESTATION", { service: "consultation" }, false)).toBe("VISIO");
  });

  it("follows the chain to the confirmation", () => {
    expect(nextStep("REPORT_TYPE_PARENT", complete, false)).toBe("REPORT_TYPE");
    expect(nextStep("REPORT_TYPE", complete, false)).toBe("ADDRESS");
    expect(nextStep("ADDRESS", complete, false)).toBe("BAILIFF_SELECTION");
    expect(nextStep("VISIO", complete, false)).toBe("BAILIFF_SELECTION");
    expect(nextStep("BAILIFF_SELECTION", complete, false)).toBe("ACCOUNT");
    expect(nextStep("CONFIRMATION", complete, true)).toBe("DEMAND_CONFIRM");
    expect(nextStep("DEMAND_FORM", complete, true)).toBe("CONFIRMATION");
  });

  it("ACCOUNT goes to CONFIRMATION once logged in, or to REGISTER and back", () => {
    expect(nextStep("ACCOUNT", complete, true)).toBe("CONFIRMATION");
    expect(nextStep("ACCOUNT", complete, false)).toBe("REGISTER");
    expect(nextStep("REGISTER", complete, false)).toBe("ACCOUNT");
  });

  it("a logged-in user skips the account step", () => {
    expect(nextStep("BAILIFF_SELECTION", complete, true)).toBe("CONFIRMATION");
  });

  it("goes back along the same chain", () => {
    expect(previousStep("BAILIFF_SELECTION", complete)).toBe("ADDRESS");
    expect(previousStep("BAILIFF_SELECTION", { service: "consultation" })).toBe("VISIO");
    expect(previousStep("PRESTATION", {})).toBeNull();
  });
});

describe("clearing later answers (customer-side §4)", () => {
  it("a new service clears everything but keeps the address", () => {
    expect(answer(complete, { kind: "service", service: "consultation" })).toEqual({ service: "consultation" });
    expect(answer({ ...complete, service: "consultation" }, { kind: "service", service: "meeting" })).toEqual({
      service: "meeting",
      address: lyon,
    });
  });

  it("a new parent clears report type, bailiff and slot", () => {
    const next = answer(complete, { kind: "parent", parentSlug: "constats-travaux" });
    expect(next).toEqual({ service: "meeting", parentSlug: "constats-travaux", address: lyon });
  });

  it("a new report type, address or visio choice clears bailiff and slot", () => {
    for (const given of [
      { kind: "reportType", reportTypeSlug: "constat-de-travaux" },
      { kind: "address", address: { ...lyon, latitude: 45.7 } },
      { kind: "visio", visio: true },
    ] as const) {
      const next = answer(complete, given);
      expect(next.bailiffId).toBeUndefined();
      expect(next.studyId).toBeUndefined();
      expect(next.slot).toBeUndefined();
    }
  });

  it("a new bailiff clears the slot only", () => {
    const next = answer(complete, { kind: "bailiff", bailiffId: 13, studyId: 3 });
    expect(next).toEqual({ ...complete, bailiffId: 13, slot: undefined });
  });

  it("the same answer again clears nothing", () => {
    expect(answer(complete, { kind: "service", service: "meeting" })).toBe(complete);
    expect(answer(complete, { kind: "address", address: { ...lyon } })).toBe(complete);
    expect(answer(complete, { kind: "bailiff", bailiffId: 12, studyId: 3 })).toBe(complete);
  });
});

describe("guarding steps", () => {
  it("sends a user who skipped ahead back to the first missing answer", () => {
    expect(firstIncompleteStep({})).toBe("PRESTATION");
    expect(firstIncompleteStep({ service: "meeting", parentSlug: "constats" })).toBe("REPORT_TYPE");
    expect(firstIncompleteStep({ service: "consultation", reportTypeSlug: "consultation-juridique", visio: true })).toBe(
      "BAILIFF_SELECTION",
    );
    expect(firstIncompleteStep(complete)).toBeNull();
    expect(canEnter("CONFIRMATION", { service: "meeting" })).toBe(false);
    expect(canEnter("REPORT_TYPE_PARENT", { service: "meeting" })).toBe(true);
  });
});

describe("consultations at the office and studies without slots", () => {
  it("VISIO leads to ADDRESS for a consultation at the office, then back the same way", () => {
    const atOffice: WizardState = { service: "consultation", reportTypeSlug: "general-consultation", visio: false };
    expect(nextStep("VISIO", atOffice, false)).toBe("ADDRESS");
    expect(nextStep("VISIO", { ...atOffice, visio: true }, false)).toBe("BAILIFF_SELECTION");
    expect(previousStep("ADDRESS", atOffice)).toBe("VISIO");
    expect(previousStep("BAILIFF_SELECTION", { ...atOffice, address: lyon })).toBe("ADDRESS");
    expect(firstIncompleteStep(atOffice)).toBe("ADDRESS");
    expect(firstIncompleteStep({ ...atOffice, address: lyon })).toBe("BAILIFF_SELECTION");
  });

  it("a study with slots needs exactly one chosen slot before the account and confirmation steps", () => {
    const { slot: _slot, ...withoutChosenSlot } = complete;
    expect(firstIncompleteStep(withoutChosenSlot)).toBe("BAILIFF_SELECTION");
    expect(canEnter("CONFIRMATION", withoutChosenSlot)).toBe(false);
  });

  it("a study without slots goes through the demand form, which leads to the account or the confirmation", () => {
    const transmitted = answer(complete, { kind: "bailiff", bailiffId: 12, studyId: 9, withoutSlot: true });
    expect(transmitted.slot).toBeUndefined();
    expect(transmitted.withoutSlot).toBe(true);
    expect(firstIncompleteStep(transmitted)).toBeNull();
    expect(nextStep("BAILIFF_SELECTION", transmitted, true)).toBe("DEMAND_FORM");
    expect(nextStep("DEMAND_FORM", transmitted, false)).toBe("ACCOUNT");
    expect(nextStep("DEMAND_FORM", transmitted, true)).toBe("CONFIRMATION");
    expect(previousStep("CONFIRMATION", transmitted)).toBe("DEMAND_FORM");
    // Choosing a slot afterwards makes it a normal booking again.
    expect(answer(transmitted, { kind: "slot", slot: complete.slot! }).withoutSlot).toBeUndefined();
  });

  it("a new report type clears the 'without slot' choice with the professional", () => {
    const transmitted = answer(complete, { kind: "bailiff", studyId: 9, withoutSlot: true });
    expect(answer(transmitted, { kind: "reportType", reportTypeSlug: "constat-de-travaux" }).withoutSlot).toBeUndefined();
  });
});
