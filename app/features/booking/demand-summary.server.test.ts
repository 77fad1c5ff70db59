import { describe, expect, it } from "vitest";
import { meetingMode, professionalName } from "./demand-summary.server";

describe("booked demand summary", () => {
  it("tells a video call, a consultation at the office and an on-site meeting apart", () => {
    expect(meetingMode({ type: "visio", meeting_type: "consultation" })).toBe("visio");
    expect(meetingMode({ type: "real", meeting_type: "consultation" })).toBe("atStudy");
    expect(meetingMode({ type: "real", meeting_type: "meeting" })).toBe("onSite");
  });

  it("names the professional as a bailiff, whatever the civility", () => {
    // As the results and the summary named them: the same « Maître Prénom Nom » after confirmation.
    expect(professionalName({ id: 1, firstname: "Jean", lastname: "Dupont", civility: 1, avatar: null })).toBe(
      "Maître Jean Dupont",
    );
    expect(professionalName(null)).toBeNull();
  });
});
