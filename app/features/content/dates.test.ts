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
