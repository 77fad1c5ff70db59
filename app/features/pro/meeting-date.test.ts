import { describe, expect, it } from "vitest";
import { readMeetingDate, typedMeetingDate } from "./meeting-date";

// 23 November 2026, 10:00 in Paris (UTC+1).
const NOW = new Date("2026-11-23T09:00:00Z");

describe("readMeetingDate", () => {
  it("sends a Paris date typed DD/MM/YYYY HH:mm as YYYY-MM-DD HH:mm", () => {
    expect(readMeetingDate("24/11/2026 14:30", NOW)).toEqual({ ok: true, platformDate: "2026-11-24 14:30" });
    expect(readMeetingDate(" 23/11/2026 10:00 ", NOW)).toEqual({ ok: true, platformDate: "2026-11-23 10:00" });
  });

  it("refuses an empty field, another format, an impossible date", () => {
    expect(readMeetingDate("", NOW)).toEqual({ ok: false, reason: "missing" });
    expect(readMeetingDate(null, NOW)).toEqual({ ok: false, reason: "missing" });
    expect(readMeetingDate("2026-11-24 14:30", NOW)).toEqual({ ok: false, reason: "format" });
    expect(readMeetingDate("24/11/2026", NOW)).toEqual({ ok: false, reason: "format" });
    expect(readMeetingDate("31/02/2027 10:00", NOW)).toEqual({ ok: false, reason: "format" });
    expect(readMeetingDate("24/11/2026 25:00", NOW)).toEqual({ ok: false, reason: "format" });
  });

  it("refuses a date before now (minimum now)", () => {
    expect(readMeetingDate("23/11/2026 09:59", NOW)).toEqual({ ok: false, reason: "past" });
    expect(readMeetingDate("22/11/2026 18:00", NOW)).toEqual({ ok: false, reason: "past" });
  });
});

describe("typedMeetingDate", () => {
  it("writes an instant in Paris time as the field expects it", () => {
    expect(typedMeetingDate(NOW)).toBe("23/11/2026 10:00");
    expect(typedMeetingDate("2026-07-01T12:15:00.000Z")).toBe("01/07/2026 14:15");
  });
});
