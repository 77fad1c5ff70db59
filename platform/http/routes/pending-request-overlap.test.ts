// Issue 38, point 15: dating a meeting over a customer's request that waits for the professional's
// confirmation (10:35 while 11:05 is pending) answers a warning the page can show, and the pending
// meeting no longer offers its taken slot for confirmation. The day is taken from today, weeks ahead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisToday, parisWallClockInstant, parisWeekday, shiftParisDay } from "~common/paris-time";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { freshCase } from "../../test-support/case-helpers";
import { startProSide, type staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;
const MINUTE = 60_000;

describe("dating a meeting over a pending request", () => {
  let platform: TestPlatform;
  let studyId: number;
  let base: string;
  let bailiff: Caller;
  let professionalId: number;
  let day: string;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff } = await startProSide());
    professionalId = (
      await platform.platform.db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.bailiff).executeTakeFirstOrThrow()
    ).id;
    day = shiftParisDay(parisToday(), 60);
    while (parisWeekday(day) > 5) day = shiftParisDay(day, 1);
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  /**
   * A new confirmed meeting of the professional, `minutes` long (dated first well beyond the test's day),
   * then given the new date `date` by the professional: the action's answer.
   */
  async function movedMeeting(minutes: number, date: string) {
    const { db } = platform.platform;
    const other = await freshCase(db, studyId, DEMO_EMAILS.customer, { marking: "inprogress", meeting: "validated" });
    const far = Date.now() + (400 + other.meetingId) * 86_400_000;
    await db
      .updateTable("meetings")
      .set({ bailiff_id: professionalId, starts_at: new Date(far), ends_at: new Date(far + minutes * MINUTE) })
      .where("id", "=", other.meetingId)
      .execute();
    return bailiff("POST", `${base}/meetings/${other.meetingId}/update-slot`, { form: { date } });
  }

  it("warns, and stops offering the request's slot for confirmation", async () => {
    const { db } = platform.platform;
    // The customer's request: 11:05 proposed to the demand's professional, the meeting not yet given to one.
    const request = await freshCase(db, studyId, DEMO_EMAILS.customer, { marking: "inprogress", meeting: "waiting" });
    const requested = parisWallClockInstant(day, "11:05")!.getTime();
    await db.updateTable("demands").set({ operator_id: professionalId }).where("id", "=", request.demandId).execute();
    await db
      .updateTable("meetings")
      .set({ starts_at: new Date(requested), ends_at: new Date(requested + 60 * MINUTE) })
      .where("id", "=", request.meetingId)
      .execute();
    await db
      .insertInto("meeting_slots")
      .values({
        meeting_id: request.meetingId,
        start_date: new Date(requested),
        end_date: new Date(requested + 60 * MINUTE),
        selected: true,
      })
      .execute();
    const before = (await bailiff("GET", `/api/demands/${request.demandId}`)).body.meetings[0];
    expect(before.allowed_actions).toContain("confirm");
    expect(before.slots[0].available).toBe(true);

    // Another case's confirmed meeting of the professional, 90 minutes long, moved to 10:35 that day.
    const moved = await movedMeeting(90, `${day} 10:35`);
    expect(moved.status).toBe(200);
    expect(moved.body.pending_request_warning).toMatch(
      /^Ce créneau chevauche une demande de rendez-vous en attente de confirmation \(le .+ à 11:05\) : elle ne pourra plus être confirmée à cette heure\.$/,
    );

    const after = (await bailiff("GET", `/api/demands/${request.demandId}`)).body.meetings[0];
    expect(after.slots[0].available).toBe(false);
    expect(after.allowed_actions).not.toContain("confirm");
    expect(after.allowed_actions).toContain("decline");
  });

  it("answers no warning for a time clear of every pending request", async () => {
    const moved = await movedMeeting(30, `${day} 07:20`);
    expect(moved.status).toBe(200);
    expect(moved.body.pending_request_warning).toBeNull();
  });
});
