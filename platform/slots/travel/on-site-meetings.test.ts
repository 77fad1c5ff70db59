// Finding the meeting before and after an instant, within bounds: the latest end (not the latest start:
// a long meeting begun earlier may end last), nothing ending at or before the bounds' start, nothing
// starting at or after their end.
import { describe, expect, it } from "vitest";
import { OnSiteMeetings } from "./on-site-meetings";

const place = { lat: 45.75, lon: 4.85, density: "urban" as const };
const meeting = (name: string, start: number, end: number) => ({ name, start, end, place });
const H = 3_600_000;

describe("OnSiteMeetings", () => {
  const meetings = new OnSiteMeetings([
    meeting("long", 8 * H, 12 * H),
    meeting("short", 9 * H, 10 * H),
    meeting("afternoon", 14 * H, 15 * H),
    meeting("evening", 18 * H, 19 * H),
  ]);

  it("gives the meeting that ends last before an instant, after `since`", () => {
    expect(meetings.previous(13 * H, 0)?.name).toBe("long");
    expect(meetings.previous(11 * H, 0)?.name).toBe("short");
    expect(meetings.previous(16 * H, 0)?.name).toBe("afternoon");
    expect(meetings.previous(16 * H, 15 * H)).toBeUndefined();
    expect(meetings.previous(9 * H, 0)).toBeUndefined();
  });

  it("gives the meeting that starts first at or after an instant, before `until`", () => {
    expect(meetings.next(12 * H, 24 * H)?.name).toBe("afternoon");
    expect(meetings.next(14 * H, 24 * H)?.name).toBe("afternoon");
    expect(meetings.next(15 * H, 18 * H)).toBeUndefined();
    expect(meetings.next(20 * H, 24 * H)).toBeUndefined();
  });
});
