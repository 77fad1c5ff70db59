import { describe, expect, it } from "vitest";
import { actionHref, meetingButtons, readActionSelection, selectionAllowed } from "./meeting-actions";

const at = (query: string) => new URL(`http://localhost/espace-pro/dossiers/12${query}`);

describe("readActionSelection", () => {
  it("reads the action and the meeting from the URL", () => {
    expect(readActionSelection(at("?action=declination&meeting=50"))).toEqual({
      action: "declination",
      meetingId: 50,
      notify: false,
    });
    expect(readActionSelection(at("?action=cancel&meeting=50&prevenir=1"))).toEqual({
      action: "cancel",
      meetingId: 50,
      notify: true,
    });
  });

  it("is none without a known action or a meeting id", () => {
    for (const query of [
      "",
      "?action=explode&meeting=50",
      "?action=cancel",
      "?action=cancel&meeting=abc",
      "?action=cancel&meeting=-2",
    ]) {
      expect(readActionSelection(at(query)).action).toBe("none");
    }
  });

  it("asks to notify only when cancelling", () => {
    expect(readActionSelection(at("?action=update_date&meeting=50&prevenir=1")).notify).toBe(false);
  });
});

describe("actionHref", () => {
  it("builds the selector's URL", () => {
    expect(actionHref("/espace-pro/dossiers/12", "update_date", 50)).toBe(
      "/espace-pro/dossiers/12?action=update_date&meeting=50",
    );
    expect(actionHref("/espace-pro/dossiers/12", "cancel", 50, true)).toBe(
      "/espace-pro/dossiers/12?action=cancel&meeting=50&prevenir=1",
    );
  });
});

describe("meetingButtons", () => {
  it("shows only what the platform allows", () => {
    expect(meetingButtons(["confirm", "decline", "cancel", "reschedule", "assign_operator"])).toEqual({
      confirm: true,
      oneButton: [],
      reschedule: true,
      decline: true,
      updateDate: false,
      cancel: true,
      assignOperator: true,
    });
    const none = meetingButtons([]);
    expect(none.oneButton).toEqual([]);
    expect(Object.entries(none).some(([name, shown]) => name !== "oneButton" && shown)).toBe(false);
  });

  it("offers each one-button action the platform allows, with its intent and label", () => {
    expect(meetingButtons(["complete", "cancel"]).oneButton).toEqual([
      { action: "complete", intent: "complete", label: "Marquer comme terminé" },
    ]);
  });

  it("refuses a selected action the platform does not allow", () => {
    const buttons = meetingButtons(["update_date"]);
    expect(selectionAllowed("update_date", buttons)).toBe(true);
    expect(selectionAllowed("declination", buttons)).toBe(false);
    expect(selectionAllowed("cancel", buttons)).toBe(false);
    expect(selectionAllowed("none", buttons)).toBe(true);
  });
});
