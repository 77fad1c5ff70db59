// Demand answers carry what the caller may do now: the demand's `allowed_actions` and each meeting's,
// from the transition tables and the caller's roles on that demand in the study they act for.
import { beforeAll, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../../seed/demo-accounts";
import { guest, studyBySlug } from "../../test-support/booking-helpers";
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
      allowed_actions: ["cancel", "qualify", "refuse"],
      meetings: [{ allowed_actions: ["confirm", "decline", "update_date", "cancel", "reschedule"] }],
    });
    const confirmed = await asSeenBy(DEMO_EMAILS.bailiff, validated.id);
    expect(confirmed.body.meetings[0].allowed_actions).toEqual(["complete", "update_date", "cancel", "reschedule"]);
  });

  it("gives the clerk the managing actions but never confirm, complete or reschedule", async () => {
    const answer = await asSeenBy(DEMO_EMAILS.clerk, waiting.id);
    expect(answer.body).toMatchObject({
      allowed_actions: ["cancel", "qualify", "refuse"],
      meetings: [{ allowed_actions: ["decline", "update_date", "cancel"] }],
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
