// parisIso agrees with luxon around both DST changes and on ordinary days.
import { DateTime } from "luxon";
import { expect, it } from "vitest";
import { parisIso } from "./offset";

it("formats like luxon, minute by minute around the March and October changes", () => {
  for (const start of ["2025-03-30T00:00:00Z", "2025-10-26T00:00:00Z", "2026-07-14T10:00:00Z"]) {
    const from = Date.parse(start);
    for (let millis = from; millis < from + 4 * 3_600_000; millis += 60_000) {
      expect(parisIso(millis)).toBe(DateTime.fromMillis(millis, { zone: "Europe/Paris" }).toISO({ suppressMilliseconds: true }));
    }
  }
  expect(parisIso(Date.parse("2025-03-30T01:00:00Z"))).toBe("2025-03-30T03:00:00+02:00");
  expect(parisIso(Date.parse("2025-10-26T00:30:00Z"))).toBe("2025-10-26T02:30:00+02:00");
  expect(parisIso(Date.parse("2025-10-26T01:30:00Z"))).toBe("2025-10-26T02:30:00+01:00");
});
