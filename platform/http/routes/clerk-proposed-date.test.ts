// Issue 38, point 14: « Modifier la date » by a clerk on a meeting nobody has confirmed yet proposes the
// date and leaves the confirmation to the professional (pro-side §6: confirming is the bailiff's); the
// professional's own new date, and a clerk's on a confirmed meeting, stay confirmed. Dates come from the
// platform's clock (days ahead of now), never from a fixed day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { freshCase } from "../../test-support/case-helpers";
import { startProSide, type staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";
import { parisToday, parisWeekday, shiftParisDay } from "~common/paris-time";

type Caller = Awaited<ReturnType<typeof staffCaller>>;

describe("a new date set by a clerk", () => {
  let platform: TestPlatform;
  let studyId: number;
  let base: string;
  let bailiff: Caller;
  let clerk: Caller;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff, clerk } = await startProSide());
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  /** 07:10 on the first weekday `days` ahead, as the date field sends it ("YYYY-MM-DD HH:mm", Paris): a time the seeded agenda leaves free. */
  function dateAhead(days: number): string {
    let day = shiftParisDay(parisToday(), days);
    while (parisWeekday(day) > 5) day = shiftParisDay(day, 1);
    return `${day} 07:10`;
  }

  /** A meeting waiting for confirmation, given to the demo bailiff (a clerk dates only a meeting with its professional). */
  async function pendingMeeting() {
    const { db } = platform.platform;
    const created = await freshCase(db, studyId, DEMO_EMAILS.customer, { marking: "inprogress", meeting: "waiting" });
    const professional = await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.bailiff).executeTakeFirstOrThrow();
    await db.updateTable("meetings").set({ bailiff_id: professional.id }).where("id", "=", created.meetingId).execute();
    return created;
  }

  it("proposes the date on a pending meeting: still to confirm, and the professional confirms it", async () => {
    const { demandId, meetingId } = await pendingMeeting();
    const moved = await clerk("POST", `${base}/meetings/${meetingId}/update-slot`, {
      form: { date: dateAhead(41), expected_status: "waiting" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.meeting.status).toBe("waiting");
    expect(moved.body.meeting.selectedSlot.start_date).toBe(moved.body.meeting.start_date);
    expect(moved.body.meeting.allowed_actions).not.toContain("confirm");

    const seen = (await bailiff("GET", `/api/demands/${demandId}`)).body.meetings[0];
    expect(seen.allowed_actions).toContain("confirm");
    const confirmed = await bailiff("POST", `${base}/meetings/${meetingId}/confirm`, { json: { slot_id: seen.selectedSlot.id } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.meeting).toMatchObject({ status: "validated", start_date: moved.body.meeting.start_date });
  });

  it("keeps the professional's own new date confirmed, and a confirmed meeting confirmed whoever moves it", async () => {
    const byProfessional = await pendingMeeting();
    const own = await bailiff("POST", `${base}/meetings/${byProfessional.meetingId}/update-slot`, {
      form: { date: dateAhead(44) },
    });
    expect(own.body.meeting.status).toBe("validated");
    const movedAgain = await clerk("POST", `${base}/meetings/${byProfessional.meetingId}/update-slot`, {
      form: { date: dateAhead(47) },
    });
    expect(movedAgain.body.meeting.status).toBe("validated");
  });
});
