// Instant requests over HTTP: presence makes a professional "connected" (connected-bailiffs,
// the studies a customer can ask now), a customer asks (bad payloads 422, a study with nobody
// connected 409), the study sees it waiting, a professional takes it (the second taker 409, an
// assistant 403, another study 404), and both sides can then join the call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { guest } from "../../test-support/booking-helpers";
import { startProSide, type staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;

describe("instant video requests", () => {
  let platform: TestPlatform;
  let studyId: number;
  let base: string;
  let bailiff: Caller;
  let assistant: Caller;
  let customerToken: string;
  let otherCustomerToken: string;
  /** The first test's call, taken and joined: the next test ends it. */
  let firstCall: { demandId: number; meetingId: number };

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff, assistant } = await startProSide());
    customerToken = await platform.login(DEMO_EMAILS.customer);
    otherCustomerToken = (await guest(platform, "autre.instant@test.example")).token;
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  const asCustomer = (method: string, path: string, json?: unknown, token = customerToken) =>
    platform.call(method, path, { token, json });

  async function visioService() {
    const options = await asCustomer("GET", `/api/instant-requests/options?study_id=${studyId}`);
    expect(options.status).toBe(200);
    return options.body.services[0].id as number;
  }

  it("asks a connected study, is taken by one professional only, and opens the call", async () => {
    // Nobody has worked in the study yet: it cannot be asked.
    expect((await platform.call("GET", `/api/studies/${studyId}/connected-bailiffs`)).body.data).toEqual([]);
    const none = await asCustomer("GET", "/api/instant-requests/options");
    expect(none.body.studies).toEqual([]);

    await assistant("GET", `${base}/instant-requests`); // an assistant is not a professional: still nobody
    expect((await platform.call("GET", `/api/studies/${studyId}/connected-bailiffs`)).body.data).toEqual([]);
    expect((await bailiff("GET", `${base}/instant-requests`)).body.data).toEqual([]);
    const connected = await platform.call("GET", `/api/studies/${studyId}/connected-bailiffs`);
    expect(connected.body.data).toEqual([expect.objectContaining({ lastname: "Dupont" })]);
    const options = await asCustomer("GET", "/api/instant-requests/options");
    expect(options.body.studies.map((study: { id: number }) => study.id)).toEqual([studyId]);
    expect(options.body.services.length).toBeGreaterThan(0);

    // Bad payloads keep the customer on the form with the field's message.
    expect((await asCustomer("POST", "/api/instant-requests", {})).body.errors).toEqual({
      study_id: ["Veuillez choisir une étude."],
    });
    expect((await asCustomer("POST", "/api/instant-requests", { study_id: studyId })).body.errors).toEqual({
      report_type_id: ["Veuillez choisir un service."],
    });
    expect((await asCustomer("POST", "/api/instant-requests", { study_id: studyId, report_type_id: 999_999 })).status).toBe(422);
    expect((await asCustomer("POST", "/api/instant-requests", { study_id: "x", report_type_id: 1 })).status).toBe(422);
    expect((await platform.call("POST", "/api/instant-requests", { json: { study_id: studyId } })).status).toBe(401);

    const service = await visioService();
    const asked = await asCustomer("POST", "/api/instant-requests", {
      study_id: studyId,
      report_type_id: service,
      comment: "Dégât des eaux",
    });
    expect(asked.status).toBe(201);
    const { demand_id: demandId, meeting_id: meetingId } = asked.body as { demand_id: number; meeting_id: number };
    expect((await asCustomer("GET", `/api/instant-requests/${demandId}`)).body).toMatchObject({
      taken: false,
      status: "waiting",
    });
    expect((await asCustomer("GET", `/api/instant-requests/${demandId}`, undefined, otherCustomerToken)).status).toBe(403);
    // Not a call yet: nobody has taken it.
    expect(
      (await asCustomer("POST", `/api/demands/${demandId}/meetings/${meetingId}/video/consent`, { consent_video: true })).status,
    ).toBe(409);

    const waiting = await bailiff("GET", `${base}/instant-requests`);
    expect(waiting.body.data).toEqual([
      expect.objectContaining({ demand_id: demandId, meeting_id: meetingId, further_infos: "Dégât des eaux" }),
    ]);
    // The dashboard's count of instant requests reads the same list as this page.
    expect(
      (await bailiff("GET", `${base}/demands/pending?is_insta=1`)).body.data.map((demand: { id: number }) => demand.id),
    ).toEqual(waiting.body.data.map((request: { demand_id: number }) => request.demand_id));

    expect((await assistant("POST", `${base}/demands/${demandId}/take-instant`)).status).toBe(403);
    const other = await platform.platform.db
      .selectFrom("studies")
      .select("id")
      .where("id", "!=", studyId)
      .executeTakeFirstOrThrow();
    expect((await bailiff("POST", `/api/bailiff/${other.id}/demands/${demandId}/take-instant`)).status).toBe(403);

    const taken = await bailiff("POST", `${base}/demands/${demandId}/take-instant`);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ demand_id: demandId, meeting_id: meetingId });
    const again = await bailiff("POST", `${base}/demands/${demandId}/take-instant`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Cette demande a déjà été prise par un autre commissaire de justice.");
    expect((await bailiff("GET", `${base}/instant-requests`)).body.data).toEqual([]);
    expect((await asCustomer("GET", `/api/instant-requests/${demandId}`)).body).toMatchObject({
      taken: true,
      meeting_id: meetingId,
    });

    // Both sides can now join.
    expect(
      (await asCustomer("POST", `/api/demands/${demandId}/meetings/${meetingId}/video/consent`, { consent_video: true })).status,
    ).toBe(201);
    expect(
      (await bailiff("POST", `${base}/demands/${demandId}/meetings/${meetingId}/video/start`, { json: { consent_video: true } }))
        .status,
    ).toBe(201);
    firstCall = { demandId, meetingId };
  });

  it("frees the professional's agenda when they end the call, for the next instant request", async () => {
    const service = await visioService();
    const next = await asCustomer("POST", "/api/instant-requests", { study_id: studyId, report_type_id: service });
    expect(next.status).toBe(201);
    const nextDemandId = (next.body as { demand_id: number }).demand_id;
    // The first call still books the professional for its 30 minutes.
    const busy = await bailiff("POST", `${base}/demands/${nextDemandId}/take-instant`);
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe("slot_taken");

    const ended = await bailiff("PUT", `${base}/demands/${firstCall.demandId}/meetings/${firstCall.meetingId}/video/end`);
    expect(ended.status).toBe(200);
    const meeting = await platform.platform.db
      .selectFrom("meetings")
      .select(["starts_at", "ends_at"])
      .where("id", "=", firstCall.meetingId)
      .executeTakeFirstOrThrow();
    expect(meeting.ends_at!.getTime()).toBe(
      Math.max(new Date(ended.body.video.ended_at).getTime(), meeting.starts_at!.getTime() + 1),
    );
    expect((await bailiff("POST", `${base}/demands/${nextDemandId}/take-instant`)).status).toBe(200);
  });

  it("does not let a demand that is not an instant request be taken", async () => {
    const demand = await platform.platform.db
      .selectFrom("demands")
      .select("id")
      .where("study_id", "=", studyId)
      .where("is_insta", "=", false)
      .executeTakeFirstOrThrow();
    expect((await bailiff("POST", `${base}/demands/${demand.id}/take-instant`)).status).toBe(404);
    expect((await bailiff("POST", `${base}/demands/999999/take-instant`)).status).toBe(404);
  });
});
