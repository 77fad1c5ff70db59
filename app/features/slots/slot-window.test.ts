import { describe, expect, it, vi } from "vitest";
import { nextWindow, previousWindowStart, searchSlotWindows, windowFrom, withinWindow } from "./slot-window";

describe("windowFrom", () => {
  it("covers 7 Paris days from midnight", () => {
    expect(windowFrom("2026-12-01T15:00:00+01:00")).toEqual({
      start: "2026-12-01T00:00:00.000+01:00",
      end: "2026-12-08T00:00:00.000+01:00",
    });
  });

  it("stays on Paris midnights across the March change", () => {
    const window = windowFrom("2026-03-26T10:00:00+01:00");
    expect(window.end).toBe("2026-04-02T00:00:00.000+02:00");
    expect(nextWindow(window).start).toBe("2026-04-02T00:00:00.000+02:00");
  });
});

describe("searchSlotWindows", () => {
  it("returns the first window when it has slots", async () => {
    const fetchWindow = vi.fn(async () => [{ start: "2026-12-02T09:00:00+01:00" }]);
    const result = await searchSlotWindows("2026-12-01T08:00:00+01:00", fetchWindow);
    expect(result.tries).toBe(1);
    expect(result.unavailable).toBe(false);
  });

  it("shifts forward up to 3 more times, waiting 1 s between tries", async () => {
    const waits: number[] = [];
    const fetchWindow = vi.fn(async (window: { start: string }) =>
      window.start.startsWith("2026-12-15") ? [{ start: window.start }] : [],
    );
    const result = await searchSlotWindows("2026-12-01T08:00:00+01:00", fetchWindow, async (ms) => {
      waits.push(ms);
    });
    expect(result.tries).toBe(3);
    expect(result.window.start).toBe("2026-12-15T00:00:00.000+01:00");
    expect(waits).toEqual([1000, 1000]);
  });

  it("gives up as unavailable after 4 empty windows", async () => {
    const fetchWindow = vi.fn(async () => []);
    const result = await searchSlotWindows("2026-12-01T08:00:00+01:00", fetchWindow);
    expect(fetchWindow).toHaveBeenCalledTimes(4);
    expect(result.unavailable).toBe(true);
  });
});

describe("withinWindow", () => {
  it("drops slots past the end of the last day", () => {
    const window = windowFrom("2026-12-01T00:00:00+01:00");
    const slots = [{ start: "2026-12-07T18:00:00+01:00" }, { start: "2026-12-08T09:00:00+01:00" }];
    expect(withinWindow(slots, window)).toEqual([slots[0]]);
  });
});

describe("previousWindowStart", () => {
  const now = new Date("2026-03-02T10:00:00Z");
  it("goes back 7 days, never before today", () => {
    expect(previousWindowStart("2026-03-02", now)).toBeNull();
    expect(previousWindowStart("2026-03-05", now)).toBe("2026-03-02");
    expect(previousWindowStart("2026-03-16", now)).toBe("2026-03-09");
  });
});
