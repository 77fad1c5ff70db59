// A demand's appointment as an .ics file: attached to the booking's e-mail, to a confirmation, a new date
// or a cancellation, and served as the site's « Ajouter à mon agenda » download
// (platform/domain/demands/demand-calendar-file.ts). One function writes them all, so every channel
// names the event with the same UID and the same French texts; SEQUENCE is the meeting's version.
import type { OutboxAttachment } from "../db/schema";
import { icsCalendar } from "~common/ics";

export const APPOINTMENT_FILE_NAME = "rendez-vous-constat-rdv.ics";
/** METHOD:PUBLISH in the file, so also in the MIME type (RFC 6047): an event to keep, not an invitation to answer. */
export const APPOINTMENT_CONTENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";
/** A cancellation: METHOD:CANCEL in the file and in the MIME type, so calendars remove the event. */
export const CANCELLATION_CONTENT_TYPE = "text/calendar; charset=utf-8; method=CANCEL";
const CANCELLATION_FILE_NAME = "rendez-vous-constat-rdv-annule.ics";

const VISIO_LOCATION = "Visioconférence (lien dans votre dossier Constat RDV)";

export interface Appointment {
  demandId: number;
  /** The demand's route token: part of the UID, as in the app's download. */
  routeToken: string;
  /** Origin of the public site: its host name ends the UID. */
  publicUrl: string;
  /** The dossier page, written in the description and as the event's URL. */
  dossierLink: string;
  reportTypeName: string;
  study: { name: string; fullAddress: string };
  /** Who holds the slot (a bailiff, addressed as "Maître" and their last name), or nobody yet. */
  professional: { lastname: string } | null;
  meetingType: "meeting" | "consultation";
  isVisio: boolean;
  /** The visit's address (on-site meetings). */
  address: string | null;
  start: Date;
  end: Date;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  /**
   * A later version of an appointment already sent: its UID (appointmentUid) and a SEQUENCE higher
   * than any sent before, so the customer's calendar replaces the event instead of adding one.
   */
  update?: { uid: string; sequence: number; status: "TENTATIVE" | "CONFIRMED" | "CANCELLED" };
}

/** The UID of a demand's first appointment, the one its booking e-mail and the site's download carry. */
export function demandAppointmentUid(demandId: number, routeToken: string, publicUrl: string): string {
  return `demande-${demandId}-${routeToken}@${new URL(publicUrl).hostname}`;
}

/** The UID of a meeting added later to a demand (another service): its own event. */
export function addedMeetingUid(meetingId: number, routeToken: string, publicUrl: string): string {
  return `rendez-vous-${meetingId}-${routeToken}@${new URL(publicUrl).hostname}`;
}

/** Video, or at the study's office for a consultation, or at the visit's address. */
function location(appointment: Appointment): string | null {
  if (appointment.isVisio) return VISIO_LOCATION;
  if (appointment.meetingType === "consultation") return appointment.study.fullAddress;
  return appointment.address;
}

function calendarText(appointment: Appointment): string {
  const { demandId, routeToken, reportTypeName, study, professional, dossierLink, update } = appointment;
  return icsCalendar({
    uid: update?.uid ?? demandAppointmentUid(demandId, routeToken, appointment.publicUrl),
    start: appointment.start.toISOString(),
    end: appointment.end.toISOString(),
    summary: professional
      ? `${reportTypeName} avec ${`Maître ${professional.lastname}`.trim()}`
      : `${reportTypeName} · ${study.name}`,
    location: location(appointment),
    description: `Demande de rendez-vous Constat RDV.\nÉtude : ${study.name}\nVotre dossier : ${dossierLink}`,
    url: dossierLink,
    stamp: appointment.stamp,
    // Written even at 0 (the booking's first file): the e-mail's file and the site's download then
    // carry the same SEQUENCE line, not one of them an implicit default.
    sequence: update?.sequence ?? 0,
    ...(update
      ? { sequence: update.sequence, status: update.status, method: update.status === "CANCELLED" ? "CANCEL" : "PUBLISH" }
      : {}),
  });
}

/** The appointment to keep in a calendar: the booking's file, or a confirmed or re-dated version of it. */
export function appointmentCalendarFile(appointment: Appointment): OutboxAttachment {
  return { filename: APPOINTMENT_FILE_NAME, contentType: APPOINTMENT_CONTENT_TYPE, content: calendarText(appointment) };
}

/** The appointment's cancellation (METHOD:CANCEL, STATUS:CANCELLED, same UID, higher SEQUENCE). */
export function appointmentCancellationFile(
  appointment: Omit<Appointment, "update"> & { update: { uid: string; sequence: number } },
) {
  const content = calendarText({ ...appointment, update: { ...appointment.update, status: "CANCELLED" } });
  return { filename: CANCELLATION_FILE_NAME, contentType: CANCELLATION_CONTENT_TYPE, content } satisfies OutboxAttachment;
}
