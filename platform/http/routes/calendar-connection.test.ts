// The calendar connection over HTTP: a calendar served on loopback stands for a bailiff's
// Google calendar (its secret iCal address); its busy event removes the matching slots from the
// customer's search and shows on the agenda; a failed read keeps them and says why; bad addresses get
// French messages; the bailiff's own subscription feed parses with the same parser (ical.js) and gives
// back their meetings; a regenerated or revoked token answers 404.
import http from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_FUTURE_DAYS, FEED_PAST_DAYS } from "../../domain/calendar-sync/feed-meetings";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { firstFreeStart, freeSlots, reportTypeOf } from "../../test-support/booking-helpers";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";

const PARIS = "Europe/Paris";

/** The "external calendar": answers `served` with `status` on any path but /absent. */
let served = { status: 200, body: "" };
let calendarServer: http.Server;
let calendarUrl = "";
let platform: TestPlatform;

beforeAll(async () => {
  calendarServer = http.createServer((req, res) => {
    if (req.url === "/absent") return void res.writeHead(404).end();
    res.writeHead(served.status, { "content-type": "text/calendar" }).end(served.body);
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, "127.0.0.1", resolve));
  calendarUrl = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/calendar/private-abc/basic.ics`;
  platform = await startTestPlatform({ calendarImportAllowPrivateHosts: true });
}, 120_000);

afterAll(async () => {
  await platform?.close();
  await new Promise((resolve) => calendarServer?.close(resolve));
});

function calendarWith(start: DateTime, end: DateTime): string {
  const local = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "BEGIN:VEVENT",
    "UID:audience@example.com",
    "DTSTAMP:20260101T000000Z",
    `DTSTART;TZID=Europe/Paris:${local(start)}`,
    `DTEND;TZID=Europe/Paris:${local(end)}`,
    "SUMMARY:Audience au tribunal",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:lunch@example.com",
    "DTSTAMP:20260101T000000Z",
    `DTSTART;TZID=Europe/Paris:${local(start.minus({ days: 1 }))}`,
    `DTEND;TZID=Europe/Paris:${local(end.minus({ days: 1 }))}`,
    "TRANSP:TRANSPARENT",
    "SUMMARY:Libre",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

async function setUp() {
  const studyId = await demoStudyId(platform);
  const bailiffId = (
    await platform.platform.db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.bailiff).executeTakeFirstOrThrow()
  ).id;
  return {
    studyId,
    bailiffId,
    base: `/api/bailiff/${studyId}`,
    bailiff: await staffCaller(platform, "bailiff", studyId),
    clerk: await staffCaller(platform, "clerk", studyId),
  };
}

describe("importing a bailiff's own calendar", () => {
  it("blocks the slots of its busy events, shows them on the agenda, keeps them when a read fails, frees them when disconnected", async () => {
    const { studyId, bailiffId, base, bailiff } = await setUp();
    const reportType = await reportTypeOf(platform, studyId, "constat-locatif");
    const slots = () => freeSlots(platform, { studyId, bailiffId, reportTypeId: reportType.id, weeks: 2 });
    const before = await slots();
    // The busy event covers two hours from a slot the engine offers: whatever the day, it starts free.
    const busyStart = firstFreeStart(before, "17:00");
    const inWindow = (slot: { start: string; end: string }) =>
      Date.parse(slot.start) < busyStart.plus({ hours: 2 }).toMillis() && Date.parse(slot.end) > busyStart.toMillis();
    expect(before.filter(inWindow).length).toBeGreaterThan(0);

    served = { status: 200, body: calendarWith(busyStart, busyStart.plus({ hours: 2 })) };
    const connected = await bailiff("PUT", `${base}/calendar-connection/import`, { json: { url: calendarUrl } });
    expect(connected.status).toBe(200);
    // The free ("transparent") event of the day before blocks nothing: one busy range.
    expect(connected.body.import).toMatchObject({ host: new URL(calendarUrl).host, busy_count: 1, last_error: null });
    expect(connected.body.import.last_success_at).toEqual(expect.any(String));
    expect(JSON.stringify(connected.body)).not.toContain("private-abc");
    const during = await slots();
    expect(during.filter(inWindow)).toEqual([]);
    // Only the busy range is gone: the rest of the week is offered as before.
    expect(during.length).toBe(before.length - before.filter(inWindow).length);

    const day = busyStart.toISODate();
    const events = await bailiff("GET", `${base}/calendar/events?start_date=${day}&end_date=${day}`);
    const busy = events.body.data.filter((event: { type: string }) => event.type === "busy");
    expect(busy).toHaveLength(1);
    expect(busy[0]).toMatchObject({ title: "Occupé (calendrier connecté)", isDemand: false, bailiff: { id: bailiffId } });
    expect(DateTime.fromISO(busy[0].start, { zone: PARIS }).toFormat("HH:mm")).toBe(busyStart.toFormat("HH:mm"));

    served = { status: 500, body: "" };
    const failed = await bailiff("POST", `${base}/calendar-connection/import/refresh`);
    expect(failed.status).toBe(200);
    expect(failed.body.result).toBe("failed");
    expect(failed.body.import).toMatchObject({
      last_error: "Le calendrier n'a pas pu être lu (réponse 500 du serveur).",
      last_success_at: connected.body.import.last_success_at,
      busy_count: 1,
    });
    expect((await slots()).filter(inWindow)).toEqual([]);

    served = { status: 200, body: calendarWith(busyStart.plus({ days: 1 }), busyStart.plus({ days: 1, hours: 2 })) };
    const refreshed = await bailiff("POST", `${base}/calendar-connection/import/refresh`);
    expect(refreshed.body).toMatchObject({ result: "refreshed", import: { last_error: null, busy_count: 1 } });
    expect((await slots()).filter(inWindow).length).toBeGreaterThan(0);

    expect((await bailiff("DELETE", `${base}/calendar-connection/import`)).status).toBe(204);
    expect((await bailiff("GET", `${base}/calendar-connection`)).body.import).toBeNull();
    expect((await slots()).length).toBe(before.length);
  });

  it("refuses addresses it cannot read with a French message, stores nothing, and is the bailiff's own", async () => {
    const { base, bailiff, clerk } = await setUp();
    const refused = async (url: unknown) => {
      const answer = await bailiff("PUT", `${base}/calendar-connection/import`, { json: { url } });
      expect(answer.status).toBe(422);
      return answer.body.errors.url;
    };
    expect(await refused("")).toEqual(["Collez l'adresse iCal secrète de votre calendrier."]);
    expect(await refused("pas une adresse")).toEqual([
      "Cette adresse n'est pas valide : copiez l'adresse iCal secrète de votre calendrier.",
    ]);
    expect(await refused("ftp://calendar.example/basic.ics")).toEqual([
      "Indiquez une adresse qui commence par https:// (ou webcal://).",
    ]);
    expect(await refused(new URL("/absent", calendarUrl).toString())).toEqual([
      "Le calendrier n'a pas pu être lu (réponse 404 du serveur).",
    ]);
    served = { status: 200, body: "<html>Connexion</html>" };
    expect(await refused(calendarUrl)).toEqual(["Cette adresse ne renvoie pas un calendrier au format iCal (.ics)."]);
    expect(await refused("https://calendrier.invalid/basic.ics")).toEqual(["Cette adresse est introuvable : vérifiez-la."]);
    expect((await bailiff("GET", `${base}/calendar-connection`)).body.import).toBeNull();

    const other = await clerk("PUT", `${base}/calendar-connection/import`, { json: { url: calendarUrl } });
    expect(other.status).toBe(403);
    expect((await clerk("GET", `${base}/calendar-connection`)).status).toBe(403);
    expect((await platform.call("GET", `${base}/calendar-connection`)).status).toBe(401);
  });
});

describe("the bailiff's subscription feed", () => {
  it("is valid iCalendar that gives back their meetings, shows customers only when asked, and dies with its token", async () => {
    const { bailiffId, base, bailiff } = await setUp();
    const created = await bailiff("POST", `${base}/calendar-connection/feed`, { json: {} });
    expect(created.status).toBe(201);
    expect(created.body.feed).toMatchObject({ detail: "title" });
    const token: string = created.body.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await platform.platform.db.selectFrom("calendar_feeds").select("token_hash").where("user_id", "=", bailiffId).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const feedPath = `/api/calendar-feeds/${token}.ics`;
    const response = await fetch(`${platform.baseUrl}${feedPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    // RFC 5545: CRLF line ends, lines of 75 octets at most, DTSTAMP in UTC.
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);

    const root = new ICAL.Component(ICAL.parse(text));
    const events = root.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    // The calendar is named after its owner, whom the token alone designates.
    const owner = await platform.platform.db.selectFrom("users").select(["firstname", "lastname"]).where("id", "=", bailiffId).executeTakeFirstOrThrow();
    expect(root.getFirstPropertyValue("x-wr-calname")).toBe(`Constat RDV – ${owner.firstname} ${owner.lastname}`);
    const meetings = await platform.platform.db
      .selectFrom("meetings")
      .innerJoin("users", "users.id", "meetings.user_id")
      .select(["meetings.id", "meetings.starts_at", "meetings.ends_at", "meetings.status", "users.lastname"])
      .where("bailiff_id", "=", bailiffId)
      .where("starts_at", "is not", null)
      .execute();
    const inFeedWindow = meetings.filter(
      (meeting) =>
        meeting.ends_at!.getTime() > Date.now() - FEED_PAST_DAYS * 86_400_000 &&
        meeting.starts_at!.getTime() < Date.now() + FEED_FUTURE_DAYS * 86_400_000,
    );
    expect(inFeedWindow.length).toBeGreaterThan(0);
    expect(events.length).toBe(inFeedWindow.length);
    for (const meeting of inFeedWindow) {
      const event = events.find((candidate) => candidate.uid === `meeting-${meeting.id}@site.example`);
      expect(event, `meeting ${meeting.id}`).toBeDefined();
      expect(event!.startDate.toJSDate().getTime()).toBe(meeting.starts_at!.getTime());
      expect(event!.endDate.toJSDate().getTime()).toBe(meeting.ends_at!.getTime());
      expect(event!.component.getFirstPropertyValue("status")).toBe(
        ["canceled", "refused"].includes(meeting.status) ? "CANCELLED" : "CONFIRMED",
      );
      expect(event!.summary).not.toContain(meeting.lastname);
    }

    const etag = response.headers.get("etag")!;
    expect((await fetch(`${platform.baseUrl}${feedPath}`, { headers: { "if-none-match": etag } })).status).toBe(304);

    expect((await bailiff("PUT", `${base}/calendar-connection/feed`, { json: { detail: "customer" } })).status).toBe(200);
    const detailed = await (await fetch(`${platform.baseUrl}${feedPath}`)).text();
    const customerNames = inFeedWindow.map((meeting) => meeting.lastname);
    expect(customerNames.some((name) => detailed.replace(/\r\n /g, "").includes(name))).toBe(true);
    expect((await bailiff("PUT", `${base}/calendar-connection/feed`, { json: { detail: "tout" } })).status).toBe(422);

    const regenerated = await bailiff("POST", `${base}/calendar-connection/feed`, { json: { detail: "title" } });
    expect(regenerated.body.token).not.toBe(token);
    expect((await fetch(`${platform.baseUrl}${feedPath}`)).status).toBe(404);
    const newPath = `/api/calendar-feeds/${regenerated.body.token}.ics`;
    expect((await fetch(`${platform.baseUrl}${newPath}`)).status).toBe(200);
    expect((await bailiff("DELETE", `${base}/calendar-connection/feed`)).status).toBe(204);
    const revoked = await fetch(`${platform.baseUrl}${newPath}`);
    expect(revoked.status).toBe(404);
    expect((await revoked.json()).message).toBe("Ce flux d'agenda n'existe pas ou a été révoqué.");
    expect((await fetch(`${platform.baseUrl}/api/calendar-feeds/not-a-token.ics`)).status).toBe(404);
  });
});
