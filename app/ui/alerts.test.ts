import { describe, expect, it } from "vitest";
import { dedupeAlerts } from "./alerts";

describe("dedupeAlerts", () => {
  it("defaults the type to success", () => {
    expect(dedupeAlerts([{ message: "Enregistré" }])).toEqual([{ message: "Enregistré", type: "success" }]);
  });

  it("keeps one alert per identical message, the first one", () => {
    expect(dedupeAlerts([{ message: "A", type: "error" }, { message: "B" }, { message: "A", type: "success" }])).toEqual([
      { message: "A", type: "error" },
      { message: "B", type: "success" },
    ]);
  });
});
