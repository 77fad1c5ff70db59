// Every e-mail's HTML part: the same words as its text part (read back from the HTML), escaped, a
// conforming document by the W3C Nu HTML Checker, inline styles only, nothing fetched from a server,
// the site's name and colours; and the outbox sends it beside the text as multipart/alternative, inside
// multipart/mixed when a calendar file goes with it, with `Auto-Submitted: auto-generated` kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlErrors } from "../../e2e/support/html-checker";
import { databaseFromPGlite, type OpenedDatabase } from "../db/open-database";
import { invitationMessage } from "../domain/invitations/invitation-messages";
import { startFakeSmtpServer } from "../test-support/fake-smtp-server";
import { onSiteAppointment } from "../test-support/appointment";
import { seededPGlite } from "../test-support/seeded-template";
import { appointmentCalendarFile } from "./appointment-calendar-file";
import { mailHtml } from "./mail-html";
import { messages } from "./messages";
import { createOutbox, type OutgoingMessage } from "./outbox";
import { customerReminder, daySummary } from "./reminder-messages";

const TO = "camille.lefevre@exemple.fr";
const LINK = "https://www.constat-rdv.fr/dossier/123456";
const TITLE = "Constat d'état des lieux <sortie> & « remise des clés »";
const WHEN = "mercredi 30 décembre 2026 à 14:30";
const ADDRESS =
  "Résidence Les Jardins de l'Observatoire, bâtiment C, 127 boulevard du Maréchal-de-Lattre-de-Tassigny, 69008 Lyon";
const calendarFile = appointmentCalendarFile({
  ...onSiteAppointment,
  demandId: 123456,
  dossierLink: LINK,
  start: new Date("2026-12-30T13:30:00Z"),
  end: new Date("2026-12-30T14:30:00Z"),
  stamp: new Date("2026-12-04T09:00:00Z"),
});

/** Every e-mail the platform writes, with values that need escaping where the text takes any. */
const everyMail: OutgoingMessage[] = [
  messages.verifyEmail(TO, "Zoé", `${LINK}?token=abc&x=1`),
  messages.resetPassword(TO, "https://www.constat-rdv.fr/mot-de-passe/nouveau/abcdef"),
  messages.registrationAttempt(TO, "https://www.constat-rdv.fr/mot-de-passe-oublie"),
  messages.accountDeleted(TO, "Zoé"),
  messages.loginLink(TO, LINK),
  messages.demandReceived(TO, TITLE, WHEN, LINK, calendarFile, ADDRESS),
  messages.newDemandForProfessional(TO, TITLE, WHEN, LINK, ADDRESS),
  messages.demandCanceled(TO, TITLE, LINK, [calendarFile]),
  messages.meetingConfirmed(TO, TITLE, WHEN, LINK, calendarFile),
  messages.meetingRescheduled(TO, TITLE, WHEN, LINK, calendarFile),
  messages.meetingPlanned(TO, TITLE, WHEN, LINK, calendarFile),
  messages.meetingCompleted(TO, TITLE, "meeting", LINK),
  messages.meetingDeclined(TO, TITLE, "Le professionnel n'est pas disponible à cette heure-là.", LINK),
  messages.meetingCanceled(TO, TITLE, "Empêchement", LINK, calendarFile),
  messages.caseRefused(TO, TITLE, "Hors de notre ressort", LINK),
  messages.documentsRequested(TO, TITLE, ["Bail signé", "Pièce d'identité <recto/verso>"], LINK),
  messages.reportPublished(TO, TITLE, LINK),
  messages.recommendation(TO, 'Jean "Jo" Martin', LINK),
  messages.supportTicket(TO, "Prénom : Zoé\nTéléphone : +33611223344\nVille : Lyon <3e>"),
  invitationMessage(TO, "Étude Dupont & Associés", "clerk", LINK),
  customerReminder(
    { email: TO, phone: null },
    {
      title: TITLE,
      when: WHEN,
      startsAt: new Date("2026-12-30T13:30:00Z"),
      withWhom: "Maître Dupont",
      place: { kind: "address", text: ADDRESS },
      missingDocuments: ["Bail signé"],
      dossierLink: LINK,
      confirmLink: `${LINK}/presence`,
      cancelLink: `${LINK}/annulation`,
    },
    calendarFile,
  )[0]!,
  daySummary(
    TO,
    { title: "mercredi 30 décembre 2026", studyName: "Étude Dupont & Associés" },
    [{ start: "09:30", end: "10:30", service: "Constat", customer: "Zoé Martin", place: ADDRESS, presenceConfirmed: true }],
    "https://www.constat-rdv.fr/espace-pro",
  ),
];

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** The words of the message part of the HTML, as a reader sees them: paragraphs apart, lines broken. */
function wordsOf(html: string): string {
  const message = /<div data-message[^>]*>\n([\s\S]*?)\n<\/div>/.exec(html)![1]!;
  return message
    .replace(/<\/p>\n<p[^>]*>/g, "\n\n")
    .replace(/<br>\n/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
}

describe("the HTML part of every e-mail", () => {
  it("says the same words as the text part, escaped", () => {
    for (const mail of everyMail) {
      const html = mailHtml(mail.subject, mail.body);
      expect(wordsOf(html), mail.subject).toBe(mail.body.trim());
      expect(html).not.toMatch(/<(?!\/?(a|p|br|div|html|head|body|meta|title)\b|!DOCTYPE)/);
    }
    const reset = mailHtml("Réinitialisation", messages.documentsRequested(TO, TITLE, ["<script>x</script>"], LINK).body);
    expect(reset).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(reset).toContain("Constat d&#39;état des lieux &lt;sortie&gt; &amp; « remise des clés »");
    expect(reset).not.toContain("<script>");
  });

  it("makes the text's addresses links, escaped in the attribute too", () => {
    const html = mailHtml("Lien", messages.verifyEmail(TO, "Zoé", `${LINK}?token=abc&x=1`).body);
    expect(html).toContain(
      `<a href="${LINK}?token=abc&amp;x=1" style="color:#2B366F;word-break:break-all">${LINK}?token=abc&amp;x=1</a>`,
    );
  });

  it("uses inline styles only and fetches nothing, in the site's name and colours", () => {
    for (const mail of everyMail) {
      const html = mailHtml(mail.subject, mail.body);
      expect(html).not.toMatch(/<(style|link|img|script|iframe|object)\b|\bsrc=|url\(/i);
      expect(html).toContain(">Constat RDV</div>");
      expect(html).toContain("background-color:#2B366F;color:#FFFFFF");
      expect(html).toContain('<html lang="fr">');
    }
  });

  it("is a conforming document for the W3C Nu HTML Checker", async () => {
    const documents = everyMail.map((mail) => ({ label: mail.subject, html: mailHtml(mail.subject, mail.body) }));
    expect(await htmlErrors(documents)).toEqual([]);
  }, 60_000);
});

describe("the outbox sends the HTML beside the text", () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = databaseFromPGlite(await seededPGlite());
  });
  afterAll(() => database?.close());

  it("as multipart/alternative, inside multipart/mixed with a calendar file, still marked auto-generated", async () => {
    const smtp = await startFakeSmtpServer();
    const outbox = createOutbox(database.db, { smtpUrl: smtp.url, mailFrom: "Constat RDV <robot@site.example>" });
    await outbox.enqueue(database.db, messages.loginLink("html-seul@exemple.fr", LINK));
    await outbox.enqueue(database.db, messages.meetingConfirmed("html-agenda@exemple.fr", TITLE, WHEN, LINK, calendarFile));
    await outbox.deliverPending();
    const [plain, withFile] = ["html-seul@exemple.fr", "html-agenda@exemple.fr"].map(
      (address) => smtp.received.find((mail) => mail.to.some((to) => to.includes(address)))!.data,
    );
    for (const raw of [plain!, withFile!]) {
      expect(raw).toMatch(/^Content-Type: multipart\/alternative;\s+boundary=/im);
      expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/im);
      expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/im);
      expect(raw).toMatch(/^Auto-Submitted: auto-generated\r$/m);
    }
    expect(plain).not.toMatch(/multipart\/mixed/i);
    expect(withFile).toMatch(/^Content-Type: multipart\/mixed;\s+boundary=/im);
    expect(withFile).toMatch(/filename=rendez-vous-constat-rdv\.ics/);
    await outbox.close();
    await smtp.close();
  });
});
