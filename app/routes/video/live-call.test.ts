// The no-account call link of the reminder e-mail (« En visioconférence, avec ce lien »), against a real
// embedded platform: the page opens with both route tokens, the consent form lets the customer in
// (it answered « Erreur 500 » when the app posted the consent to an address the platform does not have),
// and the stream token follows.
import { describe, expect, it } from "vitest";
import { freshCase } from "../../../platform/test-support/case-helpers";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../../../platform/seed/demo-accounts";
import { startEmbeddedPlatformForFile } from "~/test-support/embedded-platform";
import { respondWithContext, testRequestContext } from "~/test-support/request-context";
import { CONSENT_INTENT } from "~/features/video-call/call-intents";
import { action as streamToken } from "./stream-token";
import { action, loader } from "./live-call";

const platform = startEmbeddedPlatformForFile();

let day = 0;

/** A confirmed video meeting of the demo bailiff, each on its own day far ahead, and its route tokens. */
async function videoMeetingLink() {
  const { db } = platform().platform;
  const study = await db.selectFrom("studies").select("id").where("slug", "=", DEMO_STUDY_SLUG).executeTakeFirstOrThrow();
  const bailiff = await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.bailiff).executeTakeFirstOrThrow();
  const { meetingId } = await freshCase(db, study.id, DEMO_EMAILS.customer, { visioService: true });
  day += 1;
  const starts = new Date(Date.UTC(2031, 5, 1 + day, 9));
  await db
    .updateTable("meetings")
    .set({ status: "validated", has_visio: true, bailiff_id: bailiff.id, starts_at: starts, ends_at: new Date(starts.getTime() + 3_600_000) })
    .where("id", "=", meetingId)
    .execute();
  const tokens = await db
    .selectFrom("meetings")
    .innerJoin("demands", "demands.id", "meetings.demand_id")
    .select(["demands.route_token as demandToken", "meetings.route_token as meetingToken"])
    .where("meetings.id", "=", meetingId)
    .executeTakeFirstOrThrow();
  return { meetingId, params: tokens, url: `http://localhost/visio/${tokens.demandToken}/${tokens.meetingToken}` };
}

describe("the call link without an account", () => {
  it("opens the call, takes the consent and hands out the stream token", async () => {
    const { meetingId, params, url } = await videoMeetingLink();
    const page = await loader({ request: new Request(url), params, context: await testRequestContext(new Request(url)) });
    expect(page.call).toMatchObject({ meeting_id: meetingId, side: "customer" });

    const consent = new Request(url, {
      method: "POST",
      body: new URLSearchParams({ intent: CONSENT_INTENT, consent_video: "on", consent_location: "on" }),
    });
    const joined = await respondWithContext(consent, (context) => action({ request: consent, params, context }));
    expect(joined.status).toBe(302);
    expect(new URL(joined.headers.get("Location")!, url).pathname).toBe(new URL(url).pathname);

    const tokenRequest = new Request(`${url}/jeton`, { method: "POST" });
    const token = await respondWithContext(tokenRequest, (context) => streamToken({ request: tokenRequest, params, context }));
    expect(token.status).toBe(200);
    expect(await token.json()).toMatchObject({ token: expect.any(String) });
  });

  it("keeps the refusal of a missing video consent next to the box", async () => {
    const { params, url } = await videoMeetingLink();
    const consent = new Request(url, { method: "POST", body: new URLSearchParams({ intent: CONSENT_INTENT }) });
    const refused = (await action({ request: consent, params, context: await testRequestContext(consent) })) as unknown as {
      init: ResponseInit;
      data: { result: { error?: Record<string, string[]> } };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.consent_video).toEqual(["Veuillez accepter la vidéo pour rejoindre la visio."]);
  });
});
