import { describe, expect, it } from "vitest";
import { readMeetingDate } from "./meeting-date";

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

  it("refuses the time the spring clock change skips, as the platform does, and reads the repeated one", () => {
    expect(readMeetingDate("28/03/2027 02:30", NOW)).toEqual({ ok: false, reason: "format" });
    expect(readMeetingDate("31/10/2027 02:30", NOW)).toEqual({ ok: true, platformDate: "2027-10-31 02:30" });
  });

  it("refuses a date before now (minimum now)", () => {
    expect(readMeetingDate("23/11/2026 09:59", NOW)).toEqual({ ok: false, reason: "past" });
    expect(readMeetingDate("22/11/2026 18:00", NOW)).toEqual({ ok: false, reason: "past" });
  });
});
