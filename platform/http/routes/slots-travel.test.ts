// The slot search on site (docs/decisions/3004): Maître Dupont (the demo study, Lyon, open 08:30–12:00
// and 14:00–18:00) has an on-site meeting in Vénissieux; a customer in Villeurbanne (33 minutes away at
// the defaults) is not offered the slot that starts 15 minutes after it, a customer in Vénissieux and a
// video call are. A day without an earlier meeting starts from the study at 08:30, and the study's own
// speeds are the ones used; a consultation is driven to at the study's office.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDayBounds } from "~common/paris-time";
import type { PlatformDb } from "../../db/open-database";
import { DEMO_STUDY_SLUG } from "../../seed/demo-accounts";
import { mondayIn, reportTypeOf, studyBySlug } from "../../test-support/booking-helpers";
import { placedMeeting } from "../../test-support/placed-meeting";
import { staffCaller } from "../../test-support/pro-helpers";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";

const VENISSIEUX = { lat: 45.6975, lon: 4.8867 };
const VILLEURBANNE = { lat: 45.7719, lon: 4.8902 };
const MINUTE = 60_000;

let platform: TestPlatform;
let db: PlatformDb;
let demo: Awaited<ReturnType<typeof studyBySlug>>;
let dupontId: number;
let meeting: Awaited<ReturnType<typeof reportTypeOf>>;
/** Paris days of a quiet week, far from the seeded agenda: Tuesday has the meeting, Wednesday none. */
const tuesday = mondayIn(6).plus({ days: 1 }).toISODate()!;
const wednesday = mondayIn(6).plus({ days: 2 }).toISODate()!;
/** An instant of a Paris day at a clock time, in minutes after midnight (no clock change on a weekday). */
const clock = (day: string, minutes: number) => parisDayBounds(day).start.getTime() + minutes * MINUTE;

beforeAll(async () => {
  platform = await startTestPlatform();
  db = platform.platform.db;
  demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
  dupontId = demo.bailiffs.find((bailiff) => bailiff.lastname === "Dupont")!.id;
  meeting = await reportTypeOf(platform, demo.id, "general-meeting");
});
afterAll(async () => {
  await platform?.close();
});

/** A validated meeting of Maître Dupont's at `place` (a video call without one). */
const dupontMeeting = (start: number, end: number, place: { lat: number; lon: number } | null) =>
  placedMeeting(db, { studyId: demo.id, professionalId: dupontId, reportTypeId: meeting.id, start, end, place });

/** The starts (epoch ms) of Maître Dupont's slots on `day` for a visit at `place` (none: a video call). */
async function dupontStarts(day: string, place: { lat: number; lon: number } | null, reportTypeId = meeting.id) {
  const query = new URLSearchParams({
    start_date: day,
    end_date: day,
    study_id: String(demo.id),
    bailiff_id: String(dupontId),
    report_type_id: String(reportTypeId),
    ...(place ? { lat: String(place.lat), lon: String(place.lon) } : { type: "visio" }),
  });
  const { status, body } = await platform.call("GET", `/api/calendar/available-slots?${query}`);
  expect(status).toBe(200);
  return (body.available_slots as Array<{ start: string }>).map((slot) => Date.parse(slot.start));
}

describe("on-site slots within driving reach", () => {
  it("leaves out the slot a customer in Villeurbanne cannot be reached for after a meeting in Vénissieux", async () => {
    const length = meeting.slot_duration;
    // The meeting holds a slot of the grid and ends 15 minutes before the next one starts.
    const gridStart = (index: number) => clock(tuesday, 8 * 60 + 30 + index * length);
    await dupontMeeting(gridStart(1), gridStart(2) - 15 * MINUTE, VENISSIEUX);

    const villeurbanne = await dupontStarts(tuesday, VILLEURBANNE);
    expect(villeurbanne).not.toContain(gridStart(2));
    // The afternoon is reached: 14:00 is offered.
    expect(villeurbanne).toContain(clock(tuesday, 14 * 60));
    // In Vénissieux itself, and by video, the slot is free.
    expect(await dupontStarts(tuesday, VENISSIEUX)).toContain(gridStart(2));
    expect(await dupontStarts(tuesday, null)).toContain(gridStart(2));
  });

  it("starts a day without an earlier meeting from the study at its first opening, at the study's own speeds", async () => {
    const admin = await staffCaller(platform, "studyAdmin", demo.id);
    const firstOpening = clock(wednesday, 8 * 60 + 30);
    // At the study's door, 08:30 is offered; in Villeurbanne (about 17 minutes from the office) it is not.
    expect((await dupontStarts(wednesday, { lat: demo.address_lat, lon: demo.address_lon }))[0]).toBe(firstOpening);
    const atDefaults = await dupontStarts(wednesday, VILLEURBANNE);
    expect(atDefaults[0]).toBe(firstOpening + meeting.slot_duration * MINUTE);

    // At 5 km/h in town, the office is more than an hour from Villeurbanne: the second slot goes too.
    const slow = { detour_factor: "1,3", urban_speed_kmh: "5", periurban_speed_kmh: "35", rural_speed_kmh: "55" };
    expect((await admin("PUT", `/api/admin/${demo.id}/travel`, { form: slow })).status).toBe(200);
    try {
      expect((await dupontStarts(wednesday, VILLEURBANNE))[0]).toBeGreaterThan(firstOpening + meeting.slot_duration * MINUTE);
    } finally {
      await admin("PUT", `/api/admin/${demo.id}/travel`, {
        json: { detour_factor: 1.3, urban_speed_kmh: 20, periurban_speed_kmh: 35, rural_speed_kmh: 55 },
      });
    }
  });

  it("drives to a consultation at the study's office, wherever the customer lives", async () => {
    const consultation = await reportTypeOf(platform, demo.id, "general-consultation");
    await db
      .updateTable("study_report_types")
      .set({ enabled: true })
      .where("study_id", "=", demo.id)
      .where("report_type_id", "=", consultation.id)
      .execute();
    const thursday = mondayIn(6).plus({ days: 3 }).toISODate()!;
    const gridStart = (index: number) => clock(thursday, 8 * 60 + 30 + index * consultation.slot_duration);
    // An on-site meeting in Vénissieux ends 15 minutes before a slot: the office is 33 minutes away.
    await dupontMeeting(gridStart(1), gridStart(2) - 15 * MINUTE, VENISSIEUX);
    const offered = await dupontStarts(thursday, VILLEURBANNE, consultation.id);
    expect(offered).not.toContain(gridStart(2));
    // A day without meetings starts at the office itself, whatever the customer's address: 08:30.
    const friday = mondayIn(6).plus({ days: 4 }).toISODate()!;
    expect((await dupontStarts(friday, VILLEURBANNE, consultation.id))[0]).toBe(clock(friday, 8 * 60 + 30));
  });
});
