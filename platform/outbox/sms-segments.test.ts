// Every SMS fits in one segment (docs/decisions/3821): the counter follows GSM 03.38 (160 septets, the
// extension table counting two; one character outside the alphabet and it is 70 UCS-2 units), and every
// SMS template, written with the longest realistic values (the site's public address, real tokens, a
// long French address, each seeded refusal type and a long one), is one message.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signReminderLink } from "../domain/reminders/reminder-links";
import { messages } from "./messages";
import { customerReminder, type ReminderFacts } from "./reminder-messages";
import { fitsOneSegment, oneSegment, smsSize } from "./sms-segments";

describe("the SMS counter", () => {
  it("counts GSM-7 septets, two for the extension table, and UCS-2 units once a character is outside", () => {
    expect(smsSize("Numéro confirmé, à bientôt")).toMatchObject({ encoding: "UCS-2" }); // ô
    expect(smsSize("Numéro confirmé, à demain")).toEqual({ encoding: "GSM-7", units: 25, segments: 1 });
    expect(smsSize("Prix : 12 €")).toEqual({ encoding: "GSM-7", units: 12, segments: 1 });
    expect(smsSize("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSize("a".repeat(161))).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
    expect(smsSize(`${"a".repeat(159)}€`).segments).toBe(2);
    expect(smsSize(`${"a".repeat(69)}ê`)).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(smsSize(`${"a".repeat(70)}ê`)).toEqual({ encoding: "UCS-2", units: 71, segments: 2 });
    for (const outside of ["ê", "â", "î", "ô", "û", "ç", "«", "»", "’", "…", "–"])
      expect(smsSize(outside).encoding).toBe("UCS-2");
    for (const inside of ["é", "è", "à", "ù", "É", "'", "@", "_"]) expect(smsSize(inside).encoding).toBe("GSM-7");
  });

  it("takes the first wording that fits, else the last", () => {
    expect(oneSegment("a".repeat(161), "court", "plus court")).toBe("court");
    expect(oneSegment("a".repeat(200), "b".repeat(200))).toBe("b".repeat(200));
  });
});

/** The production site's address, the longest one the product is served under. */
const SITE = "https://www.constat-rdv.fr";
const token = () => randomBytes(32).toString("base64url");
const LONG_ADDRESS =
  "Résidence Les Jardins de l'Observatoire, bâtiment C, 127 boulevard du Maréchal-de-Lattre-de-Tassigny, 69008 Lyon";
const dossier = `${SITE}/dossier/987654`;
const PHONE = "+33612345678";

/** The seeded refusal types (platform/seed/seed.ts), and a longer one a study could write. */
const REFUSALS = [
  {
    message: "Le commissaire de justice n'est pas disponible à la date demandée.",
    sms: "Votre commissaire de justice n'est pas disponible à la date demandée. Nous revenons vers vous avec une autre proposition.",
  },
  {
    message: "Le commissaire de justice ne peut pas intervenir sur ce dossier (conflit d'intérêts).",
    sms: "Votre commissaire de justice ne peut pas intervenir sur ce dossier. Nous vous proposons un autre professionnel.",
  },
  {
    message: "L'adresse du constat est en dehors de la zone d'intervention de l'étude.",
    sms: "L'adresse de votre constat est hors de la zone d'intervention de l'étude. Choisissez un autre professionnel sur Constat RDV.",
  },
  { message: "Il manque des informations pour préparer le constat : l'étude va vous contacter.", sms: "Court." },
  {
    message: `${"Le professionnel est retenu toute la journée par une audience au tribunal judiciaire. ".repeat(3)}`,
    sms: `${"Empêchement de dernière minute, toutes nos excuses. ".repeat(3)}`,
  },
];

function reminderFacts(startsAt: Date, when: string): ReminderFacts {
  const link = (action: "confirm_presence" | "cancel") =>
    `${SITE}/rendez-vous/${action === "cancel" ? "empechement" : "presence"}/${signReminderLink(randomBytes(32), {
      action,
      meetingId: 987_654,
      dateVersion: 12,
      expiresAt: new Date(startsAt.getTime() + 2 * 3_600_000),
    })}`;
  return {
    title: "État des lieux de sortie « appartement T4 » avec remise des clés",
    when,
    startsAt,
    withWhom: "Maître Anne-Sophie de La Rochefoucauld-Montbrison",
    place: { kind: "address", text: LONG_ADDRESS },
    missingDocuments: ["Bail signé", "Pièce d'identité", "Attestation d'assurance habitation"],
    dossierLink: dossier,
    confirmLink: link("confirm_presence"),
    cancelLink: link("cancel"),
  };
}

describe("every SMS the platform sends", () => {
  const everySms = () => [
    messages.verifyPhone(PHONE, `${SITE}/utilisateur/profil/${token()}`),
    // A callback the app may name, with the token in its query.
    messages.verifyPhone(PHONE, `${SITE}/utilisateur/profil?token=${token()}`),
    ...REFUSALS.flatMap((refusal) => [
      messages.meetingDeclinedSms(PHONE, refusal.message, dossier),
      messages.refusalSms(PHONE, refusal.sms, dossier),
    ]),
    ...[
      // The longest French date, and August's « û » that only a short wording keeps in GSM-7.
      [new Date("2026-12-30T13:30:00Z"), "mercredi 30 décembre 2026 à 14:30"],
      [new Date("2027-08-18T08:00:00Z"), "mercredi 18 août 2027 à 10:00"],
    ].map(
      ([startsAt, when]) =>
        customerReminder({ email: "a@exemple.fr", phone: PHONE }, reminderFacts(startsAt as Date, when as string), {
          filename: "rendez-vous-constat-rdv.ics",
          contentType: "text/calendar",
          content: "BEGIN:VCALENDAR",
        })[1]!,
    ),
  ];

  it("fits in one segment with the longest realistic values", () => {
    for (const sms of everySms()) {
      expect(sms.channel).toBe("sms");
      expect(smsSize(sms.body), sms.body).toMatchObject({ segments: 1 });
      // Its link is whole, and the one the message records (a refusal's own text may go without one).
      if (sms.link) expect(sms.body.endsWith(sms.link), sms.body).toBe(true);
      else expect(sms.body).not.toMatch(/https?:/);
    }
  });

  it("keeps what fits: the reason of a short refusal, the date of the reminder", () => {
    const short = messages.meetingDeclinedSms(PHONE, "Indisponibilité.", `${SITE}/dossier/1`);
    expect(short.body).toBe(
      `Constat RDV : votre demande de rendez-vous n'a pas été acceptée. Motif : Indisponibilité. Votre dossier : ${SITE}/dossier/1`,
    );
    const canceled = messages.refusalSms(PHONE, REFUSALS[3]!.sms, dossier);
    expect(canceled.body).toBe(`Constat RDV : Court. ${dossier}`);
    // A seeded refusal type's text goes whole, without the link when both do not fit.
    expect(messages.refusalSms(PHONE, REFUSALS[0]!.sms, dossier)).toMatchObject({
      body: `Constat RDV : ${REFUSALS[0]!.sms}`,
      link: null,
    });
    expect(messages.meetingDeclinedSms(PHONE, REFUSALS[0]!.message, dossier).body).toBe(
      `Constat RDV : votre demande de rendez-vous n'a pas été acceptée. Choisissez un autre créneau : ${dossier}`,
    );
    const facts = reminderFacts(new Date("2026-12-30T13:30:00Z"), "mercredi 30 décembre 2026 à 14:30");
    const reminder = customerReminder({ email: "a@exemple.fr", phone: PHONE }, facts, {
      filename: "x.ics",
      contentType: "text/calendar",
      content: "",
    })[1]!;
    expect(reminder.body).toContain("30/12 à 14:30");
    expect(fitsOneSegment(reminder.body)).toBe(true);
  });
});
