// A study's travel settings over HTTP (docs/decisions/3005): the defaults until set, the factor with a
// French decimal comma, French messages next to each wrong field, saved for the study's admins only.
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

const DEFAULTS = { detour_factor: 1.3, urban_speed_kmh: 20, periurban_speed_kmh: 35, rural_speed_kmh: 55 };

describe("travel settings", () => {
  it("start at the defaults, refuse wrong values in French, and keep what an admin saves", async () => {
    const studyId = await demoStudyId(platform);
    const admin = await staffCaller(platform, "studyAdmin", studyId);
    const path = `/api/admin/${studyId}/travel`;
    expect((await admin("GET", path)).body).toEqual({ data: DEFAULTS });

    const wrong = await admin("PUT", path, {
      form: { detour_factor: "0,8", urban_speed_kmh: "0", periurban_speed_kmh: "35,5", rural_speed_kmh: "" },
    });
    expect(wrong.status).toBe(422);
    const speedMessage = "Saisissez une vitesse en km/h, nombre entier entre 5 et 130.";
    expect(wrong.body.errors).toEqual({
      detour_factor: ["Saisissez un coefficient entre 1 et 3, par exemple 1,3."],
      urban_speed_kmh: [speedMessage],
      periurban_speed_kmh: [speedMessage],
      rural_speed_kmh: [speedMessage],
    });
    for (const factor of ["3,01", "1,333", "un", "", 4]) {
      expect((await admin("PUT", path, { json: { ...DEFAULTS, detour_factor: factor } })).status).toBe(422);
    }
    expect((await admin("PUT", path, { json: { ...DEFAULTS, rural_speed_kmh: 131 } })).status).toBe(422);
    expect((await admin("GET", path)).body.data).toEqual(DEFAULTS);

    const saved = await admin("PUT", path, {
      form: { detour_factor: "1,45", urban_speed_kmh: "18", periurban_speed_kmh: "40", rural_speed_kmh: "70" },
    });
    expect(saved.status).toBe(200);
    const expected = { detour_factor: 1.45, urban_speed_kmh: 18, periurban_speed_kmh: 40, rural_speed_kmh: 70 };
    expect(saved.body.data).toEqual(expected);
    expect((await admin("GET", path)).body.data).toEqual(expected);
  });

  it("are the study admins' only", async () => {
    const studyId = await demoStudyId(platform);
    const bailiff = await staffCaller(platform, "bailiff", studyId);
    expect((await bailiff("GET", `/api/admin/${studyId}/travel`)).status).toBe(403);
    expect((await bailiff("PUT", `/api/admin/${studyId}/travel`, { json: DEFAULTS })).status).toBe(403);
    expect((await platform.call("GET", `/api/admin/${studyId}/travel`)).status).toBe(401);
  });
});
