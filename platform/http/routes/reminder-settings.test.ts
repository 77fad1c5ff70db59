// A study's reminder lead times over HTTP: the defaults until set, French messages next to each field for
// a wrong value, saved for the study's admins only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

describe("reminder settings", () => {
  it("start at 24 hours and 07:30, refuse wrong values in French, and keep what an admin saves", async () => {
    const studyId = await demoStudyId(platform);
    const admin = await staffCaller(platform, "studyAdmin", studyId);
    const path = `/api/admin/${studyId}/reminders`;
    expect((await admin("GET", path)).body).toEqual({ data: { customer_lead_hours: 24, summary_time: "07:30" } });

    const wrong = await admin("PUT", path, { json: { customer_lead_hours: "0", summary_time: "7h30" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      customer_lead_hours: ["Saisissez un nombre entier d'heures entre 1 et 168."],
      summary_time: ["Saisissez une heure au format HH:MM, par exemple 07:30."],
    });
    for (const hours of ["169", "2.5", "", "douze"]) {
      expect((await admin("PUT", path, { json: { customer_lead_hours: hours, summary_time: "07:30" } })).status).toBe(422);
    }

    const saved = await admin("PUT", path, { form: { customer_lead_hours: "48", summary_time: "06:45" } });
    expect(saved.status).toBe(200);
    expect((await admin("GET", path)).body.data).toEqual({ customer_lead_hours: 48, summary_time: "06:45" });
  });

  it("are the study admins' only", async () => {
    const studyId = await demoStudyId(platform);
    const bailiff = await staffCaller(platform, "bailiff", studyId);
    expect((await bailiff("GET", `/api/admin/${studyId}/reminders`)).status).toBe(403);
    expect(
      (await bailiff("PUT", `/api/admin/${studyId}/reminders`, { json: { customer_lead_hours: 2, summary_time: "08:00" } }))
        .status,
    ).toBe(403);
    expect((await platform.call("GET", `/api/admin/${studyId}/reminders`)).status).toBe(401);
  });
});
