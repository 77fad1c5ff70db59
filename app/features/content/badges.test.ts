import { describe, expect, it } from "vitest";
import { professionalBadges, sortBadges } from "./badges";

const everything = { isReactive: true, rank: 3, goodSuccessRate: true, agenda_ready: true };

describe("professionalBadges", () => {
  it("lists every earned badge in order", () => {
    expect(professionalBadges(everything, { showBadges: true, fullyConnected: true })).toEqual([
      "responsive",
      "rank-3",
      "success",
      "availability",
      "connected",
    ]);
  });

  it("leaves out what is not earned and ranks out of 1-4", () => {
    expect(
      professionalBadges(
        { isReactive: false, rank: null, goodSuccessRate: false, agenda_ready: true },
        { showBadges: true, fullyConnected: false },
      ),
    ).toEqual(["availability"]);
    expect(professionalBadges({ ...everything, rank: 7 }, { showBadges: true, fullyConnected: false })).not.toContain("rank-7");
  });

  it("shows nothing when the study hides its badges", () => {
    expect(professionalBadges(everything, { showBadges: false, fullyConnected: true })).toEqual([]);
  });
});

describe("sortBadges", () => {
  it("puts badges in the display order, unknown ones last", () => {
    const keys = ["connected", "drone", "rank-2", "availability", "responsive", "success"].map((key) => ({ key }));
    expect(sortBadges(keys).map((badge) => badge.key)).toEqual([
      "responsive",
      "rank-2",
      "success",
      "availability",
      "connected",
      "drone",
    ]);
  });
});
