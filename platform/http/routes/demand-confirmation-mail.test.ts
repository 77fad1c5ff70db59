// The customer's confirmation e-mail of a new demand carries the appointment as an .ics file whose
// times are the booked slot's Paris wall clock, in summer (UTC+2) as in winter (UTC+1); a demand
// without a slot carries none. Read through the test outbox endpoint, on each database.
import type { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_STUDY_SLUG } from "../../seed/demo-accounts";
import { freeSlots, guest, LYON, mondayIn, reportTypeOf, studyBySlug } from "../../test-support/booking-helpers";
import { lastMessage } from "../../test-support/outbox-reader";
import { PUBLIC_URL, type TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

/** How many weeks ahead the first week whose Monday satisfies `wanted` starts (within a year and a bit). */
function weeksUntil(wanted: (monday: DateTime) => boolean): number {
  for (let weeks = 1; weeks <= 60; weeks += 1) if (wanted(mondayIn(weeks))) return weeks;
  throw new Error("no such week within 60 weeks");
}

/** The content lines of an .ics file, folded ones joined back (RFC 5545 §3.1). */
function unfoldedLines(content: string): string[] {
  return content.replace(/\r\n /g, "").split("\r\n");
}

/** "2027-07-12T09:00:00+02:00" (a slot as the platform writes it) → "20270712T090000". */
function wallClock(parisIso: string): string {
  return parisIso.slice(0, 19).replace(/[-:]/g, "");
}

describeOnEachDatabase("the demand confirmation e-mail", (current) => {
  let platform: TestPlatform;
  let demo: Awaited<ReturnType<typeof studyBySlug>>;
  let dupontId: number;
  let generalId: number;

  beforeAll(async () => {
    platform = current();
    demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
    dupontId = demo.bailiffs.find((bailiff) => bailiff.lastname === "Dupont")!.id;
    generalId = (await reportTypeOf(platform, demo.id, "general-meeting")).id;
  });

  async function bookFirstFreeSlot(email: string, weeks: number) {
    const visitor = await guest(platform, email);
    const [slot] = await freeSlots(platform, { studyId: demo.id, bailiffId: dupontId, reportTypeId: generalId, weeks });
    const created = await platform.call("POST", "/api/demands", {
      json: {
        customer_token: visitor.token,
        study_id: demo.id,
        report_type_id: generalId,
        meeting_type: "meeting",
        operator_id: dupontId,
        slots: [{ start_date: slot!.start, end_date: slot!.end }],
        address: LYON.address,
        latitude: LYON.lat,
        longitude: LYON.lon,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { slot: slot!, demandId: created.body.id as number, routeToken: created.body.route_token as string };
  }

  const seasons = [
    { season: "summer", offset: "+02:00", weeks: () => weeksUntil((monday) => monday.month === 7) },
    { season: "winter", offset: "+01:00", weeks: () => weeksUntil((monday) => monday.month === 2) },
  ];

  describe.each(seasons)("for a slot in $season", ({ season, offset, weeks }) => {
    it(`attaches rendez-vous-constat-rdv.ics with the slot's Paris times (UTC${offset})`, async () => {
      const email = `agenda.${season}@exemple.fr`;
      const { slot, demandId, routeToken } = await bookFirstFreeSlot(email, weeks());
      expect(slot.start.endsWith(offset)).toBe(true);

      const mail = await lastMessage(platform, email);
      expect(mail.subject).toBe("Votre demande a bien été transmise");
      expect(mail.body).toContain("ouvrez le fichier .ics joint à ce message");
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments;
      expect(file).toMatchObject({
        filename: "rendez-vous-constat-rdv.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      });
      const lines = unfoldedLines(file!.content);
      expect(lines).toContain(`DTSTART;TZID=Europe/Paris:${wallClock(slot.start)}`);
      expect(lines).toContain(`DTEND;TZID=Europe/Paris:${wallClock(slot.end)}`);
      expect(lines).toContain(`UID:demande-${demandId}-${routeToken}@${new URL(PUBLIC_URL).hostname}`);
      expect(lines).toContain("SUMMARY:Constat de commissaire de justice avec Maître Dupont");
      expect(lines).toContain("LOCATION:10 rue de la République\\, 69002 Lyon");
      expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toContain(
        `Votre dossier : ${PUBLIC_URL}/dossier/${demandId}`,
      );

      // The professional's notice is not an appointment of theirs to import: no file.
      const notice = (await platform.call("GET", `/api/_test/outbox`)).body.data.filter(
        (message: { subject: string; link: string }) =>
          message.subject === "Nouvelle demande de rendez-vous" && message.link === `${PUBLIC_URL}/espace-pro/dossiers/${demandId}`,
      );
      expect(notice).toHaveLength(1);
      expect(notice[0].attachments).toEqual([]);
    });
  });

  it("attaches nothing to the e-mail of a demand without a slot", async () => {
    const email = "agenda.sans-creneau@exemple.fr";
    const visitor = await guest(platform, email);
    const internet = await reportTypeOf(platform, demo.id, "constat-internet");
    const created = await platform.call("POST", "/api/demands", {
      json: {
        customer_token: visitor.token,
        study_id: demo.id,
        report_type_id: internet.id,
        meeting_type: "meeting",
        address: LYON.address,
        latitude: LYON.lat,
        longitude: LYON.lon,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.demand.meetings[0].slots).toEqual([]);
    const mail = await lastMessage(platform, email);
    expect(mail.subject).toBe("Votre demande a bien été transmise");
    expect(mail.attachments).toEqual([]);
    expect(mail.body).not.toContain(".ics");
  });
});
