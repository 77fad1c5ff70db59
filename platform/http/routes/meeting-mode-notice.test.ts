// Issue 38, point 9: switching a confirmed meeting to video (or back on site) tells its customer, by
// e-mail with the .ics that updates the event and by notification, in the journal's words; a case whose
// meetings have no confirmed date changes mode without an e-mail. The meeting is dated from now.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { freshCase } from "../../test-support/case-helpers";
import { startProSide, type staffCaller } from "../../test-support/pro-helpers";
import type { OutboxEntry } from "../../test-support/outbox-reader";
import type { TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;
const DAY = 86_400_000;

describe("a change of meeting mode", () => {
  let platform: TestPlatform;
  let studyId: number;
  let base: string;
  let bailiff: Caller;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff } = await startProSide());
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  const mailsTo = async (email: string) =>
    ((await platform.call("GET", `/api/_test/outbox?to=${encodeURIComponent(email)}`)).body.data as OutboxEntry[]).filter(
      (message) => message.channel === "mail",
    );

  it("tells the customer of a confirmed meeting by e-mail and notification, in the same words", async () => {
    const { db } = platform.platform;
    const { demandId, meetingId } = await freshCase(db, studyId, DEMO_EMAILS.customer, {
      marking: "inprogress",
      meeting: "validated",
      visioService: true,
    });
    const start = new Date(Date.now() + 10 * DAY);
    await db
      .updateTable("meetings")
      .set({ starts_at: start, ends_at: new Date(start.getTime() + 3_600_000) })
      .where("id", "=", meetingId)
      .execute();
    const title = (await db.selectFrom("demands").select("title").where("id", "=", demandId).executeTakeFirstOrThrow()).title!;

    expect((await bailiff("POST", `${base}/demands/${demandId}/change-type`, { json: { new_type: "visio" } })).status).toBe(200);
    const words = `${title} : Le rendez-vous se fera en visio.`;
    const mail = (await mailsTo(DEMO_EMAILS.customer)).at(-1)!;
    expect(mail.subject).toBe("Votre rendez-vous change de mode");
    expect(mail.body).toContain(words);
    expect(mail.link).toContain(`/dossier/${demandId}`);
    expect(mail.attachments[0]!.content).toContain("METHOD:PUBLISH");
    const customerToken = await platform.login(DEMO_EMAILS.customer);
    const notifications = (await platform.call("GET", "/api/notifications", { token: customerToken })).body.data;
    expect(notifications[0]).toMatchObject({ kind: "meeting_mode_changed", demand_id: demandId, text: words });
  });

  it("sends no e-mail when no meeting of the case has a confirmed date", async () => {
    const { demandId } = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer, {
      marking: "inprogress",
      meeting: "to_plan",
      visioService: true,
    });
    const before = (await mailsTo(DEMO_EMAILS.customer)).length;
    expect((await bailiff("POST", `${base}/demands/${demandId}/change-type`, { json: { new_type: "visio" } })).status).toBe(200);
    expect((await mailsTo(DEMO_EMAILS.customer)).length).toBe(before);
  });
});
