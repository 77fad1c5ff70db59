// The French texts of the reminders (docs/decisions/3001): the customer's reminder of a confirmed
// meeting, by e-mail and, with a phone number, by SMS, both written from the same sentences so they can
// never say different things; and the professional's morning summary of their day.
import type { OutboxAttachment } from "../db/schema";
import { parisClock, parisDayOf } from "~common/paris-time";
import type { OutgoingMessage } from "./outbox";
import { oneSegment } from "./sms-segments";

const signature = "\n\nL'équipe Constat RDV";

/** Where the meeting happens, as the customer needs it to get there or to join. */
export type ReminderPlace =
  { kind: "address"; text: string } | { kind: "office"; text: string } | { kind: "video"; link: string } | null;

export interface ReminderFacts {
  title: string;
  /** « mardi 1 décembre 2026 à 09:30 », Paris time. */
  when: string;
  /** The meeting's start, for the SMS's short date (« 01/12 à 09:30 »). */
  startsAt: Date;
  /** « Maître Dupont », or the study's name while nobody holds the meeting. */
  withWhom: string;
  place: ReminderPlace;
  /** The study's documents for this service that the customer has not provided yet. */
  missingDocuments: readonly string[];
  dossierLink: string;
  confirmLink: string;
  cancelLink: string;
}

function placeSentence(place: ReminderPlace): string | null {
  if (!place) return null;
  if (place.kind === "video") return `En visioconférence, avec ce lien : ${place.link}`;
  if (place.kind === "office") return `À l'étude : ${place.text}.`;
  return `Adresse : ${place.text}.`;
}

/**
 * The reminder's sentences, in order, the same for both channels: the date and who, the place, the
 * documents still missing, then the two links. The e-mail and the SMS only frame them differently.
 */
export function reminderSentences(facts: ReminderFacts): string[] {
  const documents =
    facts.missingDocuments.length > 0
      ? `Documents encore attendus : ${facts.missingDocuments.join(", ")}. Déposez-les dans votre dossier : ${facts.dossierLink}`
      : null;
  return [
    `Rappel : votre rendez-vous « ${facts.title} » avec ${facts.withWhom} a lieu le ${facts.when}.`,
    placeSentence(facts.place),
    documents,
    `Je confirme ma présence : ${facts.confirmLink}`,
    `Je ne pourrai pas venir : ${facts.cancelLink}`,
  ].filter((sentence): sentence is string => sentence !== null);
}

/** The e-mail, with the appointment's .ics; and the SMS when the customer has a phone number. */
export function customerReminder(
  to: { email: string; phone: string | null },
  facts: ReminderFacts,
  calendarFile: OutboxAttachment,
): OutgoingMessage[] {
  const sentences = reminderSentences(facts);
  const mail: OutgoingMessage = {
    channel: "mail",
    recipient: to.email,
    subject: `Rappel : votre rendez-vous du ${facts.when}`,
    body: `Bonjour,\n\n${sentences.join("\n\n")}\n\nLe fichier .ics joint ajoute le rendez-vous à votre agenda.\nVotre dossier :\n${facts.dossierLink}${signature}`,
    link: facts.confirmLink,
    attachments: [calendarFile],
  };
  if (!to.phone) return [mail];
  const sms: OutgoingMessage = {
    channel: "sms",
    recipient: to.phone,
    subject: "Rappel de rendez-vous",
    body: reminderSms(facts),
    link: facts.confirmLink,
  };
  return [mail, sms];
}

/**
 * The reminder by SMS, in one message (docs/decisions/3821): when, and the link that confirms by being
 * opened. Two links, the place and the title take three or four; the e-mail carries them, and the
 * cancellation link. The fullest wording that fits is sent.
 */
function reminderSms(facts: ReminderFacts): string {
  const [, month, day] = parisDayOf(facts.startsAt).split("-");
  const shortWhen = `${day}/${month} à ${parisClock(facts.startsAt)}`;
  return oneSegment(
    `Constat RDV : rappel, rendez-vous le ${facts.when} avec ${facts.withWhom}. Je confirme ma présence : ${facts.confirmLink}`,
    `Constat RDV : rappel, rendez-vous le ${facts.when}. Je confirme ma présence : ${facts.confirmLink}`,
    `Constat RDV : rappel, rendez-vous le ${shortWhen}. Je confirme ma présence : ${facts.confirmLink}`,
    `Constat RDV : rendez-vous le ${shortWhen}. Je confirme : ${facts.confirmLink}`,
  );
}

export interface SummaryMeeting {
  /** « 09:30 » and « 10:30 », Paris time. */
  start: string;
  end: string;
  service: string;
  customer: string;
  /** The address, « À l'étude » or « En visioconférence ». */
  place: string;
  presenceConfirmed: boolean;
}

/** The professional's meetings of the day, soonest first, each saying whether its customer confirmed. */
export function daySummary(
  to: string,
  day: { title: string; studyName: string },
  meetings: readonly SummaryMeeting[],
  dashboardLink: string,
): OutgoingMessage {
  const lines = meetings.map(
    (meeting) =>
      `- ${meeting.start}–${meeting.end} · ${meeting.service} · ${meeting.customer} · ${meeting.place} · ${
        meeting.presenceConfirmed ? "présence confirmée" : "présence non confirmée"
      }`,
  );
  const count = meetings.length === 1 ? "Votre rendez-vous confirmé" : `Vos ${meetings.length} rendez-vous confirmés`;
  return {
    channel: "mail",
    recipient: to,
    subject: `Vos rendez-vous du ${day.title}`,
    body: `Bonjour,\n\n${count} du ${day.title} (${day.studyName}) :\n${lines.join("\n")}\n\nVotre tableau de bord :\n${dashboardLink}${signature}`,
    link: dashboardLink,
  };
}
