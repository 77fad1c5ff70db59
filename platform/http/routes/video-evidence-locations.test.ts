// The customer's position during a video session and the address look-ups (part B), with the
// real geolocation service on a loopback port: the customer shares coordinates (out of range refused) or
// a typed address; the latest is read back (404 before any); the meeting's professional confirms it;
// `geocode` and `search-address` answer through the service, and 503 when it does not answer.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGeoService, loadGeoData } from "../../geo";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { guest } from "../../test-support/booking-helpers";
import { freshCase } from "../../test-support/case-helpers";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;

describe("the customer's position in a video session", () => {
  let geoServer: Server;
  let platform: TestPlatform;
  let offline: TestPlatform;
  let base: string;
  let studyId: number;
  let bailiff: Caller;
  let clerk: Caller;
  let customer: string;
  let stranger: string;

  beforeAll(async () => {
    const app = express();
    app.use("/_geo", createGeoService(await loadGeoData()).router);
    geoServer = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => geoServer.once("listening", resolve));
    const geoUrl = `http://127.0.0.1:${(geoServer.address() as AddressInfo).port}/_geo`;
    platform = await startTestPlatform({ geoApiUrl: geoUrl });
    // A platform whose geolocation service does not answer (a closed port).
    offline = await startTestPlatform({ geoApiUrl: "http://127.0.0.1:9/_geo" });
    studyId = await demoStudyId(platform);
    base = `/api/bailiff/${studyId}`;
    bailiff = await staffCaller(platform, "bailiff", studyId);
    clerk = await staffCaller(platform, "clerk", studyId);
    customer = await platform.login(DEMO_EMAILS.customer);
    stranger = (await guest(platform, "etranger.visio@test.example")).token;
  }, 90_000);
  afterAll(async () => {
    await Promise.all([platform.close(), offline.close()]);
    await new Promise((resolve) => geoServer.close(resolve));
  });

  const share = (demandId: number, json: Record<string, unknown>, token = customer) =>
    platform.call("POST", `/api/demands/${demandId}/user_locations`, { token, json });
  const latest = (demandId: number, meetingId: number, token = customer) =>
    platform.call("GET", `/api/demands/${demandId}/user_locations/latest?meeting_id=${meetingId}`, { token });

  it("records coordinates or a typed address, refuses what is out of range, and reads back the latest", async () => {
    const { demandId, meetingId } = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
    expect((await latest(demandId, meetingId)).status).toBe(404);

    expect((await share(demandId, { meeting_id: meetingId, latitude: 91, longitude: 4.8 })).body.errors.latitude).toBeDefined();
    expect(
      (await share(demandId, { meeting_id: meetingId, latitude: 45.7, longitude: -181 })).body.errors.longitude,
    ).toBeDefined();
    expect((await share(demandId, { meeting_id: meetingId, latitude: 45.7 })).body.errors).toEqual({
      longitude: ["La latitude et la longitude vont ensemble."],
    });
    expect((await share(demandId, { meeting_id: meetingId })).body.errors).toEqual({
      custom_address: ["Veuillez saisir l'adresse où vous vous trouvez."],
    });
    expect((await share(demandId, { latitude: 45.7, longitude: 4.8 })).body.errors.meeting_id).toBeDefined();
    expect((await share(demandId, { meeting_id: meetingId, custom_address: "x".repeat(256) })).status).toBe(422);

    const point = await share(demandId, { meeting_id: meetingId, latitude: "45.7640", longitude: "4.8357", accuracy: "12" });
    expect(point.status).toBe(201);
    expect(point.body.location).toMatchObject({ latitude: 45.764, longitude: 4.8357, accuracy: 12, custom_address: null });
    expect(point.body.location.place_label).toMatch(/^Lyon/);

    const typed = await share(demandId, { meeting_id: meetingId, custom_address: "12 rue de la République, 69002 Lyon" });
    expect(typed.body.location).toMatchObject({ custom_address: "12 rue de la République, 69002 Lyon", latitude: null });
    expect((await latest(demandId, meetingId)).body.location.id).toBe(typed.body.location.id);
    expect(
      (await bailiff("GET", `${base}/demands/${demandId}/meetings/${meetingId}/user_locations/latest`)).body.location.id,
    ).toBe(typed.body.location.id);
  });

  it("keeps the position to the demand's customer and the meeting's professional", async () => {
    const { demandId, meetingId } = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
    const other = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
    expect((await share(demandId, { meeting_id: meetingId, custom_address: "Lyon" }, stranger)).status).toBe(403);
    expect((await latest(demandId, meetingId, stranger)).status).toBe(403);
    expect((await share(demandId, { meeting_id: other.meetingId, custom_address: "Lyon" })).status).toBe(404);
    expect((await share(999_999, { meeting_id: meetingId, custom_address: "Lyon" })).status).toBe(404);
    const staff = await platform.login(DEMO_EMAILS.bailiff);
    expect((await share(demandId, { meeting_id: meetingId, custom_address: "Lyon" }, staff)).status).toBe(403);

    const confirm = `${base}/demands/${demandId}/meetings/${meetingId}/user_locations/confirm`;
    expect((await bailiff("POST", confirm)).status).toBe(404);
    await share(demandId, { meeting_id: meetingId, latitude: 45.75, longitude: 4.85 });
    expect((await clerk("POST", confirm)).status).toBe(403);
    const confirmed = await bailiff("POST", confirm);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.location.confirmed_at).not.toBeNull();
    expect((await bailiff("GET", `${base}/demands/${other.demandId}/meetings/${meetingId}/user_locations/latest`)).status).toBe(
      404,
    );
  });

  it("geocodes and searches addresses through the geolocation service, 503 when it does not answer", async () => {
    const reverse = await bailiff("POST", `${base}/geocode`, { json: { latitude: 45.764, longitude: 4.8357 } });
    expect(reverse.status).toBe(200);
    expect(reverse.body.place.label).toMatch(/^Lyon/);
    expect((await bailiff("POST", `${base}/geocode`, { json: { latitude: 120, longitude: 4.8 } })).status).toBe(422);
    expect((await bailiff("POST", `${base}/geocode`, { json: { latitude: 0, longitude: -150 } })).status).toBe(404);

    const search = await bailiff("POST", `${base}/search-address`, { form: { query: "Villeurbanne" } });
    expect(search.body.data[0]).toMatchObject({ label: "Villeurbanne (69100)", postcode: "69100" });
    expect((await bailiff("POST", `${base}/search-address`, { json: { query: "ly" } })).body.errors.query).toEqual([
      "Saisissez au moins 3 caractères.",
    ]);
    expect((await bailiff("POST", `${base}/search-address`, { json: {} })).status).toBe(422);
    expect((await platform.call("POST", `${base}/search-address`, { token: customer, json: { query: "Lyon" } })).status).toBe(
      403,
    );

    const offlineBailiff = await staffCaller(offline, "bailiff", studyId);
    const down = await offlineBailiff("POST", `${base}/search-address`, { json: { query: "Lyon" } });
    expect(down.status).toBe(503);
    expect(down.body.message).toBe("Le service de géolocalisation ne répond pas, veuillez réessayer.");
  });
});
