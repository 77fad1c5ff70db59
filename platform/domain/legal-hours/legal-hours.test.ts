// Legal hours: Sundays, 21:00, 6:00, national holidays computed from Easter (Whit Monday, Ascension…),
// 8 May, Alsace-Moselle's Good Friday and 26 December, and the daylight-saving weekends; and the slot
// engine honouring them for bounded acts only.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { computeSlots } from "../../slots/compute-slots";
import { departmentOfPostcode, easterSunday, publicHolidays } from "./french-holidays";
import { legalHoursBreach, legalHoursMessage, legalHoursPolicy, outsideLegalHoursIn } from "./legal-hours";

const paris = (iso: string) => DateTime.fromISO(iso, { zone: "Europe/Paris" }).toMillis();
const HOUR = 3_600_000;
const breach = (iso: string, hours = 1, department: string | null = "69") =>
  legalHoursBreach(paris(iso), paris(iso) + hours * HOUR, department);

describe("French public holidays", () => {
  it("computes Easter and the holidays that follow it", () => {
    expect(easterSunday(2024)).toEqual({ month: 3, day: 31 });
    expect(easterSunday(2026)).toEqual({ month: 4, day: 5 });
    expect(easterSunday(2038)).toEqual({ month: 4, day: 25 });
    const days = publicHolidays(2026).map((holiday) => holiday.day);
    expect(days).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
    const alsace = publicHolidays(2026, true).map((holiday) => holiday.day);
    expect(alsace).toContain("2026-04-03");
    expect(alsace).toContain("2026-12-26");
  });

  it("reads the department of a postcode", () => {
    expect(departmentOfPostcode("67000")).toBe("67");
    expect(departmentOfPostcode("97400")).toBe("974");
    expect(departmentOfPostcode("7500")).toBeNull();
  });
});

describe("legal hours", () => {
  it("bounds significations and enforcement, warns for constats, leaves consultations free", () => {
    expect(legalHoursPolicy("judgment")).toBe("bounded");
    expect(legalHoursPolicy("recovery")).toBe("bounded");
    expect(legalHoursPolicy("meeting")).toBe("warning");
    expect(legalHoursPolicy("consultation")).toBe("free");
  });

  it("refuses a Sunday", () => {
    expect(breach("2026-11-29T10:00")).toEqual({ reason: "sunday" });
    expect(breach("2026-11-28T10:00")).toBeNull();
  });

  it("refuses from 21:00 and before 6:00, and an appointment running past 21:00", () => {
    expect(breach("2026-11-24T20:00")).toBeNull();
    expect(breach("2026-11-24T21:00")).toEqual({ reason: "too_late" });
    expect(breach("2026-11-24T20:30")).toEqual({ reason: "too_late" });
    expect(breach("2026-11-24T23:30")).toEqual({ reason: "too_late" });
    expect(breach("2026-11-24T06:00")).toBeNull();
    expect(breach("2026-11-24T05:30")).toEqual({ reason: "too_early" });
  });

  it("refuses Whit Monday, Ascension and 8 May", () => {
    expect(breach("2026-05-25T10:00")).toEqual({ reason: "holiday", holiday: "Lundi de Pentecôte" });
    expect(breach("2026-05-14T10:00")).toEqual({ reason: "holiday", holiday: "Ascension" });
    expect(breach("2026-05-08T10:00")).toEqual({ reason: "holiday", holiday: "Victoire 1945" });
    expect(breach("2027-05-17T10:00")).toEqual({ reason: "holiday", holiday: "Lundi de Pentecôte" });
  });

  it("refuses Alsace-Moselle's 26 December and Good Friday there only", () => {
    expect(breach("2026-12-26T10:00", 1, "67")).toEqual({ reason: "holiday", holiday: "Saint-Étienne" });
    expect(breach("2026-12-26T10:00", 1, "57")).toEqual({ reason: "holiday", holiday: "Saint-Étienne" });
    expect(breach("2026-12-26T10:00", 1, "69")).toBeNull();
    expect(breach("2026-12-26T10:00", 1, null)).toBeNull();
    expect(breach("2026-04-03T10:00", 1, "68")).toEqual({ reason: "holiday", holiday: "Vendredi saint" });
    expect(breach("2026-04-03T10:00", 1, "75")).toBeNull();
  });

  it("reads French time on the daylight-saving weekends", () => {
    // Spring forward (29 March 2026): 04:30 UTC is 05:30 in winter time, 06:30 in summer time.
    expect(legalHoursBreach(Date.parse("2026-03-28T04:30:00Z"), Date.parse("2026-03-28T05:30:00Z"), null)).toEqual({
      reason: "too_early",
    });
    expect(legalHoursBreach(Date.parse("2026-03-30T04:30:00Z"), Date.parse("2026-03-30T05:30:00Z"), null)).toBeNull();
    expect(breach("2026-03-29T10:00")).toEqual({ reason: "sunday" });
    // Fall back (25 October 2026): 19:00 UTC is 21:00 in summer time, 20:00 in winter time.
    expect(legalHoursBreach(Date.parse("2026-10-24T19:00:00Z"), Date.parse("2026-10-24T20:00:00Z"), null)).toEqual({
      reason: "too_late",
    });
    expect(legalHoursBreach(Date.parse("2026-10-26T19:00:00Z"), Date.parse("2026-10-26T20:00:00Z"), null)).toBeNull();
  });

  it("says why in French, as a refusal or a warning", () => {
    expect(legalHoursMessage({ reason: "sunday" }, "bounded")).toBe(
      "Les significations et mesures d'exécution ne peuvent pas avoir lieu un dimanche : choisissez un créneau entre 6 h et 21 h, hors dimanches et jours fériés.",
    );
    expect(legalHoursMessage({ reason: "holiday", holiday: "Ascension" }, "warning")).toContain("un jour férié (Ascension)");
  });
});

describe("the slot engine and legal hours", () => {
  // Every day 05:00–23:00 around the spring DST weekend and Whit Monday.
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    startMinute: 300,
    endMinute: 1380,
    timeZone: "Europe/Paris",
  }));
  const availability = { rules: everyDay, extraOpenings: [], closures: [], busy: [] };
  const local = (slot: { start: number }) => DateTime.fromMillis(slot.start, { zone: "Europe/Paris" }).toFormat("ccc HH:mm");

  it("offers a bounded act only from 6:00 to 21:00 on working days, across the DST weekend", () => {
    const window = { from: paris("2026-03-27T00:00"), to: paris("2026-03-31T00:00"), slotMinutes: 60, now: 0 };
    const free = computeSlots(availability, window);
    const bounded = computeSlots(availability, { ...window, outsideLegalHours: outsideLegalHoursIn("69") });
    expect(free.map(local)).toContain("Sun 10:00");
    expect(free.map(local)).toContain("Sat 05:00");
    const starts = bounded.map(local);
    expect(starts.filter((start) => start.startsWith("Sun"))).toEqual([]);
    expect(starts.filter((start) => start.startsWith("Sat"))).toEqual(
      ["06", "07", "08", "09", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20"].map((hour) => `Sat ${hour}:00`),
    );
    expect(starts.filter((start) => start.startsWith("Mon"))).toHaveLength(15);
  });

  it("offers nothing bounded on Whit Monday", () => {
    const window = { from: paris("2026-05-25T00:00"), to: paris("2026-05-26T00:00"), slotMinutes: 60, now: 0 };
    expect(computeSlots(availability, window)).toHaveLength(18);
    expect(computeSlots(availability, { ...window, outsideLegalHours: outsideLegalHoursIn(null) })).toEqual([]);
  });
});
