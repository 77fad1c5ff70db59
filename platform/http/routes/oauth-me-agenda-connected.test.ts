// GET /api/oauth/me's "agenda-connected" markers (pro-side §6; docs/decisions/1440-agenda-connected-markers.md):
// null without a calendar connection, set once the bailiff has connected their own calendar's secret
// iCal address, null again once disconnected, and never the secret address itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENDA_CONNECTED_FLAG } from "../../domain/present-user";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";

const SECRET_ADDRESS = "https://calendar.google.com/calendar/ical/secret-token-123/basic.ics";
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
}, 120_000);

afterAll(async () => {
  await platform?.close();
});

describe("GET /api/oauth/me and the calendar connection", () => {
  it("answers the markers exactly while an imported calendar is set, without its secret address", async () => {
    const { db } = platform.platform;
    const bailiff = await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.bailiff).executeTakeFirstOrThrow();
    const token = await platform.login(DEMO_EMAILS.bailiff);
    const me = async () => (await platform.call("GET", "/api/oauth/me", { token })).body as Record<string, unknown>;

    expect(await me()).toMatchObject({ cronofy_access_token: null, cronofy_sub: null });

    await db.insertInto("calendar_imports").values({ user_id: bailiff.id, url: SECRET_ADDRESS }).execute();
    const connected = await me();
    expect(connected).toMatchObject({ cronofy_access_token: AGENDA_CONNECTED_FLAG, cronofy_sub: `calendar-import-${bailiff.id}` });
    expect(JSON.stringify(connected)).not.toContain("secret-token-123");

    await db.deleteFrom("calendar_imports").where("user_id", "=", bailiff.id).execute();
    expect(await me()).toMatchObject({ cronofy_access_token: null, cronofy_sub: null });
  });
});
