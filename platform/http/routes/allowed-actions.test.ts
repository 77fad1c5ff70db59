// Demand answers carry what the caller may do now: the demand's `allowed_actions` and each meeting's,
// from the transition tables and the caller's roles on that demand in the study they act for, narrowed to
// what would succeed now: nothing but the unlock on a case another member locked, no new professional
// on a finished meeting, no completion before the meeting starts (docs/decisions/3110).
import { beforeAll, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../../seed/demo-accounts";
import { guest, studyBySlug } from "../../test-support/booking-helpers";
import { freshCase } from "../../test-support/case-helpers";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

interface Presented {
  id: number;
  title: string;
  allowed_actions: string[];
  meetings: Array<{ status: string; allowed_actions: string[] }>;
}

describeOnEachDatabase("allowed actions in demand answers", (current) => {
  let platform: TestPlatform;
  let customer: string;
  /** The seeded demand waiting for the professional's confirmation, and the confirmed one. */
  let waiting: Presented;
  let validated: Presented;

  beforeAll(async () => {
    platform = current();
    customer = await platform.login(DEMO_EMAILS.customer);
    const list = await platform.call("GET", "/api/users/demands?marking=inprogress", { token: customer });
    const demands = list.body.data as Presented[];
    waiting = demands.find((demand) => demand.title === "Constat général, local commercial")!;
    validated = demands.find((demand) => demand.title === "Nuisances sonores du voisinage")!;
  });

  async function asSeenBy(email: string, demandId: number, headers: Record<string, string> = {}) {
    return platform.call("GET", `/api/demands/${demandId}`, { token: await platform.login(email), headers });
  }

  it("gives the customer the demand's cancellation and no meeting action, in the list and the demand", async () => {
    expect(waiting).toMatchObject({ allowed_actions: ["cancel"], meetings: [{ status: "waiting", allowed_actions: [] }] });
    const read = await platform.call("GET", `/api/demands/${waiting.id}`, { token: customer });
    expect(read.body).toMatchObject({ allowed_actions: ["cancel"], meetings: [{ allowed_actions: [] }] });
    const all = await platform.call("GET", "/api/users/demands?marking=completed", { token: customer });
    expect((all.body.data as Presented[]).map((demand) => demand.allowed_actions)).toEqual([[]]);
  });

  it("gives the study's bailiff the professional's actions on each meeting", async () => {
    const pending = await asSeenBy(DEMO_EMAILS.bailiff, waiting.id);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      // The study's own case actions (docs/decisions/1301) join the customer's cancellation.
      allowed_actions: ["cancel", "qualify", "refuse", "manage", "lock"],
      meetings: [{ allowed_actions: ["confirm", "decline", "update_date", "cancel", "reschedule", "assign_operator"] }],
    });
    const confirmed = await asSeenBy(DEMO_EMAILS.bailiff, validated.id);
    // The confirmed meeting is still to come: it is not offered for completion yet.
    expect(confirmed.body.meetings[0].allowed_actions).toEqual(["update_date", "cancel", "reschedule", "assign_operator"]);
  });

  it("gives the clerk the managing actions but never confirm, complete or reschedule", async () => {
    const answer = await asSeenBy(DEMO_EMAILS.clerk, waiting.id);
    expect(answer.body).toMatchObject({
      allowed_actions: ["cancel", "qualify", "refuse", "manage", "lock"],
      meetings: [{ allowed_actions: ["decline", "update_date", "cancel", "assign_operator"] }],
    });
  });

  it("lets the assistant read without any action", async () => {
    const answer = await asSeenBy(DEMO_EMAILS.assistant, waiting.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ allowed_actions: [], meetings: [{ allowed_actions: [] }] });
  });

  it("shows a stranger nothing: 403 without the data, 404 for an unknown demand", async () => {
    const stranger = await guest(platform, "curieux@exemple.fr");
    const answer = await platform.call("GET", `/api/demands/${waiting.id}`, { token: stranger.token });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: "Accès non autorisé.", code: "forbidden" });
    expect((await platform.call("GET", "/api/demands/99999999", { token: stranger.token })).status).toBe(404);
  });

  it("resolves the professional's roles in the study they act for (study-id)", async () => {
    const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
    expect((await asSeenBy(DEMO_EMAILS.bailiff, waiting.id, { "study-id": String(demo.id) })).status).toBe(200);
    const elsewhere = await studyBySlug(platform, "cabinet-mercier-avocats-paris");
    expect((await asSeenBy(DEMO_EMAILS.bailiff, waiting.id, { "study-id": String(elsewhere.id) })).status).toBe(403);
    // The customer stays the customer whatever study they name.
    const own = await platform.call("GET", `/api/demands/${waiting.id}`, {
      token: customer,
      headers: { "study-id": String(elsewhere.id) },
    });
    expect(own.body.allowed_actions).toEqual(["cancel"]);
  });

  it("takes the cancellation away once the demand is cancelled, from the answer of the cancel itself", async () => {
    const partner = await platform.login(DEMO_EMAILS.partner);
    const mine = await platform.call("GET", "/api/users/demands", { token: partner });
    const forCompany = (mine.body.data as Presented[])[0]!;
    expect(forCompany.allowed_actions).toEqual(["cancel"]);
    const cancelled = await platform.call("DELETE", `/api/demands/${forCompany.id}`, { token: partner });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.demand).toMatchObject({
      marking: "nofollowup",
      allowed_actions: [],
      meetings: [{ status: "canceled", allowed_actions: [] }],
    });
  });
});

describeOnEachDatabase("actions that cannot succeed are not offered", (current) => {
  let platform: TestPlatform;
  let studyId: number;
  let bailiff: Awaited<ReturnType<typeof staffCaller>>;
  let clerk: Awaited<ReturnType<typeof staffCaller>>;

  beforeAll(async () => {
    platform = current();
    studyId = await demoStudyId(platform);
    bailiff = await staffCaller(platform, "bailiff", studyId);
    clerk = await staffCaller(platform, "clerk", studyId);
  });

  /** A case with one meeting of this status, dated `hoursFromNow` from now. */
  async function caseWith(status: "validated" | "completed" | "waiting", hoursFromNow: number) {
    const { db } = platform.platform;
    const created = await freshCase(db, studyId, DEMO_EMAILS.customer, { marking: "inprogress", meeting: status });
    const start = new Date(Date.now() + hoursFromNow * 3_600_000);
    await db
      .updateTable("meetings")
      .set({ starts_at: start, ends_at: new Date(start.getTime() + 3_600_000) })
      .where("id", "=", created.meetingId)
      .execute();
    return created;
  }

  it("offers the clerk nothing on a case the bailiff locked, and refuses what is tried anyway", async () => {
    const { demandId, meetingId } = await caseWith("waiting", 48);
    const opened = await clerk("GET", `/api/demands/${demandId}`);
    const caseActions = ["cancel", "requalify", "complete", "refuse", "publish_report", "manage"];
    expect(opened.body.allowed_actions).toEqual([...caseActions, "lock"]);
    expect(opened.body.meetings[0].allowed_actions).toEqual(["decline", "update_date", "cancel", "assign_operator"]);
    expect((await bailiff("POST", `/api/bailiff/${studyId}/demands/${demandId}/lock`, { json: {} })).status).toBe(200);

    const locked = await clerk("GET", `/api/demands/${demandId}`);
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({ allowed_actions: [], meetings: [{ allowed_actions: [] }] });
    const unlock = await clerk("PUT", `/api/bailiff/${studyId}/demands/${demandId}/unlock`, { json: {} });
    expect(unlock.status).toBe(409);
    expect(unlock.body.code).toBe("locked");
    const cancel = await clerk("PUT", `/api/bailiff/${studyId}/meetings/${meetingId}/cancel`, { json: { notify: false } });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe("locked");

    // The holder keeps every action; another professional may only release the lock.
    const holder = await bailiff("GET", `/api/demands/${demandId}`);
    expect(holder.body.allowed_actions).toEqual([...caseActions, "unlock"]);
    const { db } = platform.platform;
    const clerkId = (await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.clerk).executeTakeFirstOrThrow())
      .id;
    await db.updateTable("demands").set({ locked_by: clerkId }).where("id", "=", demandId).execute();
    const other = await bailiff("GET", `/api/demands/${demandId}`);
    expect(other.body).toMatchObject({ allowed_actions: ["unlock"], meetings: [{ allowed_actions: [] }] });
    // The customer is not bound by the study's lock.
    const customer = await platform.call("GET", `/api/demands/${demandId}`, {
      token: await platform.login(DEMO_EMAILS.customer),
    });
    expect(customer.body.allowed_actions).toEqual(["cancel"]);
  });

  it("offers no new professional on a completed meeting, and refuses one", async () => {
    const { meetingId, demandId } = await caseWith("completed", -48);
    const answer = await bailiff("GET", `/api/demands/${demandId}`);
    expect(answer.body.meetings[0].allowed_actions).not.toContain("assign_operator");
    const { db } = platform.platform;
    const bailiffId = (
      await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.bailiff).executeTakeFirstOrThrow()
    ).id;
    const assign = await bailiff("PUT", `/api/bailiff/${studyId}/meetings/${meetingId}/operator-manager`, {
      json: { operator_id: bailiffId },
    });
    expect(assign.status).toBe(409);
    expect(assign.body).toMatchObject({ code: "cannot_assign" });
  });

  it("offers the completion once the meeting has started, and refuses it before", async () => {
    const future = await caseWith("validated", 48);
    const ahead = await bailiff("GET", `/api/demands/${future.demandId}`);
    expect(ahead.body.meetings[0].allowed_actions).toEqual(["update_date", "cancel", "reschedule", "assign_operator"]);
    const early = await bailiff("PUT", `/api/bailiff/${studyId}/meetings/${future.meetingId}/complete`, { json: {} });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      code: "meeting_not_started",
      message: "Ce rendez-vous n'a pas encore commencé : il ne peut pas encore être marqué comme terminé.",
    });

    const started = await caseWith("validated", -1);
    const now = await bailiff("GET", `/api/demands/${started.demandId}`);
    expect(now.body.meetings[0].allowed_actions).toContain("complete");
    expect((await bailiff("PUT", `/api/bailiff/${studyId}/meetings/${started.meetingId}/complete`, { json: {} })).status).toBe(
      200,
    );
  });
});
