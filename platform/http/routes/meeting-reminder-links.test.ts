// The reminder's signed links over HTTP, without signing in: « Je confirme ma présence » records it once
// (again: already done) and the study's dashboard reads it; « Je ne pourrai pas venir » cancels only on
// its POST, through the customer's cancellation (the professional told, the meeting freed), and again
// says it is done; a forged link is a 404, an expired one a 410, one of a re-dated meeting's earlier
// date a 409. The job's pass runs through the test-only route the e2e tests use.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import { confirmedMeeting, messagesTo } from "../../test-support/reminder-meetings";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";

const HOUR = 3_600_000;
/** A professional of the demo study without the seeded agenda's meetings: any hour is free for her. */
const FREE_PROFESSIONAL = "claire.fabre@etude-dupont-lyon.example";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

/** A confirmed meeting of Claire Fabre's at `startsAt`, reminded by the job's pass at `at`; its two links' tokens. */
async function remindedMeeting(startsAt: Date, at: Date) {
  const booked = await confirmedMeeting(platform.platform.db, { startsAt, professionalEmail: FREE_PROFESSIONAL });
  const run = await platform.call("POST", "/api/_test/reminders/run", { json: { at: at.toISOString() } });
  expect(run.status).toBe(200);
  return { ...booked, ...(await linksOf(booked.customer.email)) };
}

async function linksOf(email: string) {
  const [mail] = (await messagesTo(platform.platform.db, [email]))
    .filter((message) => message.subject.startsWith("Rappel :"))
    .reverse();
  const token = (path: string) => new RegExp(`${path}/([^\\s]+)`).exec(mail!.body)![1]!;
  return { presence: token("/rendez-vous/presence"), cancel: token("/rendez-vous/empechement") };
}

const forge = (token: string) => `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;

describe("reminder links", () => {
  it("confirm the customer's presence once; the study's staff read it; a second click says it is done", async () => {
    const booked = await remindedMeeting(new Date(Date.now() + 3 * HOUR), new Date());
    const first = await platform.call("POST", `/api/meeting-links/${booked.presence}/presence`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: "confirmed", data: { presence_confirmed: true, with_whom: "Maître Fabre" } });
    const again = await platform.call("POST", `/api/meeting-links/${booked.presence}/presence`);
    expect(again.body.result).toBe("already_confirmed");

    const studyId = await demoStudyId(platform);
    const clerk = await staffCaller(platform, "clerk", studyId);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const read = await clerk("GET", `/api/bailiff/${studyId}/presence-confirmations?start_date=${day(-1)}&end_date=${day(1)}`);
    expect(read.status).toBe(200);
    expect(read.body.data.map((row: { meeting_id: number }) => row.meeting_id)).toContain(booked.meeting.id);
    const journal = await platform.platform.db
      .selectFrom("demand_events")
      .select("summary")
      .where("demand_id", "=", booked.demand.id)
      .where("kind", "=", "meeting.presence_confirmed")
      .execute();
    expect(journal).toHaveLength(1);
    // A customer is not the study's staff.
    const customer = await platform.call(
      "GET",
      `/api/bailiff/${studyId}/presence-confirmations?start_date=${day(0)}&end_date=${day(1)}`,
      {
        token: await platform.login(DEMO_EMAILS.customer),
      },
    );
    expect(customer.status).toBe(403);
  });

  it("cancel only when the page's form posts, through the customer's cancellation, once; reused, it says it is done", async () => {
    const booked = await remindedMeeting(new Date(Date.now() + 5 * HOUR), new Date());
    const read = await platform.call("GET", `/api/meeting-links/${booked.cancel}?action=cancel`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ action: "cancel", cancelable: true, canceled: false, other_live_meetings: 0 });
    const meetingStatus = async () =>
      (
        await platform.platform.db
          .selectFrom("meetings")
          .select("status")
          .where("id", "=", booked.meeting.id)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await meetingStatus()).toBe("validated");
    // Each link does its own action only.
    expect((await platform.call("POST", `/api/meeting-links/${booked.presence}/cancel`)).status).toBe(404);
    expect((await platform.call("POST", `/api/meeting-links/${booked.cancel}/presence`)).status).toBe(404);

    const cancelled = await platform.call("POST", `/api/meeting-links/${booked.cancel}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ result: "canceled", data: { canceled: true, cancelable: false } });
    expect(await meetingStatus()).toBe("canceled");
    const demand = await platform.platform.db
      .selectFrom("demands")
      .select("marking")
      .where("id", "=", booked.demand.id)
      .executeTakeFirstOrThrow();
    expect(demand.marking).toBe("nofollowup");
    // The professional is told, as for any cancellation by the customer.
    const told = await messagesTo(platform.platform.db, [FREE_PROFESSIONAL]);
    expect(told.some((message) => message.subject === "Demande annulée" && message.body.includes(booked.demand.title!))).toBe(
      true,
    );

    const reused = await platform.call("POST", `/api/meeting-links/${booked.cancel}/cancel`);
    expect(reused.status).toBe(200);
    expect(reused.body.result).toBe("already_canceled");
    expect((await platform.call("POST", `/api/meeting-links/${booked.presence}/presence`)).body.code).toBe(
      "meeting_not_confirmed",
    );
  });

  it("refuse forged links (404), links past the meeting's end (410) and a re-dated meeting's earlier links (409)", async () => {
    const live = await remindedMeeting(new Date(Date.now() + 7 * HOUR), new Date());
    for (const token of [forge(live.presence), forge(live.cancel), "p.1.1.1796135400.AAAAAAAAAAAAAAAAAAAAAA", "nimportequoi"]) {
      expect((await platform.call("POST", `/api/meeting-links/${token}/presence`)).status).toBe(404);
      expect((await platform.call("POST", `/api/meeting-links/${token}/cancel`)).status).toBe(404);
      expect((await platform.call("GET", `/api/meeting-links/${token}?action=cancel`)).status).toBe(404);
    }

    // A meeting that ended an hour ago, reminded the day before it.
    const past = await remindedMeeting(new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 5 * HOUR));
    for (const [method, path] of [
      ["POST", `/api/meeting-links/${past.presence}/presence`],
      ["POST", `/api/meeting-links/${past.cancel}/cancel`],
      ["GET", `/api/meeting-links/${past.cancel}?action=cancel`],
    ] as const) {
      const answer = await platform.call(method, path);
      expect(answer.status).toBe(410);
      expect(answer.body.code).toBe("link_expired");
    }

    // The professional moves the meeting: the earlier date's links open nothing, the new reminder's do.
    await platform.platform.db
      .updateTable("meetings")
      .set({ starts_at: new Date(Date.now() + 9 * HOUR), ends_at: new Date(Date.now() + 10 * HOUR) })
      .where("id", "=", live.meeting.id)
      .execute();
    const stale = await platform.call("POST", `/api/meeting-links/${live.presence}/presence`);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("meeting_redated");
    expect((await platform.call("POST", `/api/meeting-links/${live.cancel}/cancel`)).body.code).toBe("meeting_redated");
    await platform.call("POST", "/api/_test/reminders/run", { json: { at: new Date().toISOString() } });
    const renewed = await linksOf(live.customer.email);
    expect(renewed.presence).not.toBe(live.presence);
    expect((await platform.call("POST", `/api/meeting-links/${renewed.presence}/presence`)).body.result).toBe("confirmed");
  });
});
