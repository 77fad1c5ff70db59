// The end-to-end tests' hooks, served only with an exposed outbox: the last messages to one address,
// oldest first, whatever the address's case, with their status; and a meeting started now, dated on an
// hour that has just ended (a started meeting is what the e2e tests complete).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedMeeting } from "../../test-support/reminder-meetings";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";

const HOUR = 3_600_000;
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

describe("the e2e hooks", () => {
  it("list the last messages to one address, oldest first, whatever the address's case", async () => {
    for (const path of ["/api/users/reset-password", "/api/users/login-link"]) {
      expect((await platform.call("POST", path, { json: { email: "client@demo.example" } })).status).toBe(200);
    }
    const inbox = await platform.call("GET", "/api/_test/outbox?to=CLIENT%40Demo.example");
    expect(inbox.status).toBe(200);
    const subjects = inbox.body.data.map((message: { subject: string }) => message.subject);
    expect(subjects.length).toBeGreaterThanOrEqual(2);
    const [reset, link] = inbox.body.data.slice(-2);
    expect(reset.id).toBeLessThan(link.id);
    expect(reset.body).toContain("/utilisateur/modification-mot-de-passe");
    expect(link.body).toContain("/connexion-email");
    for (const message of inbox.body.data) {
      expect(message).toMatchObject({ recipient: "client@demo.example", status: "stored", attachments: [] });
      expect(Number.isNaN(Date.parse(message.created_at))).toBe(false);
    }
  });

  it("start a meeting now: it lasts an hour and has ended", async () => {
    // Claire Fabre has none of the seeded agenda's meetings: any hour is free for her.
    const booked = await confirmedMeeting(platform.platform.db, {
      startsAt: new Date(Date.now() + 48 * HOUR),
      professionalEmail: "claire.fabre@etude-dupont-lyon.example",
    });
    const started = await platform.call("POST", `/api/_test/meetings/${booked.meeting.id}/started`);
    expect(started).toMatchObject({ status: 200, body: { started: booked.meeting.id } });
    const meeting = await platform.platform.db
      .selectFrom("meetings")
      .select(["starts_at", "ends_at"])
      .where("id", "=", booked.meeting.id)
      .executeTakeFirstOrThrow();
    expect(meeting.ends_at!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(meeting.ends_at!.getTime() - meeting.starts_at!.getTime()).toBe(HOUR);
  });
});
