// The agenda's drives (docs/decisions/3006): between two on-site meetings of a professional's Paris day
// the agenda's events say the estimated minutes to the second, computed by the platform with the slots'
// own rule; none for a video call, the first meeting of a day or a meeting of the next day. On PGlite and
// on PostgreSQL when one answers (the meetings' places are read by SQL of their own).
import { expect, it } from "vitest";
import { parisDayBounds } from "~common/paris-time";
import { compactEventsAnswer, rebuildCalendarEvents } from "../../../app/features/agenda/agenda-client.server";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { mondayIn, reportTypeOf } from "../../test-support/booking-helpers";
import { placedMeeting } from "../../test-support/placed-meeting";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import { describeOnEachDatabase } from "../../test-support/test-backends";

const VENISSIEUX = { lat: 45.6975, lon: 4.8867 };
const VILLEURBANNE = { lat: 45.7719, lon: 4.8902 };

describeOnEachDatabase("the agenda's drives between on-site meetings", (platform) => {
  it("says 33 minutes from Vénissieux to Villeurbanne and back, nothing for the day's first meeting or a video call", async () => {
    const studyId = await demoStudyId(platform());
    const { db } = platform().platform;
    const bailiffId = (
      await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.bailiff).executeTakeFirstOrThrow()
    ).id;
    const reportType = await reportTypeOf(platform(), studyId, "general-meeting");
    const tuesday = mondayIn(8).plus({ days: 1 }).toISODate()!;
    const wednesday = mondayIn(8).plus({ days: 2 }).toISODate()!;
    const at = (day: string, hour: number, minute = 0) => parisDayBounds(day).start.getTime() + (hour * 60 + minute) * 60_000;
    const meeting = (start: number, end: number, place: { lat: number; lon: number } | null) =>
      placedMeeting(db, { studyId, professionalId: bailiffId, reportTypeId: reportType.id, start, end, place });
    const first = await meeting(at(tuesday, 9), at(tuesday, 10), VENISSIEUX);
    const second = await meeting(at(tuesday, 11), at(tuesday, 12), VILLEURBANNE);
    const video = await meeting(at(tuesday, 14), at(tuesday, 14, 30), null);
    const third = await meeting(at(tuesday, 15), at(tuesday, 16), VENISSIEUX);
    const nextMorning = await meeting(at(wednesday, 9), at(wednesday, 10), VILLEURBANNE);

    const bailiff = await staffCaller(platform(), "bailiff", studyId);
    const path = `/api/bailiff/${studyId}/calendar/events?start_date=${tuesday}&end_date=${wednesday}`;
    const full = await bailiff("GET", path);
    expect(full.status).toBe(200);
    const minutesTo = (events: Array<{ meeting_id: number | null; travel_minutes: number | null }>) =>
      new Map(events.filter((event) => event.meeting_id !== null).map((event) => [event.meeting_id!, event.travel_minutes]));
    const expected = new Map([
      [first, null],
      [second, 33],
      [video, null],
      // From Villeurbanne, the video call in between not being a place.
      [third, 33],
      [nextMorning, null],
    ]);
    const answered = minutesTo(full.body.data);
    for (const [id, minutes] of expected) expect(answered.get(id)).toBe(minutes);

    // The app's compact form says the same, rebuilt by the app's own reader.
    const compact = compactEventsAnswer.parse((await bailiff("GET", `${path}&format=compact`)).body);
    const rebuilt = minutesTo(rebuildCalendarEvents(compact).data);
    for (const [id, minutes] of expected) expect(rebuilt.get(id)).toBe(minutes);
  });
});
