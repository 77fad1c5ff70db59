// The site's « Ajouter à mon agenda » file and the e-mails' files are one event (issue 38, items 9 and
// 11): the download says what the booking e-mail's file says (UID, SUMMARY, LOCATION, DESCRIPTION), at
// the meeting's current version; after a cancellation the download and the « Demande annulée » e-mail
// both carry METHOD:CANCEL, so the event leaves the customer's calendar.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../../seed/demo-accounts";
import { freeSlots, LYON, reportTypeOf, studyBySlug } from "../../test-support/booking-helpers";
import { lastMessage } from "../../test-support/outbox-reader";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";

/** The event's lines, folded lines joined (RFC 5545). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
const field = (ics: string, name: string) => lines(ics).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe("a demand's calendar file", () => {
  let platform: TestPlatform;
  let customer: string;
  let booked: { id: number };

  beforeAll(async () => {
    platform = await startTestPlatform();
    const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
    const dupont = demo.bailiffs.find((bailiff) => bailiff.lastname === "Dupont")!.id;
    const general = await reportTypeOf(platform, demo.id, "general-meeting");
    const [slot] = await freeSlots(platform, { studyId: demo.id, bailiffId: dupont, reportTypeId: general.id, weeks: 4 });
    customer = await platform.login(DEMO_EMAILS.customer);
    const created = await platform.call("POST", "/api/demands", {
      token: customer,
      json: {
        study_id: demo.id,
        report_type_id: general.id,
        meeting_type: "meeting",
        operator_id: dupont,
        slots: [{ start_date: slot!.start, end_date: slot!.end }],
        address: LYON.address,
        latitude: LYON.lat,
        longitude: LYON.lon,
        source: "preuveo",
      },
    });
    expect(created.status).toBe(201);
    booked = created.body;
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  it("is the booking e-mail's event, for its customer only", async () => {
    const mail = await lastMessage(platform, DEMO_EMAILS.customer);
    const attached = mail.attachments.find((file) => file.filename === "rendez-vous-constat-rdv.ics")!.content;
    const download = await platform.call("GET", `/api/demands/${booked.id}/calendar-file`, { token: customer });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toContain("text/calendar");
    expect(download.headers.get("content-disposition")).toContain("rendez-vous-constat-rdv.ics");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    for (const name of ["UID", "SEQUENCE", "SUMMARY", "LOCATION", "DESCRIPTION", "DTSTART", "DTEND", "STATUS", "METHOD"])
      expect(field(download.body, name), name).toBe(field(attached, name));

    expect((await platform.call("GET", `/api/demands/${booked.id}/calendar-file`, { token: await platform.login(DEMO_EMAILS.partner) })).status).toBe(403);
    expect((await platform.call("GET", `/api/demands/${booked.id}/calendar-file`)).status).toBe(401);
    expect((await platform.call("GET", "/api/demands/99999999/calendar-file", { token: customer })).status).toBe(404);
  });

  it("removes the event once the demand is cancelled, by e-mail and by download alike", async () => {
    const uid = field((await platform.call("GET", `/api/demands/${booked.id}/calendar-file`, { token: customer })).body, "UID");
    expect((await platform.call("DELETE", `/api/demands/${booked.id}`, { token: customer })).status).toBe(200);

    const mail = await lastMessage(platform, DEMO_EMAILS.customer);
    expect(mail.subject).toBe("Demande annulée");
    expect(mail.body).toContain("Le fichier .ics joint retire le rendez-vous de votre agenda.");
    const [removal] = mail.attachments;
    expect(removal!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(lines(removal!.content)).toEqual(expect.arrayContaining([uid, "METHOD:CANCEL", "STATUS:CANCELLED"]));
    // Higher than the booking's file (none) and than the download's before.
    expect(Number(field(removal!.content, "SEQUENCE")!.split(":")[1])).toBeGreaterThan(0);

    const download = await platform.call("GET", `/api/demands/${booked.id}/calendar-file`, { token: customer });
    expect(field(download.body, "METHOD")).toBe("METHOD:CANCEL");
    expect(field(download.body, "SEQUENCE")).toBe(field(removal!.content, "SEQUENCE"));
    // The professional's « Demande annulée » carries no file: their agenda is the workspace's.
    expect((await lastMessage(platform, DEMO_EMAILS.bailiff)).attachments).toEqual([]);
  });
});
