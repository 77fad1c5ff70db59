// The French texts of every message the platform sends, each with the link it carries.
import type { OutboxAttachment, ReportTypeKind } from "../db/schema";
import type { OutgoingMessage } from "./outbox";

const signature = "\n\nL'équipe Constat RDV";

/** What follows a meeting the professional marked done, by the kind of service (decision 3107). */
export const NEXT_STEP_AFTER_MEETING: Record<ReportTypeKind, string> = {
  meeting:
    "Le commissaire de justice rédige maintenant votre constat : vous recevrez un e-mail dès qu'il sera disponible dans votre dossier.",
  consultation:
    "Si cette consultation appelle une suite, l'étude vous recontactera ; les documents qu'elle vous remettra seront déposés dans votre dossier.",
  recovery: "L'étude poursuit la procédure de recouvrement : vous en suivez l'avancement dans votre dossier.",
  judgment: "L'étude poursuit la procédure : vous en suivez l'avancement dans votre dossier.",
};

/** « Adresse : 12 rue de la République, 69002 Lyon » on its own line, or a plain space without one. */
const addressLine = (address: string | null) => (address ? `\nAdresse : ${address}\n` : " ");

/** What a customer whose request was declined can do, in the same words by e-mail and SMS (docs/decisions/3102). */
const CHOOSE_ANOTHER_SLOT = "Vous pouvez choisir un autre créneau depuis votre dossier";

/** The e-mail of a meeting given its date by the professional's side, with the .ics that updates the calendar. */
function datedMeeting(
  to: string,
  subject: string,
  sentence: string,
  link: string,
  calendarFile: OutboxAttachment,
): OutgoingMessage {
  return {
    channel: "mail",
    recipient: to,
    subject,
    body: `Bonjour,\n\n${sentence}\nVotre dossier :\n${link}\n\nLe fichier .ics joint met à jour le rendez-vous dans votre agenda.${signature}`,
    link,
    attachments: [calendarFile],
  };
}

/** The sentence beside a cancellation's .ics, in every e-mail that carries one. */
const CALENDAR_REMOVAL = "Le fichier .ics joint retire le rendez-vous de votre agenda.";

export const ACCOUNT_DELETED_SUBJECT = "Votre compte Constat RDV est supprimé";

export const messages = {
  verifyEmail: (to: string, firstname: string, link: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Confirmez votre adresse e-mail",
    body: `Bonjour ${firstname},\n\nPour confirmer votre adresse e-mail, ouvrez ce lien (valable 48 heures) :\n${link}${signature}`,
    link,
  }),
  verifyPhone: (to: string, link: string): OutgoingMessage => ({
    channel: "sms",
    recipient: to,
    subject: "Confirmation du numéro",
    body: `Constat RDV : confirmez votre numéro de téléphone avec ce lien (valable 48 h) : ${link}`,
    link,
  }),
  resetPassword: (to: string, link: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Réinitialisation de votre mot de passe",
    body: `Bonjour,\n\nVous avez demandé à réinitialiser votre mot de passe. Ce lien est valable une heure et ne sert qu'une fois :\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.${signature}`,
    link,
  }),
  /** Someone tried to open an account with an address that already has one (docs/decisions/805). */
  registrationAttempt: (to: string, link: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Tentative d'inscription avec votre adresse",
    body: `Bonjour,\n\nQuelqu'un vient d'essayer de créer un compte Constat RDV avec votre adresse e-mail, qui en a déjà un. Si c'était vous, connectez-vous ; si vous avez oublié votre mot de passe, choisissez-en un nouveau ici :\n${link}\n\nSi ce n'était pas vous, vous n'avez rien à faire : votre compte n'a pas changé.${signature}`,
    link,
  }),
  /**
   * The last message to a deleted account's address, written before the address is erased; the daily
   * pass erases it too once delivered (docs/decisions/3011), finding it by its subject.
   */
  accountDeleted: (to: string, firstname: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: ACCOUNT_DELETED_SUBJECT,
    body: `Bonjour${firstname ? ` ${firstname}` : ""},\n\nVotre compte Constat RDV est supprimé, comme vous l'avez demandé. Vos nom, adresse e-mail, téléphone et adresse sont effacés : plus personne ne peut se connecter avec eux, et les sessions ouvertes sont fermées.\n\nLes études que vous avez sollicitées gardent les dossiers et les actes que la loi les oblige à conserver ; vous y apparaissez désormais comme « Client supprimé ».\n\nCe message est le dernier envoyé à cette adresse.${signature}`,
    link: null,
  }),
  loginLink: (to: string, link: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Votre lien de connexion",
    body: `Bonjour,\n\nVoici votre lien de connexion, valable 15 minutes et utilisable une seule fois :\n${link}${signature}`,
    link,
  }),
  /** With a slot, the appointment comes along as an .ics file (appointment-calendar-file.ts). */
  demandReceived: (
    to: string,
    title: string,
    when: string | null,
    link: string,
    calendarFile: OutboxAttachment | null,
    /** The visit's street address (on-site constats). */
    address: string | null = null,
  ): OutgoingMessage => {
    const calendarHint = calendarFile
      ? "\n\nPour ajouter le rendez-vous à votre agenda (Google, Outlook, Apple…), ouvrez le fichier .ics joint à ce message."
      : "";
    return {
      channel: "mail",
      recipient: to,
      subject: "Votre demande a bien été transmise",
      body: `Bonjour,\n\nVotre demande « ${title} » a bien été transmise${when ? ` pour le ${when}` : ""}.${addressLine(address)}Le professionnel va la confirmer ; vous la suivez ici :\n${link}${calendarHint}${signature}`,
      link,
      attachments: calendarFile ? [calendarFile] : [],
    };
  },
  newDemandForProfessional: (
    to: string,
    title: string,
    when: string | null,
    link: string,
    address: string | null = null,
  ): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Nouvelle demande de rendez-vous",
    body: `Bonjour,\n\nUne nouvelle demande « ${title} » vous attend${when ? ` (créneau du ${when})` : ""}${address ? `.\nAdresse : ${address}\nLe dossier` : ""} :\n${link}${signature}`,
    link,
  }),
  /** With the .ics files that remove its dated appointments from the customer's calendar, when there are. */
  demandCanceled: (to: string, title: string, link: string, calendarFiles: OutboxAttachment[] = []): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Demande annulée",
    body: `Bonjour,\n\nLa demande « ${title} » a été annulée et son créneau libéré.\n${link}${calendarFiles.length > 0 ? `\n\n${CALENDAR_REMOVAL}` : ""}${signature}`,
    link,
    attachments: calendarFiles,
  }),
  /** The professional confirmed the slot; the .ics replaces the booking's event (same UID, higher SEQUENCE). */
  meetingConfirmed: (to: string, title: string, when: string, link: string, calendarFile: OutboxAttachment) =>
    datedMeeting(
      to,
      "Votre rendez-vous est confirmé",
      `Le professionnel a confirmé votre rendez-vous « ${title} » le ${when}.`,
      link,
      calendarFile,
    ),
  meetingRescheduled: (to: string, title: string, when: string, link: string, calendarFile: OutboxAttachment) =>
    datedMeeting(
      to,
      "Votre rendez-vous a une nouvelle date",
      `Votre rendez-vous « ${title} » a été déplacé au ${when}.`,
      link,
      calendarFile,
    ),
  /** The professional planned the meeting (or moved a declined one): the .ics adds or moves the event. */
  meetingPlanned: (to: string, title: string, when: string, link: string, calendarFile: OutboxAttachment) =>
    datedMeeting(
      to,
      "Votre rendez-vous est planifié",
      `Le professionnel a planifié votre rendez-vous « ${title} » le ${when}.`,
      link,
      calendarFile,
    ),
  /** The professional marked the meeting done: said so, and what comes next for this kind of service. */
  meetingCompleted: (to: string, title: string, kind: ReportTypeKind, link: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Votre rendez-vous a eu lieu",
    body: `Bonjour,\n\nLe professionnel a indiqué que votre rendez-vous « ${title} » a eu lieu.\n${NEXT_STEP_AFTER_MEETING[kind]}\n\nVotre dossier :\n${link}${signature}`,
    link,
  }),
  /**
   * The professional marked the customer absent (docs/decisions/3910): the e-mail, the SMS and the
   * notification (the journal's entry) say it in the same words, `sentence`, after the demand's title.
   */
  customerMarkedAbsent: (to: string, title: string, sentence: string, link: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Votre absence au rendez-vous",
    body: `Bonjour,\n\n${title} : ${sentence}\n\nVotre dossier :\n${link}${signature}`,
    link,
  }),
  customerMarkedAbsentSms: (to: string, title: string, sentence: string, link: string): OutgoingMessage => ({
    channel: "sms",
    recipient: to,
    subject: "Rendez-vous",
    body: `Constat RDV : ${title} : ${sentence} ${link}`,
    link,
  }),
  /** The refusal type's message says why; the dossier offers another slot, as the SMS below says too. */
  meetingDeclined: (to: string, title: string, reason: string, link: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Votre demande de rendez-vous n'a pas pu être acceptée",
    body: `Bonjour,\n\nVotre demande de rendez-vous « ${title} » n'a pas pu être acceptée.\nMotif : ${reason}\n\n${CHOOSE_ANOTHER_SLOT} :\n${link}${signature}`,
    link,
  }),
  meetingDeclinedSms: (to: string, reason: string, link: string): OutgoingMessage => ({
    channel: "sms",
    recipient: to,
    subject: "Rendez-vous",
    body: `Constat RDV : votre demande de rendez-vous n'a pas pu être acceptée. Motif : ${reason} ${CHOOSE_ANOTHER_SLOT} : ${link}`,
    link,
  }),
  meetingCanceled: (
    to: string,
    title: string,
    reason: string,
    link: string,
    calendarFile: OutboxAttachment | null,
  ): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Votre rendez-vous est annulé",
    body: `Bonjour,\n\nVotre rendez-vous « ${title} » a été annulé par le professionnel.\nMotif : ${reason}\n\nVotre dossier :\n${link}${calendarFile ? `\n\n${CALENDAR_REMOVAL}` : ""}${signature}`,
    link,
    attachments: calendarFile ? [calendarFile] : [],
  }),
  /** The refusal type's own SMS text (a cancellation with notice), for customers with a phone. */
  refusalSms: (to: string, smsContent: string, link: string): OutgoingMessage => ({
    channel: "sms",
    recipient: to,
    subject: "Rendez-vous",
    body: `Constat RDV : ${smsContent} ${link}`,
    link,
  }),
  /** The study will not take the case (`refuse`), with the refusal type's text. */
  caseRefused: (to: string, title: string, reason: string, link: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Votre dossier ne peut pas être pris en charge",
    body: `Bonjour,

L'étude ne peut pas prendre en charge votre dossier « ${title} ».
Motif : ${reason}

Votre dossier :
${link}${signature}`,
    link,
  }),
  /** The study asks the customer for the documents the case still misses. */
  documentsRequested: (to: string, title: string, labels: readonly string[], link: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Des documents sont attendus pour votre dossier",
    body: `Bonjour,

Pour préparer votre dossier « ${title} », l'étude a besoin des documents suivants :
${labels.map((label) => `- ${label}`).join("\n")}

Vous pouvez les déposer depuis votre dossier :
${link}${signature}`,
    link,
  }),
  /** The report (the constat) is published: the customer downloads it from the dossier. */
  reportPublished: (to: string, title: string, link: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Votre constat est disponible",
    body: `Bonjour,

Le constat de votre dossier « ${title} » est disponible. Vous pouvez le télécharger depuis votre dossier :
${link}${signature}`,
    link,
  }),
  recommendation: (to: string, customerName: string, link: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Un client souhaite prendre rendez-vous avec vous",
    body: `Bonjour,\n\n${customerName} a cherché un rendez-vous avec vous mais aucun créneau n'était disponible. Ouvrez vos disponibilités pour être réservable :\n${link}${signature}`,
    link,
  }),
  supportTicket: (to: string, summary: string): OutgoingMessage => ({
    channel: "mail",
    recipient: to,
    subject: "Nouvelle demande de contact",
    body: `Une demande de rendez-vous a été déposée depuis le site :\n\n${summary}`,
    link: null,
  }),
};
