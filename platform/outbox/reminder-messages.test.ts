// The reminder's e-mail says every sentence of the list, whatever the place and the documents; the SMS,
// held to one message (docs/decisions/3821), says the date and the confirmation link, both in the e-mail.
import { describe, expect, it } from "vitest";
import { customerReminder, daySummary, reminderSentences, type ReminderFacts, type ReminderPlace } from "./reminder-messages";
import { fitsOneSegment } from "./sms-segments";

const calendarFile = { filename: "rendez-vous-constat-rdv.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" };
const facts: ReminderFacts = {
  title: "État des lieux d'entrée, T3 Guillotière",
  when: "mardi 1 décembre 2026 à 09:30",
  startsAt: new Date("2026-12-01T08:30:00Z"),
  withWhom: "Maître Dupont",
  place: { kind: "address", text: "18 rue de Marseille, 69007 Lyon" },
  missingDocuments: ["Bail signé", "Pièce d'identité"],
  dossierLink: "https://site.example/dossier/42",
  confirmLink: "https://site.example/rendez-vous/presence/p.1.1.1796000000.AAAAAAAAAAAAAAAAAAAAAA",
  cancelLink: "https://site.example/rendez-vous/empechement/c.1.1.1796000000.AAAAAAAAAAAAAAAAAAAAAA",
};
const places: ReminderPlace[] = [
  facts.place,
  { kind: "office", text: "12 quai Saint-Antoine, 69002 Lyon" },
  { kind: "video", link: "https://site.example/visio/abc/def" },
  null,
];

describe("reminder messages", () => {
  it("say every sentence by e-mail, and by SMS in one message the date and the e-mail's confirmation link", () => {
    for (const place of places) {
      for (const missingDocuments of [facts.missingDocuments, []]) {
        const variant = { ...facts, place, missingDocuments };
        const [mail, sms] = customerReminder({ email: "elise@exemple.fr", phone: "+33612345678" }, variant, calendarFile);
        const sentences = reminderSentences(variant);
        for (const sentence of sentences) expect(mail!.body).toContain(sentence);
        // « Maître » and the long date would take a second message: the short date goes.
        expect(sms!.body).toBe(
          `Constat RDV : rappel, rendez-vous le 01/12 à 09:30. Je confirme ma présence : ${facts.confirmLink}`,
        );
        expect(fitsOneSegment(sms!.body)).toBe(true);
        expect(mail!.body).toContain(`Je confirme ma présence : ${facts.confirmLink}`);
        expect(sentences.some((sentence) => sentence.includes("Documents encore attendus"))).toBe(missingDocuments.length > 0);
        expect([mail!.link, sms!.link]).toEqual([facts.confirmLink, facts.confirmLink]);
      }
    }
  });

  it("write the date, the place, the missing documents and both links", () => {
    expect(reminderSentences(facts)).toEqual([
      "Rappel : votre rendez-vous « État des lieux d'entrée, T3 Guillotière » avec Maître Dupont a lieu le mardi 1 décembre 2026 à 09:30.",
      "Adresse : 18 rue de Marseille, 69007 Lyon.",
      "Documents encore attendus : Bail signé, Pièce d'identité. Déposez-les dans votre dossier : https://site.example/dossier/42",
      `Je confirme ma présence : ${facts.confirmLink}`,
      `Je ne pourrai pas venir : ${facts.cancelLink}`,
    ]);
  });

  it("send the e-mail alone, with the .ics, to a customer without a phone number", () => {
    const messages = customerReminder({ email: "elise@exemple.fr", phone: null }, facts, calendarFile);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      channel: "mail",
      subject: "Rappel : votre rendez-vous du mardi 1 décembre 2026 à 09:30",
    });
    expect(messages[0]!.attachments).toEqual([calendarFile]);
  });

  it("list the professional's day, each meeting saying whether its customer confirmed", () => {
    const summary = daySummary(
      "huissier@demo.example",
      { title: "mardi 1 décembre 2026", studyName: "Étude Dupont & Associés" },
      [
        {
          start: "09:30",
          end: "10:30",
          service: "Constat locatif",
          customer: "Élise Martin",
          place: "18 rue de Marseille, 69007 Lyon",
          presenceConfirmed: true,
        },
        {
          start: "14:00",
          end: "14:30",
          service: "Consultation",
          customer: "Jean Petit",
          place: "En visioconférence",
          presenceConfirmed: false,
        },
      ],
      "https://site.example/espace-pro",
    );
    expect(summary.subject).toBe("Vos rendez-vous du mardi 1 décembre 2026");
    expect(summary.body).toContain("Vos 2 rendez-vous confirmés du mardi 1 décembre 2026 (Étude Dupont & Associés) :");
    expect(summary.body).toContain(
      "- 09:30–10:30 · Constat locatif · Élise Martin · 18 rue de Marseille, 69007 Lyon · présence confirmée",
    );
    expect(summary.body).toContain("- 14:00–14:30 · Consultation · Jean Petit · En visioconférence · présence non confirmée");
  });
});
