// « Marquer absent » (docs/decisions/3910): a confirmed meeting's professional marks the customer absent
// once the meeting has started, not before; the action is offered only then and only to those the
// permissions allow; the customer hears it by e-mail, SMS and notification in the same words; the
// journal records it. Meetings are dated from the platform's own clock, an hour either side of now.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { freshCase } from "../../test-support/case-helpers";
import { lastMessage } from "../../test-support/outbox-reader";
import { startProSide, type staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;
const HOUR = 3_600_000;
const CUSTOMER_PHONE = "+33612345678";

describe("marking the customer absent", () => {
  let platform: TestPlatform;
  let studyId: number;
  let base: string;
  let bailiff: Caller;
  let clerk: Caller;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff, clerk } = await startProSide());
    await platform.platform.db
      .updateTable("users")
      .set({ phone: CUSTOMER_PHONE })
      .where("email", "=", DEMO_EMAILS.customer)
      .execute();
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  /** A case of the demo customer with one meeting of this status, starting `hoursFromNow` from now. */
  async function caseWith(status: "validated" | "waiting", hoursFromNow: number) {
    const { db } = platform.platform;
    const created = await freshCase(db, studyId, DEMO_EMAILS.customer, { marking: "inprogress", meeting: status });
    const start = new Date(Date.now() + hoursFromNow * HOUR);
    await db
      .updateTable("meetings")
      .set({ starts_at: start, ends_at: new Date(start.getTime() + HOUR) })
      .where("id", "=", created.meetingId)
      .execute();
    return created;
  }

  const meetingActions = async (caller: Caller, demandId: number) =>
    (await caller("GET", `/api/demands/${demandId}`)).body.meetings[0].allowed_actions as string[];

  it("is neither offered nor accepted before the meeting starts", async () => {
    const { demandId, meetingId } = await caseWith("validated", 2);
    expect(await meetingActions(bailiff, demandId)).not.toContain("mark_no_show");
    const early = await bailiff("PUT", `${base}/meetings/${meetingId}/no-show`, { json: {} });
    expect(early).toMatchObject({
      status: 409,
      body: {
        code: "meeting_not_started",
        message: "Ce rendez-vous n'a pas encore commencé : le client ne peut pas encore être marqué absent.",
      },
    });
  });

  it("is the professional's once a confirmed meeting has started: offered to the bailiff, never to the clerk", async () => {
    const { demandId, meetingId } = await caseWith("validated", -1);
    expect(await meetingActions(bailiff, demandId)).toContain("mark_no_show");
    expect(await meetingActions(clerk, demandId)).not.toContain("mark_no_show");
    const byClerk = await clerk("PUT", `${base}/meetings/${meetingId}/no-show`, { json: {} });
    expect(byClerk).toMatchObject({ status: 403, body: { code: "forbidden" } });

    const { status, body } = await bailiff("PUT", `${base}/meetings/${meetingId}/no-show`, {
      form: { expected_status: "validated" },
    });
    expect(status).toBe(200);
    expect(body.meeting).toMatchObject({ status: "no_show", statusModel: { name: "no_show", label: "Absent" } });
    expect(body.meeting.allowed_actions).not.toContain("mark_no_show");
    const again = await bailiff("PUT", `${base}/meetings/${meetingId}/no-show`, { json: {} });
    expect(again).toMatchObject({
      status: 409,
      body: { code: "cannot_mark_no_show", message: "Seul le client d'un rendez-vous confirmé peut être marqué absent." },
    });
  });

  it("refuses a meeting nobody confirmed, even once its slot has started", async () => {
    const { demandId, meetingId } = await caseWith("waiting", -1);
    expect(await meetingActions(bailiff, demandId)).not.toContain("mark_no_show");
    const pending = await bailiff("PUT", `${base}/meetings/${meetingId}/no-show`, { json: {} });
    expect(pending).toMatchObject({ status: 409, body: { code: "cannot_mark_no_show" } });
  });

  it("tells the customer by e-mail, SMS and notification in the same words, and the journal records it", async () => {
    const { demandId, meetingId } = await caseWith("validated", -1);
    const title = (await platform.platform.db.selectFrom("demands").select("title").where("id", "=", demandId).executeTakeFirstOrThrow())
      .title!;
    expect((await bailiff("PUT", `${base}/meetings/${meetingId}/no-show`, { json: {} })).status).toBe(200);

    const customerToken = await platform.login(DEMO_EMAILS.customer);
    const events = (await platform.call("GET", `/api/demands/${demandId}/events`, { token: customerToken })).body.data;
    const entry = events.find((event: { kind: string }) => event.kind === "meeting.no_show");
    expect(entry).toMatchObject({ from: "validated", to: "no_show" });
    const sentence = entry.summary as string;
    expect(sentence).toMatch(/^Absence du client constatée au rendez-vous du .+ à \d\d:\d\d\.$/);

    const mail = await lastMessage(platform, DEMO_EMAILS.customer);
    expect(mail.subject).toBe("Votre absence au rendez-vous");
    expect(mail.body).toContain(`${title} : ${sentence}`);
    expect(mail.link).toContain(`/dossier/${demandId}`);
    const sms = await lastMessage(platform, CUSTOMER_PHONE, "sms");
    expect(sms.body).toContain(`${title} : ${sentence}`);
    const notifications = (await platform.call("GET", "/api/notifications", { token: customerToken })).body.data;
    expect(notifications[0]).toMatchObject({ kind: "meeting_no_show", demand_id: demandId, text: `${title} : ${sentence}` });
  });
});
