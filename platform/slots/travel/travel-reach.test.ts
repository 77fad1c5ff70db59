// The slots engine on site (docs/decisions/3004): a slot the professional cannot drive to in time from
// their previous on-site meeting of the day (or from the study when the day's first opening starts), or
// from which they cannot reach their next one, is not offered; the others are. Days are Paris days
// (stretched over an opening that runs through midnight) and drives are real elapsed time, the nights the
// clocks change included. Video calls (no place to drive to) are not concerned.
import { describe, expect, it } from "vitest";
import type { PlacedInterval } from "./on-site-meetings";
import { TRAVEL_DEFAULTS, type TravelPlace } from "./travel-time";
import { computeSlots, type Availability, type WeeklyRule } from "../compute-slots";

// 8.3 km apart in a straight line: 33 minutes at the defaults (× 1.3, 20 km/h in town).
const VENISSIEUX: TravelPlace = { lat: 45.6975, lon: 4.8867, density: "urban" };
const VILLEURBANNE: TravelPlace = { lat: 45.7719, lon: 4.8902, density: "urban" };

const at = (iso: string) => Date.parse(iso);
const iso = (millis: number) => new Date(millis).toISOString();
const rule = (weekday: number, from: string, to: string): WeeklyRule => {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return { weekday, startMinute: minutes(from), endMinute: minutes(to), timeZone: "Europe/Paris" };
};
const meetingIn = (place: TravelPlace, start: string, end: string): PlacedInterval => ({ start: at(start), end: at(end), place });

/** A professional whose study is at `home`, with these rules and on-site meetings. */
function professional(rules: WeeklyRule[], meetings: PlacedInterval[], home: TravelPlace = VILLEURBANNE): Availability {
  return {
    rules,
    extraOpenings: [],
    closures: [],
    busy: meetings.map(({ start, end }) => ({ start, end })),
    travel: { home, settings: TRAVEL_DEFAULTS, onSite: meetings },
  };
}

/** The slot starts (UTC ISO) of [from, to) for a visit at `destination` (none: a video call). */
function starts(availability: Availability, from: string, to: string, slotMinutes: number, destination?: TravelPlace) {
  return computeSlots(availability, {
    from: at(from),
    to: at(to),
    slotMinutes,
    now: 0,
    ...(destination ? { destination } : {}),
  }).map((slot) => iso(slot.start));
}

describe("on-site slots within driving reach", () => {
  it("does not offer 09:00 in Villeurbanne after a meeting ending at 08:45 in Vénissieux, but 09:30", () => {
    const tuesday = professional(
      [rule(2, "08:00", "11:00")],
      [meetingIn(VENISSIEUX, "2026-12-08T08:00+01:00", "2026-12-08T08:45+01:00")],
    );
    const window = ["2026-12-08T00:00+01:00", "2026-12-09T00:00+01:00"] as const;
    // 08:45 + 33 minutes: 09:18.
    expect(starts(tuesday, ...window, 30, VILLEURBANNE)).toEqual([
      "2026-12-08T08:30:00.000Z",
      "2026-12-08T09:00:00.000Z",
      "2026-12-08T09:30:00.000Z",
    ]);
    // In Vénissieux itself, no drive: 09:00 is offered.
    expect(starts(tuesday, ...window, 30, VENISSIEUX)[0]).toBe("2026-12-08T08:00:00.000Z");
    // A video call goes nowhere: every free slot.
    expect(starts(tuesday, ...window, 30)[0]).toBe("2026-12-08T08:00:00.000Z");
  });

  it("keeps the time to drive on to the next on-site meeting of the day", () => {
    const tuesday = professional(
      [rule(2, "09:00", "12:00")],
      [meetingIn(VENISSIEUX, "2026-12-08T11:00+01:00", "2026-12-08T12:00+01:00")],
    );
    // Ending at 10:00 leaves 10:33 in Vénissieux; ending at 10:30, 11:03: too late for 11:00.
    expect(starts(tuesday, "2026-12-08T00:00+01:00", "2026-12-09T00:00+01:00", 30, VILLEURBANNE)).toEqual([
      "2026-12-08T08:00:00.000Z",
      "2026-12-08T08:30:00.000Z",
    ]);
  });

  it("starts a day without an earlier on-site meeting from the study, when the day's first opening starts", () => {
    const rules = [rule(2, "09:00", "12:00"), rule(2, "14:00", "16:00")];
    const window = ["2026-12-08T00:00+01:00", "2026-12-09T00:00+01:00"] as const;
    // From a study in Vénissieux, Villeurbanne is reached at 09:33: not at 09:00, but the afternoon is free.
    expect(starts(professional(rules, [], VENISSIEUX), ...window, 60, VILLEURBANNE)).toEqual([
      "2026-12-08T09:00:00.000Z",
      "2026-12-08T10:00:00.000Z",
      "2026-12-08T13:00:00.000Z",
      "2026-12-08T14:00:00.000Z",
    ]);
    // From a study next door, 09:00 is offered.
    expect(starts(professional(rules, [], VILLEURBANNE), ...window, 60, VILLEURBANNE)[0]).toBe("2026-12-08T08:00:00.000Z");
    // A video call is reached from anywhere.
    expect(starts(professional(rules, [], VENISSIEUX), ...window, 60)[0]).toBe("2026-12-08T08:00:00.000Z");
  });

  it("drives from the meeting before midnight in a night's opening, and from the study the morning after", () => {
    const window = ["2026-12-07T00:00+01:00", "2026-12-09T00:00+01:00"] as const;
    // 23:30 + 33 minutes: 00:03, after the 00:00 slot of the same night's opening.
    const night = [rule(1, "22:00", "24:00"), rule(2, "00:00", "02:00")];
    const lateInVenissieux = meetingIn(VENISSIEUX, "2026-12-07T22:00+01:00", "2026-12-07T23:30+01:00");
    expect(starts(professional(night, [lateInVenissieux]), ...window, 60, VILLEURBANNE)).toEqual(["2026-12-08T00:00:00.000Z"]);
    // Without a night's opening, Tuesday is another day: it starts at the study in Vénissieux at 09:00 (09:33
    // in Villeurbanne), not from Monday evening's meeting in Villeurbanne itself.
    const lateInVilleurbanne = meetingIn(VILLEURBANNE, "2026-12-07T22:00+01:00", "2026-12-07T23:30+01:00");
    expect(
      starts(professional([rule(2, "09:00", "11:00")], [lateInVilleurbanne], VENISSIEUX), ...window, 60, VILLEURBANNE),
    ).toEqual(["2026-12-08T09:00:00.000Z"]);
  });

  it("counts the drive in real time on the March night the clocks skip an hour", () => {
    // 28 March 2027: 02:00 CET becomes 03:00 CEST. From 01:50 CET, 33 minutes is 03:23 CEST.
    const sunday = professional(
      [rule(7, "00:00", "06:00")],
      [meetingIn(VENISSIEUX, "2027-03-28T01:00+01:00", "2027-03-28T01:50+01:00")],
    );
    expect(starts(sunday, "2027-03-28T00:00+01:00", "2027-03-29T00:00+02:00", 60, VILLEURBANNE)).toEqual([
      // 00:00 is too late to reach the 01:00 meeting; 03:00 CEST (ten real minutes after 01:50) too early.
      "2027-03-28T02:00:00.000Z",
      "2027-03-28T03:00:00.000Z",
    ]);
  });

  it("counts the drive in real time on the October night the clocks repeat an hour", () => {
    // 31 October 2027: 03:00 CEST becomes 02:00 CET. From 01:50 CEST, 33 minutes is 02:23 CEST.
    const sunday = professional(
      [rule(7, "00:00", "04:00")],
      [meetingIn(VENISSIEUX, "2027-10-31T01:00+02:00", "2027-10-31T01:50+02:00")],
    );
    expect(starts(sunday, "2027-10-31T00:00+02:00", "2027-11-01T00:00+01:00", 60, VILLEURBANNE)).toEqual([
      // 02:00 CEST is ten minutes after the meeting; the second 02:00 (CET), seventy: reached.
      "2027-10-31T01:00:00.000Z",
      "2027-10-31T02:00:00.000Z",
    ]);
  });
});
