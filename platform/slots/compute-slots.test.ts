// Unit tests of the slots engine: weekly rules, slot duration, meetings, closures, the DST weekends of
// March and October in Europe/Paris, the 7-day window, and the 100-per-page paging.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { computeSlots, isOfferedSlot, type Availability, type WeeklyRule } from "./compute-slots";
import { groupSlots, pageOf, SLOTS_PER_PAGE } from "./slot-pages";

const PARIS = "Europe/Paris";
const paris = (iso: string) => DateTime.fromISO(iso, { zone: PARIS }).toMillis();
const utc = (millis: number) => new Date(millis).toISOString();
const rule = (weekday: number, from: string, to: string): WeeklyRule => {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return { weekday, startMinute: minutes(from), endMinute: minutes(to), timeZone: PARIS };
};
const available = (rules: WeeklyRule[], extra: Partial<Availability> = {}): Availability => ({
  rules,
  extraOpenings: [],
  closures: [],
  busy: [],
  ...extra,
});
const week = (startIso: string, slotMinutes = 60) => ({
  from: paris(startIso),
  to: DateTime.fromISO(startIso, { zone: PARIS }).plus({ days: 7 }).toMillis(),
  slotMinutes,
  now: 0,
});
const weekdays = (from: string, to: string) => [1, 2, 3, 4, 5].map((day) => rule(day, from, to));

describe("computeSlots", () => {
  it("cuts weekday mornings into hourly slots, in Paris time", () => {
    const slots = computeSlots(available(weekdays("09:00", "12:00")), week("2025-06-02T00:00"));
    expect(slots).toHaveLength(15);
    expect(utc(slots[0]!.start)).toBe("2025-06-02T07:00:00.000Z");
    expect(utc(slots[0]!.end)).toBe("2025-06-02T08:00:00.000Z");
    expect(utc(slots[14]!.start)).toBe("2025-06-06T09:00:00.000Z");
  });

  it("follows slot_duration and never lets a slot overflow its opening", () => {
    const rules = [rule(1, "09:00", "12:00")];
    const every45 = computeSlots(available(rules), week("2025-06-02T00:00", 45));
    expect(every45.map((slot) => DateTime.fromMillis(slot.start, { zone: PARIS }).toFormat("HH:mm"))).toEqual([
      "09:00",
      "09:45",
      "10:30",
      "11:15",
    ]);
    expect(computeSlots(available(rules), week("2025-06-02T00:00", 90))).toHaveLength(2);
    expect(computeSlots(available(rules), week("2025-06-02T00:00", 240))).toHaveLength(0);
  });

  it("keeps 09:00 at 09:00 local across the March change (Friday UTC+1, Monday UTC+2)", () => {
    const rules = [rule(5, "09:00", "10:00"), rule(1, "09:00", "10:00")];
    const slots = computeSlots(available(rules), week("2025-03-27T00:00"));
    expect(slots.map((slot) => utc(slot.start))).toEqual(["2025-03-28T08:00:00.000Z", "2025-03-31T07:00:00.000Z"]);
  });

  it("yields only the hours that really pass on the March night (02:00-03:00 does not exist)", () => {
    const sundayNight = [rule(7, "01:00", "04:00")];
    const slots = computeSlots(available(sundayNight), week("2025-03-27T00:00"));
    // 01:00 to 04:00 local is two real hours that night: 01:00-03:00 CET/CEST then 03:00-04:00.
    expect(slots.map((slot) => utc(slot.start))).toEqual(["2025-03-30T00:00:00.000Z", "2025-03-30T01:00:00.000Z"]);
    const localStarts = slots.map((slot) => DateTime.fromMillis(slot.start, { zone: PARIS }).toFormat("HH:mm"));
    expect(localStarts).toEqual(["01:00", "03:00"]);
    // A rule starting inside the gap starts when the clock exists again.
    const inGap = computeSlots(available([rule(7, "02:30", "04:30")]), week("2025-03-27T00:00"));
    expect(utc(inGap[0]!.start)).toBe("2025-03-30T01:30:00.000Z");
  });

  it("yields the repeated hour on the October night and keeps 09:00 local on both sides", () => {
    const sundayNight = [rule(7, "01:00", "04:00")];
    const night = computeSlots(available(sundayNight), week("2025-10-23T00:00"));
    expect(night.map((slot) => utc(slot.start))).toEqual([
      "2025-10-25T23:00:00.000Z",
      "2025-10-26T00:00:00.000Z",
      "2025-10-26T01:00:00.000Z",
      "2025-10-26T02:00:00.000Z",
    ]);
    const days = computeSlots(available([rule(5, "09:00", "10:00"), rule(1, "09:00", "10:00")]), week("2025-10-23T00:00"));
    expect(days.map((slot) => utc(slot.start))).toEqual(["2025-10-24T07:00:00.000Z", "2025-10-27T08:00:00.000Z"]);
  });

  it("removes every slot that overlaps a live meeting, and only those", () => {
    const rules = [rule(1, "09:00", "13:00")];
    const busy = [{ start: paris("2025-06-02T10:15"), end: paris("2025-06-02T11:15") }];
    const slots = computeSlots(available(rules, { busy }), week("2025-06-02T00:00"));
    const local = slots.map((slot) => DateTime.fromMillis(slot.start, { zone: PARIS }).toFormat("HH:mm"));
    expect(local).toEqual(["09:00", "12:00"]);
    // A meeting that ends exactly when a slot starts does not block it (half-open intervals).
    const touching = [{ start: paris("2025-06-02T08:00"), end: paris("2025-06-02T09:00") }];
    expect(computeSlots(available(rules, { busy: touching }), week("2025-06-02T00:00"))).toHaveLength(4);
  });

  it("applies closures and extra openings", () => {
    const rules = weekdays("09:00", "11:00");
    const closures = [{ start: paris("2025-06-03T00:00"), end: paris("2025-06-05T00:00") }];
    const extraOpenings = [{ start: paris("2025-06-07T10:00"), end: paris("2025-06-07T12:00") }];
    const slots = computeSlots(available(rules, { closures, extraOpenings }), week("2025-06-02T00:00"));
    const days = slots.map((slot) => DateTime.fromMillis(slot.start, { zone: PARIS }).toISODate());
    expect(days).toEqual([
      "2025-06-02",
      "2025-06-02",
      "2025-06-05",
      "2025-06-05",
      "2025-06-06",
      "2025-06-06",
      "2025-06-07",
      "2025-06-07",
    ]);
  });

  it("stays inside the 7-day window and never offers past slots", () => {
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((day) => rule(day, "09:00", "10:00"));
    const window = week("2025-06-04T09:30");
    const slots = computeSlots(available(everyDay), window);
    // From Wednesday 09:30 to the next Wednesday 09:30: Thursday to Wednesday... minus the half-started ones.
    expect(slots).toHaveLength(6);
    expect(slots.every((slot) => slot.start >= window.from && slot.end <= window.to)).toBe(true);
    const now = paris("2025-06-06T12:00");
    expect(computeSlots(available(everyDay), { ...window, now })).toHaveLength(4);
  });

  it("recognises an offered slot and refuses one off the grid or outside the rules", () => {
    const availability = available([rule(1, "09:00", "12:00")]);
    const start = paris("2025-06-02T10:00");
    expect(isOfferedSlot(availability, { start, end: start + 3_600_000 }, 60, 0)).toBe(true);
    expect(isOfferedSlot(availability, { start: start + 900_000, end: start + 4_500_000 }, 60, 0)).toBe(false);
    expect(isOfferedSlot(availability, { start, end: start + 1_800_000 }, 60, 0)).toBe(false);
    const night = paris("2025-06-02T22:00");
    expect(isOfferedSlot(availability, { start: night, end: night + 3_600_000 }, 60, 0)).toBe(false);
  });
});

describe("grouping and paging", () => {
  const rules = weekdays("08:00", "18:00");

  it("merges professionals of one study into one slot with all participants", () => {
    const slots = computeSlots(available(rules), week("2025-06-02T00:00"));
    const grouped = groupSlots([
      { bailiffId: 2, studyId: 1, slots },
      { bailiffId: 1, studyId: 1, slots },
      { bailiffId: 3, studyId: 2, slots: slots.slice(0, 1) },
    ]);
    expect(grouped).toHaveLength(51);
    expect(grouped[0]!.bailiffIds).toEqual([1, 2]);
    expect(grouped[1]!.studyId).toBe(2);
  });

  it("serves 100 per page and the last page short, so the pager knows when to stop", () => {
    const perProfessional = Array.from({ length: 3 }, (_, index) => ({
      bailiffId: index + 1,
      studyId: index + 1,
      slots: computeSlots(available(rules), week("2025-06-02T00:00")),
    }));
    const all = groupSlots(perProfessional);
    expect(all).toHaveLength(150);
    const first = pageOf(all, 1);
    const second = pageOf(all, 2);
    expect(first.items).toHaveLength(SLOTS_PER_PAGE);
    expect(first.hasMore).toBe(true);
    expect(second.items).toHaveLength(50);
    expect(second.hasMore).toBe(false);
    expect([...first.items, ...second.items]).toEqual(all);
    expect(pageOf(all, 3).items).toHaveLength(0);
  });
});

describe("buffer and notice", () => {
  const zone = "Europe/Paris";
  const at = (iso: string) => DateTime.fromISO(iso, { zone }).toMillis();
  const mondayMorning = {
    rules: [{ weekday: 1, startMinute: 480, endMinute: 720, timeZone: zone }],
    extraOpenings: [],
    closures: [],
  };
  const meeting = { start: at("2026-12-07T10:00"), end: at("2026-12-07T11:00") };
  const window = { from: at("2026-12-07T00:00"), to: at("2026-12-08T00:00"), slotMinutes: 60, now: at("2026-12-01T00:00") };
  const hours = (slots: Array<{ start: number }>) =>
    slots.map((slot) => DateTime.fromMillis(slot.start, { zone }).toFormat("HH:mm"));

  it("keeps the buffer free on both sides of a meeting", () => {
    expect(hours(computeSlots({ ...mondayMorning, busy: [meeting] }, window))).toEqual(["08:00", "09:00", "11:00"]);
    expect(hours(computeSlots({ ...mondayMorning, busy: [meeting], bufferMinutes: 30 }, window))).toEqual(["08:00"]);
    expect(hours(computeSlots({ ...mondayMorning, busy: [meeting], bufferMinutes: 60 }, window))).toEqual(["08:00"]);
  });

  it("offers nothing sooner than the notice", () => {
    const now = at("2026-12-06T09:30");
    expect(hours(computeSlots({ ...mondayMorning, busy: [] }, { ...window, now }))).toEqual(["08:00", "09:00", "10:00", "11:00"]);
    expect(hours(computeSlots({ ...mondayMorning, busy: [], noticeMinutes: 24 * 60 }, { ...window, now }))).toEqual([
      "10:00",
      "11:00",
    ]);
  });
});
