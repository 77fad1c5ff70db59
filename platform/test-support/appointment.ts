// One on-site appointment in Lyon, in summer (Paris is UTC+2): the calendar-file tests of the platform
// and the app's check that the e-mailed file matches the download start from it.
import type { Appointment } from "../outbox/appointment-calendar-file";

export const onSiteAppointment: Appointment = {
  demandId: 42,
  routeToken: "0123456789abcdef0123456789abcdef",
  publicUrl: "https://site.example",
  dossierLink: "https://site.example/dossier/42",
  reportTypeName: "Constat de commissaire de justice",
  study: { name: "Étude Dupont & Associés", fullAddress: "12 quai Saint-Antoine, 69002 Lyon" },
  professional: { lastname: "Dupont" },
  meetingType: "meeting",
  isVisio: false,
  address: "10 rue de la République, 69002 Lyon",
  start: new Date("2027-07-12T07:00:00Z"),
  end: new Date("2027-07-12T08:00:00Z"),
  stamp: new Date("2027-07-01T10:15:00Z"),
};
