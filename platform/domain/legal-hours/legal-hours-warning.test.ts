import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { legalHoursWarning } from "./legal-hours-warning";

const at = (iso: string, minutes = 60) => {
  const start = DateTime.fromISO(iso, { zone: "Europe/Paris" }).toMillis();
  return { start, end: start + minutes * 60_000 };
};

describe("legalHoursWarning", () => {
  it("warns a constat on a Sunday, after 21:00 or on a public holiday, and says nothing inside legal hours", async () => {
    const none = () => null;
    expect(await legalHoursWarning({ kind: "meeting", ...at("2026-11-29T10:00") }, none)).toBe(
      "Attention : ce rendez-vous a lieu un dimanche, en dehors des heures légales des actes (6 h – 21 h, hors dimanches et jours fériés).",
    );
    expect(await legalHoursWarning({ kind: "meeting", ...at("2026-11-24T20:30") }, none)).toMatch(/après 21 h/);
    expect(await legalHoursWarning({ kind: "meeting", ...at("2027-05-08T10:00") }, none)).toMatch(/un jour férié/);
    expect(await legalHoursWarning({ kind: "meeting", ...at("2026-11-24T10:00") }, none)).toBeNull();
  });

  it("asks for the department only for Alsace-Moselle's own holidays, and warns there only", async () => {
    let asked = 0;
    const department = (code: string) => () => {
      asked += 1;
      return code;
    };
    // 26 December 2026 is a Saturday: a holiday in Moselle and Alsace only.
    expect(await legalHoursWarning({ kind: "meeting", ...at("2026-12-26T10:00") }, department("69"))).toBeNull();
    expect(await legalHoursWarning({ kind: "meeting", ...at("2026-12-26T10:00") }, department("67"))).toMatch(/un jour férié/);
    expect(asked).toBe(2);
    await legalHoursWarning({ kind: "meeting", ...at("2026-11-24T10:00") }, department("67"));
    expect(asked).toBe(2);
  });

  it("leaves bounded acts (refused elsewhere) and consultations alone", async () => {
    for (const kind of ["judgment", "recovery", "consultation"] as const) {
      expect(await legalHoursWarning({ kind, ...at("2026-11-29T10:00") }, () => null)).toBeNull();
    }
  });
});
