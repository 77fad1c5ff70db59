import { describe, expect, it } from "vitest";
import { alertsAfterReload, dedupeAlerts } from "./alerts";

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

describe("alertsAfterReload", () => {
  const published = { message: "Le constat est publié ; le client est prévenu par e-mail.", type: "success" } as const;

  it("keeps the alert showing when the same page's data reloads without alerts (a live notification)", () => {
    const showing = [published];
    expect(alertsAfterReload(showing, [], true)).toBe(showing);
  });

  it("drops it on another page that brings no alert", () => {
    expect(alertsAfterReload([published], [], false)).toEqual([]);
  });

  it("shows the new alerts, deduplicated, whenever the data brings some", () => {
    expect(alertsAfterReload([published], [{ message: "B" }, { message: "B" }], true)).toEqual([{ message: "B", type: "success" }]);
    expect(alertsAfterReload([], [{ message: "C", type: "error" }], false)).toEqual([{ message: "C", type: "error" }]);
  });
});
