import { describe, expect, it } from "vitest";
import {
  afterSubmit,
  entryStep,
  guardStep,
  previousStep,
  reportPath,
  TIMELINE_STEPS,
  timelinePosition,
  type V2Visitor,
} from "./steps";

const visitor: V2Visitor = { signedIn: false, guest: false };
const guest: V2Visitor = { signedIn: false, guest: true };
const signedIn: V2Visitor = { signedIn: true, guest: false };
const nothing = { slotChosen: false, bookedDemandId: null };

describe("booking v2 steps", () => {
  it("shows three of its steps in the timeline", () => {
    expect(TIMELINE_STEPS).toEqual(["informations", "creneaux", "demande"]);
  });

  it("has the neighbours of the spec's table", () => {
    expect(previousStep("informations")).toBeNull();
    expect(previousStep("connexion")).toBe("informations");
    expect(previousStep("demande")).toBe("creneaux");
    expect(previousStep("mot-de-passe")).toBe("informations");
    expect(previousStep("creneaux")).toBe("informations");
  });

  it("places the login on the details and the password after the last step", () => {
    expect(timelinePosition("informations")).toBe(0);
    expect(timelinePosition("connexion")).toBe(0);
    expect(timelinePosition("creneaux")).toBe(1);
    expect(timelinePosition("demande")).toBe(2);
    expect(timelinePosition("mot-de-passe")).toBe(3);
  });

  it("goes informations → creneaux → demande, then the password for a guest or the report when signed in", () => {
    expect(afterSubmit("informations", visitor)).toBe("creneaux");
    expect(afterSubmit("connexion", visitor)).toBe("creneaux");
    expect(afterSubmit("creneaux", guest)).toBe("demande");
    expect(afterSubmit("demande", guest)).toBe("mot-de-passe");
    expect(afterSubmit("demande", signedIn)).toBe("report");
    expect(afterSubmit("mot-de-passe", guest)).toBe("report");
    expect(reportPath(42)).toBe("/dossier/42");
  });

  it("starts known visitors at the slots and others at their details", () => {
    expect(entryStep(visitor)).toBe("informations");
    expect(entryStep(guest)).toBe("creneaux");
    expect(entryStep(signedIn)).toBe("creneaux");
  });

  it("sends a signed-in user from the login to the slots", () => {
    expect(guardStep("connexion", signedIn, nothing)).toBe("creneaux");
    expect(guardStep("connexion", visitor, nothing)).toBeNull();
    expect(guardStep("connexion", guest, nothing)).toBeNull();
  });

  it("always shows the details", () => {
    for (const who of [visitor, guest, signedIn]) expect(guardStep("informations", who, nothing)).toBeNull();
  });

  it("asks who is booking before the slots and the summary", () => {
    expect(guardStep("creneaux", visitor, nothing)).toBe("informations");
    expect(guardStep("creneaux", guest, nothing)).toBeNull();
    expect(guardStep("demande", visitor, { slotChosen: true, bookedDemandId: null })).toBe("informations");
  });

  it("needs a chosen slot for the summary", () => {
    expect(guardStep("demande", signedIn, nothing)).toBe("creneaux");
    expect(guardStep("demande", signedIn, { slotChosen: true, bookedDemandId: null })).toBeNull();
  });

  it("keeps the password step for a guest who has just booked", () => {
    expect(guardStep("mot-de-passe", guest, { slotChosen: false, bookedDemandId: 7 })).toBeNull();
    expect(guardStep("mot-de-passe", guest, nothing)).toBe("creneaux");
    expect(guardStep("mot-de-passe", visitor, { slotChosen: false, bookedDemandId: 7 })).toBe("informations");
    expect(guardStep("mot-de-passe", signedIn, { slotChosen: false, bookedDemandId: 7 })).toBe("report");
    expect(guardStep("mot-de-passe", signedIn, nothing)).toBe("creneaux");
  });
});
