// Issue 38, point 17 (the platform's half): a meeting completed before its end ends then, so the rest
// of its time is free again for the professional's agenda and the slot search (both read the meeting's
// end); one completed after its end keeps it. Times are taken from now, either side of the meeting.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertProfessionalFree } from "../../domain/meetings/professional-availability";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { freshCase } from "../../test-support/case-helpers";
import { startProSide, type staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;
const HOUR = 3_600_000;

describe("completing a meeting early", () => {
  let platform: TestPlatform;
  let studyId: number;
  let base: string;
  let bailiff: Caller;
  /** A professional of the study with nothing in the agenda around now (the seeded agenda fills working hours). */
  let professionalId: number;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff } = await startProSide());
    const { db } = platform.platform;
    const professionals = await db
      .selectFrom("memberships")
      .innerJoin("membership_roles", "membership_roles.membership_id", "memberships.id")
      .select("memberships.user_id")
      .where("memberships.study_id", "=", studyId)
      .where("membership_roles.role", "in", ["bailiff", "lawyer"])
      .execute();
    const now = Date.now();
    for (const { user_id } of professionals) {
      const free = await assertProfessionalFree(db, user_id, new Date(now - 2 * HOUR), new Date(now + 4 * HOUR)).then(
        () => true,
        () => false,
      );
      if (free) {
        professionalId = user_id;
        return;
      }
    }
    // Every professional is busy now: clear this one's time, as the test owns its platform.
    professionalId = professionals[0]!.user_id;
    await db
      .updateTable("meetings")
      .set({ status: "canceled" })
      .where("bailiff_id", "=", professionalId)
      .where("starts_at", "<", new Date(now + 4 * HOUR))
      .where("ends_at", ">", new Date(now - 2 * HOUR))
      .execute();
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  /** A confirmed meeting of the demo bailiff between these offsets from now, in hours. */
  async function confirmedMeeting(fromHours: number, toHours: number) {
    const { db } = platform.platform;
    const created = await freshCase(db, studyId, DEMO_EMAILS.customer, { marking: "inprogress", meeting: "validated" });
    const now = Date.now();
    await db
      .updateTable("meetings")
      .set({ bailiff_id: professionalId, starts_at: new Date(now + fromHours * HOUR), ends_at: new Date(now + toHours * HOUR) })
      .where("id", "=", created.meetingId)
      .execute();
    return created;
  }

  it("ends the meeting when it is completed and frees the rest of its time", async () => {
    const { meetingId } = await confirmedMeeting(-1, 3);
    const { db } = platform.platform;
    const laterStart = new Date(Date.now() + HOUR);
    const laterEnd = new Date(Date.now() + 2 * HOUR);
    await expect(assertProfessionalFree(db, professionalId, laterStart, laterEnd, undefined)).rejects.toMatchObject({
      code: "slot_taken",
    });

    const before = Date.now();
    const { status, body } = await bailiff("PUT", `${base}/meetings/${meetingId}/complete`, { json: {} });
    expect(status).toBe(200);
    expect(body.meeting.status).toBe("completed");
    const end = Date.parse(body.meeting.end_date);
    expect(end).toBeGreaterThanOrEqual(before - 1000);
    expect(end).toBeLessThanOrEqual(Date.now());
    await expect(assertProfessionalFree(db, professionalId, laterStart, laterEnd, undefined)).resolves.toBeUndefined();
  });

  it("keeps the end of a meeting completed after it", async () => {
    const { meetingId } = await confirmedMeeting(-1.9, -1.5);
    const { db } = platform.platform;
    const planned = await db.selectFrom("meetings").select("ends_at").where("id", "=", meetingId).executeTakeFirstOrThrow();
    const { body } = await bailiff("PUT", `${base}/meetings/${meetingId}/complete`, { json: {} });
    expect(Date.parse(body.meeting.end_date)).toBe(planned.ends_at!.getTime());
  });
});
