// The call over HTTP: consent then stream token on each side (the study's path, the customer's
// account, the no-account link), the token's check by the signalling server (forged, expired, a closed
// meeting), the session's start, end and the demand's `videos` with the consents; bad payloads (422),
// other customers and staff who do not run meetings (403), other studies and mismatched ids (404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purposeKey } from "../../../common/purpose-keys.server";
import { issueStreamToken } from "../../domain/video/stream-tokens";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { guest } from "../../test-support/booking-helpers";
import { freshCase } from "../../test-support/case-helpers";
import { startProSide, type staffCaller } from "../../test-support/pro-helpers";
import { TEST_CLIENT, type TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;

describe("video calls", () => {
  let platform: TestPlatform;
  let studyId: number;
  let base: string;
  let bailiff: Caller;
  let clerk: Caller;
  let assistant: Caller;
  let customerToken: string;
  let otherCustomerToken: string;
  let bailiffId: number;
  let day = 0;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff, clerk, assistant } = await startProSide());
    customerToken = await platform.login(DEMO_EMAILS.customer);
    otherCustomerToken = (await guest(platform, "autre.visio@test.example")).token;
    bailiffId = (
      await platform.platform.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", DEMO_EMAILS.bailiff)
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  /** A validated video meeting of the demo bailiff, each on its own far-away day (no overlap). */
  async function videoMeeting(status: "validated" | "waiting" = "validated") {
    const made = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
    day += 1;
    const starts = new Date(Date.UTC(2031, 0, 1 + day, 9));
    await platform.platform.db
      .updateTable("meetings")
      .set({ status, has_visio: true, bailiff_id: bailiffId, starts_at: starts, ends_at: new Date(starts.getTime() + 3_600_000) })
      .where("id", "=", made.meetingId)
      .execute();
    return made;
  }
  const asCustomer = (method: string, path: string, json?: unknown, token = customerToken) =>
    platform.call(method, path, { token, json });
  const verify = (token: string) => platform.call("POST", "/api/video/stream-tokens/verify", { json: { token } });

  it("joins both sides with consent, hands out bound tokens, and records the session on the demand", async () => {
    const { demandId, meetingId, customerId } = await videoMeeting();
    const studyPath = `${base}/demands/${demandId}/meetings/${meetingId}`;
    const customerPath = `/api/demands/${demandId}/meetings/${meetingId}`;

    // No token before saying yes; saying no to video is refused next to the field.
    expect((await bailiff("POST", `${studyPath}/get-stream-token`)).body.code).toBe("consent_required");
    const refused = await bailiff("POST", `${studyPath}/video/start`, { json: { consent_video: false } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.consent_video).toEqual(["Veuillez accepter la vidéo pour rejoindre la visio."]);
    expect((await bailiff("POST", `${studyPath}/video/start`, { json: { consent_video: "maybe" } })).status).toBe(422);

    const started = await bailiff("POST", `${studyPath}/video/start`, { json: { consent_video: true, consent_location: true } });
    expect(started.status).toBe(201);
    const joined = await asCustomer("POST", `${customerPath}/video/consent`, { consent_video: "on", consent_location: "on" });
    expect(joined.status).toBe(201);
    // Both joins share the one open session.
    expect(joined.body.video.id).toBe(started.body.video.id);

    const professionalToken = await bailiff("POST", `${studyPath}/get-stream-token`);
    expect(professionalToken.status).toBe(200);
    const checked = await verify(professionalToken.body.token);
    expect(checked.body).toMatchObject({ meeting_id: meetingId, demand_id: demandId, user_id: bailiffId, side: "professional" });
    const customerTokenAnswer = await asCustomer("POST", `${customerPath}/get-stream-token`);
    expect((await verify(customerTokenAnswer.body.token)).body).toMatchObject({ user_id: customerId, side: "customer" });
    // The demand's own path finds its video meeting too.
    expect((await asCustomer("POST", `/api/demands/${demandId}/get-stream-token`)).body.meeting_id).toBe(meetingId);
    expect((await bailiff("POST", `${base}/demands/${demandId}/get-stream-token`)).body.meeting_id).toBe(meetingId);

    const call = await asCustomer("GET", `${customerPath}/video`);
    expect(call.body.call).toMatchObject({ side: "customer", unavailable: null, consent: { video: true, location: true } });

    const ended = await bailiff("PUT", `${studyPath}/video/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.video.ended_at).not.toBeNull();
    expect((await bailiff("PUT", `${studyPath}/video/end`)).body.code).toBe("no_open_session");

    const demand = await asCustomer("GET", `/api/demands/${demandId}`);
    expect(demand.body.data?.videos ?? demand.body.videos ?? demand.body.demand?.videos).toEqual([
      expect.objectContaining({
        meeting_id: meetingId,
        started_by: bailiffId,
        consents: [
          expect.objectContaining({ role: "professional", video: true, location: false, user_id: bailiffId }),
          expect.objectContaining({ role: "customer", video: true, location: true, user_id: customerId }),
        ],
      }),
    ]);
    // After the end, a new consent is needed for a new token.
    expect((await asCustomer("POST", `${customerPath}/get-stream-token`)).body.code).toBe("consent_required");
  });

  it("refuses forged and expired tokens, and tokens of a meeting no longer open", async () => {
    const { demandId, meetingId } = await videoMeeting();
    await bailiff("POST", `${base}/demands/${demandId}/meetings/${meetingId}/video/start`, { json: { consent_video: true } });
    const { token } = (await bailiff("POST", `${base}/demands/${demandId}/meetings/${meetingId}/get-stream-token`)).body as {
      token: string;
    };
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await verify(forged)).body).toMatchObject({ code: "token_forged" });
    expect((await verify("not-a-token")).status).toBe(403);
    expect((await platform.call("POST", "/api/video/stream-tokens/verify", { json: {} })).status).toBe(422);
    const stale = issueStreamToken(
      purposeKey(TEST_CLIENT.clientSecret, "streamTokens"),
      { meetingId, demandId, userId: bailiffId, side: "professional" },
      new Date(Date.now() - 11 * 60_000),
    );
    const expired = await verify(stale.token);
    expect(expired.status).toBe(403);
    expect(expired.body.code).toBe("token_expired");
    await platform.platform.db.updateTable("meetings").set({ status: "canceled" }).where("id", "=", meetingId).execute();
    expect((await verify(token)).body.code).toBe("video_unavailable");
  });

  it("lets only the meeting's two people in: other customers, other studies, assistants and mismatched ids are refused", async () => {
    const { demandId, meetingId } = await videoMeeting();
    const customerPath = `/api/demands/${demandId}/meetings/${meetingId}`;
    expect((await asCustomer("POST", `${customerPath}/video/consent`, { consent_video: true }, otherCustomerToken)).status).toBe(
      403,
    );
    expect((await asCustomer("GET", `${customerPath}/video`, undefined, otherCustomerToken)).status).toBe(403);
    expect((await asCustomer("POST", `/api/demands/${demandId}/get-stream-token`, undefined, otherCustomerToken)).status).toBe(
      403,
    );
    expect((await platform.call("GET", `${customerPath}/video`)).status).toBe(401);
    // The study's staff use the study's path, not the customer's.
    expect((await clerk("POST", `${customerPath}/video/consent`, { json: { consent_video: true } })).status).toBe(403);
    // An assistant reads the case but runs no call.
    expect(
      (
        await assistant("POST", `${base}/demands/${demandId}/meetings/${meetingId}/video/start`, {
          json: { consent_video: true },
        })
      ).status,
    ).toBe(403);
    // Another study's path, and a meeting of another demand, are not found.
    const other = await platform.platform.db
      .selectFrom("studies")
      .select("id")
      .where("id", "!=", studyId)
      .executeTakeFirstOrThrow();
    expect((await bailiff("GET", `/api/bailiff/${other.id}/demands/${demandId}/meetings/${meetingId}/video`)).status).toBe(403);
    const second = await videoMeeting();
    expect((await bailiff("GET", `${base}/demands/${demandId}/meetings/${second.meetingId}/video`)).status).toBe(404);
    expect((await bailiff("GET", `${base}/demands/abc/meetings/${meetingId}/video`)).status).toBe(422);
  });

  it("opens the call to the holder of both route tokens, and to no one with one wrong", async () => {
    const { demandId, meetingId } = await videoMeeting();
    const rows = await platform.platform.db
      .selectFrom("meetings")
      .innerJoin("demands", "demands.id", "meetings.demand_id")
      .select(["meetings.route_token as meeting_token", "demands.route_token as demand_token"])
      .where("meetings.id", "=", meetingId)
      .executeTakeFirstOrThrow();
    const live = `/api/video/live/${rows.demand_token}/${rows.meeting_token}`;
    expect((await platform.call("GET", live)).body.call).toMatchObject({
      demand_id: demandId,
      meeting_id: meetingId,
      side: "customer",
    });
    expect((await platform.call("POST", `${live}/get-stream-token`)).body.code).toBe("consent_required");
    expect((await platform.call("POST", `${live}/consent`, { form: { consent_video: "on" } })).status).toBe(201);
    expect((await platform.call("POST", `${live}/get-stream-token`)).status).toBe(200);
    const other = await videoMeeting();
    const otherToken = (
      await platform.platform.db
        .selectFrom("meetings")
        .select("route_token")
        .where("id", "=", other.meetingId)
        .executeTakeFirstOrThrow()
    ).route_token;
    expect((await platform.call("GET", `/api/video/live/${rows.demand_token}/${otherToken}`)).status).toBe(404);
    expect((await platform.call("GET", `/api/video/live/x/y`)).status).toBe(422);
  });

  it("refuses a call for a meeting that is not a confirmed video meeting", async () => {
    const { demandId, meetingId } = await videoMeeting("waiting");
    await platform.platform.db
      .updateTable("meetings")
      .set({ bailiff_id: null, starts_at: null, ends_at: null })
      .where("id", "=", meetingId)
      .execute();
    const answer = await asCustomer("POST", `/api/demands/${demandId}/meetings/${meetingId}/video/consent`, {
      consent_video: true,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("Aucun commissaire de justice n'a encore pris cette demande.");
  });
});
