import { describe, expect, it } from "vitest";
import { formatLongDate, isoDate } from "./dates";

describe("formatLongDate", () => {
  it("writes dates in French, in Paris time", () => {
    expect(formatLongDate("2025-01-14T00:00:00.000Z")).toBe("14 janvier 2025");
    expect(formatLongDate("2026-03-31T23:30:00.000Z")).toBe("1er avril 2026");
    expect(formatLongDate("2026-11-02")).toBe("2 novembre 2026");
  });

  it("gives nothing for no date", () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate("hier")).toBeNull();
    expect(isoDate("hier")).toBeUndefined();
    expect(isoDate("2025-01-14T10:00:00Z")).toBe("2025-01-14");
  });
});

describe("isoDate", () => {
  it("gives the Paris day the long date shows, also at 23:30 in Paris", () => {
    // 23:30 in Paris on 14 January (UTC+1) is 22:30 UTC; in summer (UTC+2), 21:30 UTC.
    expect(isoDate("2025-01-14T22:30:00.000Z")).toBe("2025-01-14");
    expect(formatLongDate("2025-01-14T22:30:00.000Z")).toBe("14 janvier 2025");
    expect(isoDate("2026-07-14T23:30:00+02:00")).toBe("2026-07-14");
    // Half past midnight in Paris is already the next day, while UTC still says the day before.
    expect(isoDate("2026-03-31T22:30:00.000Z")).toBe("2026-04-01");
    expect(formatLongDate("2026-03-31T22:30:00.000Z")).toBe("1er avril 2026");
  });
});
