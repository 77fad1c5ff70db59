// The creating calls of the invitation, instant-request and support forms take an idempotency key
// (docs/decisions/3631, 3820): the same key posted twice creates once, sends its e-mail once, and the
// second post gets the first answer back, marked replayed.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from "~common/idempotency";
import { DEMO_EMAILS, PARTNER_STUDY_SLUGS } from "../seed/demo-accounts";
import { studyBySlug } from "../test-support/booking-helpers";
import { demoStudyId, staffCaller } from "../test-support/pro-helpers";
import { startTestPlatform, type TestPlatform } from "../test-support/test-platform";

describe("idempotent creation from the invitation, instant-request and support forms", () => {
  let platform: TestPlatform;
  let studyId: number;

  beforeAll(async () => {
    platform = await startTestPlatform();
    studyId = await demoStudyId(platform);
  }, 60_000);
  afterAll(() => platform?.close());

  async function mailsTo(address: string): Promise<number> {
    const { body } = await platform.call("GET", `/api/_test/outbox?to=${encodeURIComponent(address)}`);
    return (body.data as Array<{ channel: string }>).filter((message) => message.channel === "mail").length;
  }

  /** Posts twice with one key and checks the second answer is the first one, replayed. */
  async function postTwice(
    post: (headers: Record<string, string>) => Promise<{ status: number; body: unknown; headers: Headers }>,
  ) {
    const headers = { [IDEMPOTENCY_HEADER]: randomUUID() };
    const once = await post(headers);
    const again = await post(headers);
    expect(once.status).toBe(201);
    expect({ status: again.status, body: again.body }).toEqual({ status: once.status, body: once.body });
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe("true");
    expect(once.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    return once;
  }

  it("invites once into the study for one key: one invitation, one e-mail", async () => {
    const admin = await staffCaller(platform, "studyAdmin", studyId);
    const email = "invitation-rejouee@exemple.fr";
    await postTwice((headers) =>
      admin("POST", `/api/admin/${studyId}/invitation`, { json: { email, role_id: "clerk" }, headers }),
    );
    const pending = (await admin("GET", `/api/admin/${studyId}/invitation`)).body.data as Array<{ email: string }>;
    expect(pending.filter((invitation) => invitation.email === email)).toHaveLength(1);
    expect(await mailsTo(email)).toBe(1);
  });

  it("invites a partner company's colleague once for one key", async () => {
    const partnerStudyId = (await studyBySlug(platform, PARTNER_STUDY_SLUGS[0])).id;
    const agent = await staffCaller(platform, "partner", partnerStudyId);
    const email = "collegue-rejoue@exemple.fr";
    await postTwice((headers) =>
      agent("POST", `/api/studies/${partnerStudyId}/invitations`, { json: { email, role: "partner_agent" }, headers }),
    );
    const rows = await platform.platform.db.selectFrom("study_invitations").select("id").where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
    expect(await mailsTo(email)).toBe(1);
  });

  it("opens one support ticket for one key, and mails the support inbox once", async () => {
    const inbox = "ne-pas-repondre@site.example";
    const before = await mailsTo(inbox);
    const ticket = {
      firstname: "Odile",
      lastname: "Rejouée",
      phone: "06 01 02 03 05",
      city: "Rennes",
      additionalInfo: "Une fuite au plafond.",
    };
    const once = await postTwice((headers) => platform.call("POST", "/api/support", { json: ticket, headers }));
    const rows = await platform.platform.db
      .selectFrom("support_tickets")
      .select("id")
      .where("lastname", "=", ticket.lastname)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([(once.body as { id: number }).id]);
    expect(await mailsTo(inbox)).toBe(before + 1);
  });

  it("asks one instant video call for one key", async () => {
    const bailiff = await staffCaller(platform, "bailiff", studyId);
    // A professional working in the study makes it one a customer can ask now.
    await bailiff("GET", `/api/bailiff/${studyId}/instant-requests`);
    const token = await platform.login(DEMO_EMAILS.customer);
    const options = await platform.call("GET", `/api/instant-requests/options?study_id=${studyId}`, { token });
    const request = { study_id: studyId, report_type_id: options.body.services[0].id, comment: "Dégât des eaux" };
    const once = await postTwice((headers) => platform.call("POST", "/api/instant-requests", { token, json: request, headers }));
    const waiting = (await bailiff("GET", `/api/bailiff/${studyId}/instant-requests`)).body.data as Array<{ demand_id: number }>;
    expect(waiting.map((call) => call.demand_id)).toEqual([(once.body as { demand_id: number }).demand_id]);
  });
});
