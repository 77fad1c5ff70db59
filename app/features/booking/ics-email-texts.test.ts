// The .ics file the platform attaches to its confirmation e-mail (platform/outbox/appointment-calendar-file.ts)
// must be the file the site's "Ajouter à mon agenda" download writes (app/routes/booking/calendar-file.ts)
// for the same demand. The platform cannot read the app's translations, so this test holds its French
// texts, file name and UID to the download's: the "ics" keys of booking-confirmation.json.
import { describe, expect, it } from "vitest";
import { formatDisplayName } from "~/features/account/display-name";
import { translator } from "~/i18n/translator";
import bookingConfirmationText from "~/locales/fr/booking-confirmation.json";
import common from "~/locales/fr/common.json";
import { appointmentCalendarFile, type Appointment } from "../../../platform/outbox/appointment-calendar-file";
import { icsCalendar } from "~common/ics";
import { onSiteAppointment } from "../../../platform/test-support/appointment";

const t = translator(bookingConfirmationText);
const tc = translator(common);

const onSite: Appointment = onSiteAppointment;

/** The download route's choices, made here from the same facts. */
function downloadFor(appointment: Appointment): string {
  const professional = appointment.professional
    ? formatDisplayName(
        { firstname: "Antoine", lastname: appointment.professional.lastname, civility: null, roles: ["bailiff"] },
        (salutation) => tc(`civility.${salutation}`),
      )
    : null;
  return icsCalendar({
    uid: `demande-${appointment.demandId}-${appointment.routeToken}@${new URL(appointment.publicUrl).hostname}`,
    start: appointment.start.toISOString(),
    end: appointment.end.toISOString(),
    summary: professional
      ? t("ics.summary", { reportType: appointment.reportTypeName, professional })
      : t("ics.summaryWithoutProfessional", { reportType: appointment.reportTypeName, study: appointment.study.name }),
    location: appointment.isVisio
      ? t("ics.visioLocation")
      : appointment.meetingType === "consultation"
        ? appointment.study.fullAddress
        : appointment.address,
    description: t("ics.description", { study: appointment.study.name, link: appointment.dossierLink }),
    url: appointment.dossierLink,
    stamp: appointment.stamp,
  });
}

describe("the confirmation e-mail's calendar file", () => {
  it.each([
    ["an on-site visit", onSite],
    ["a video appointment", { ...onSite, isVisio: true, address: null }],
    [
      "a consultation at the office, nobody assigned yet",
      { ...onSite, meetingType: "consultation" as const, address: null, professional: null },
    ],
  ])("is the download's file for %s", (_label, appointment) => {
    expect(appointmentCalendarFile(appointment).content).toBe(downloadFor(appointment));
  });

  it("has the download's file name", () => {
    expect(appointmentCalendarFile(onSite).filename).toBe(t("ics.fileName"));
  });
});
