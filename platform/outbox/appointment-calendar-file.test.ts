// The .ics file of the confirmation e-mail: Paris wall-clock times in summer and in winter, the UID and
// the French texts of the site's "Ajouter à mon agenda" download, the place by kind of appointment.
import { describe, expect, it } from "vitest";
import {
  addedMeetingUid,
  APPOINTMENT_CONTENT_TYPE,
  APPOINTMENT_FILE_NAME,
  appointmentCalendarFile,
  appointmentCancellationFile,
  CANCELLATION_CONTENT_TYPE,
  demandAppointmentUid,
  type Appointment,
} from "./appointment-calendar-file";
import { onSiteAppointment } from "../test-support/appointment";

const onSite: Appointment = onSiteAppointment;

/** The content lines, folded ones joined back (RFC 5545 §3.1). */
function unfoldedLines(content: string): string[] {
  return content.replace(/\r\n /g, "").split("\r\n");
}

describe("appointmentCalendarFile", () => {
  it("is a text/calendar file with method PUBLISH, named in French", () => {
    const file = appointmentCalendarFile(onSite);
    expect(file.filename).toBe(APPOINTMENT_FILE_NAME);
    expect(file.filename).toBe("rendez-vous-constat-rdv.ics");
    expect(file.contentType).toBe(APPOINTMENT_CONTENT_TYPE);
    expect(file.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(unfoldedLines(file.content)).toContain("METHOD:PUBLISH");
  });

  it("writes the Paris wall clock with its TZID: UTC+2 in summer", () => {
    const lines = unfoldedLines(appointmentCalendarFile(onSite).content);
    expect(lines).toContain("DTSTART;TZID=Europe/Paris:20270712T090000");
    expect(lines).toContain("DTEND;TZID=Europe/Paris:20270712T100000");
    expect(lines).toContain("DTSTAMP:20270701T101500Z");
    expect(lines).toContain("TZID:Europe/Paris");
    expect(lines).toContain("BEGIN:VTIMEZONE");
  });

  it("writes the Paris wall clock with its TZID: UTC+1 in winter", () => {
    const winter = { ...onSite, start: new Date("2027-02-08T13:30:00Z"), end: new Date("2027-02-08T14:30:00Z") };
    const lines = unfoldedLines(appointmentCalendarFile(winter).content);
    expect(lines).toContain("DTSTART;TZID=Europe/Paris:20270208T143000");
    expect(lines).toContain("DTEND;TZID=Europe/Paris:20270208T153000");
  });

  it("carries the UID, summary, address and dossier link the app's download carries", () => {
    const lines = unfoldedLines(appointmentCalendarFile(onSite).content);
    expect(lines).toContain("UID:demande-42-0123456789abcdef0123456789abcdef@site.example");
    expect(lines).toContain("SUMMARY:Constat de commissaire de justice avec Maître Dupont");
    expect(lines).toContain("LOCATION:10 rue de la République\\, 69002 Lyon");
    expect(lines).toContain(
      "DESCRIPTION:Demande de rendez-vous Constat RDV.\\nÉtude : Étude Dupont & Associés\\nVotre dossier : https://site.example/dossier/42",
    );
    expect(lines).toContain("URL:https://site.example/dossier/42");
  });

  it("places a video appointment in 'Visioconférence' and a consultation at the study's office", () => {
    const visio = unfoldedLines(appointmentCalendarFile({ ...onSite, isVisio: true, address: null }).content);
    expect(visio).toContain("LOCATION:Visioconférence (lien dans votre dossier Constat RDV)");
    const consultation = unfoldedLines(
      appointmentCalendarFile({ ...onSite, meetingType: "consultation", address: null }).content,
    );
    expect(consultation).toContain("LOCATION:12 quai Saint-Antoine\\, 69002 Lyon");
  });

  it("names the study when no professional holds the slot yet", () => {
    const lines = unfoldedLines(appointmentCalendarFile({ ...onSite, professional: null }).content);
    expect(lines).toContain("SUMMARY:Constat de commissaire de justice · Étude Dupont & Associés");
  });

  it("ends lines with CRLF and folds them at 75 octets", () => {
    const { content } = appointmentCalendarFile(onSite);
    expect(content.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(content.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const physical = content.split("\r\n");
    expect(physical.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe("later versions of the appointment", () => {
  const uid = demandAppointmentUid(onSite.demandId, onSite.routeToken, onSite.publicUrl);

  it("keeps the booking's UID and raises SEQUENCE for a confirmed or re-dated appointment", () => {
    const first = unfoldedLines(appointmentCalendarFile(onSite).content);
    expect(first).toContain(`UID:${uid}`);
    // SEQUENCE:0 written out, as the site's download of the same version writes it.
    expect(first).toContain("SEQUENCE:0");
    const updated = unfoldedLines(
      appointmentCalendarFile({ ...onSite, update: { uid, sequence: 2, status: "CONFIRMED" } }).content,
    );
    expect(updated).toEqual(expect.arrayContaining([`UID:${uid}`, "SEQUENCE:2", "STATUS:CONFIRMED", "METHOD:PUBLISH"]));
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED, in the file and its MIME type", () => {
    const file = appointmentCancellationFile({ ...onSite, update: { uid, sequence: 3 } });
    expect(file.contentType).toBe(CANCELLATION_CONTENT_TYPE);
    expect(file.contentType).toContain("method=CANCEL");
    expect(unfoldedLines(file.content)).toEqual(
      expect.arrayContaining([`UID:${uid}`, "SEQUENCE:3", "STATUS:CANCELLED", "METHOD:CANCEL"]),
    );
  });

  it("gives a meeting added later its own UID", () => {
    expect(addedMeetingUid(7, "abc", "https://site.example")).toBe("rendez-vous-7-abc@site.example");
    expect(addedMeetingUid(7, "abc", "https://site.example")).not.toBe(uid);
  });
});
