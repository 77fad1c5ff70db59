// A professional's day on paper and in a spreadsheet (docs/decisions/3830): the meetings the agenda shows
// for one Paris day, in the order of the day, each with its times, its service, its customer and how to
// reach them, and where it takes place. The day sheet page prints it; the export writes it as CSV.
import agenda from "~/locales/fr/agenda.json";
import { translator } from "~/i18n/translator";
import type { AgendaEventView } from "./agenda-view";

const t = translator(agenda);

/** One meeting of the day, as the sheet prints it and the export writes it. */
export interface DaySheetEntry {
  id: string;
  /** ISO instants with the Paris offset, for <time>. */
  start: string;
  end: string;
  startTime: string;
  endTime: string;
  what: string;
  customer: string;
  phone: string;
  /** The meeting's address, or « En visioconférence », or « Adresse à préciser ». */
  place: string;
  professional: string;
  status: string;
  /** « Trajet estimé : 25 min » from the previous on-site meeting, when the platform estimates it. */
  travel: string | null;
  demandHref: string | null;
}

/** What the platform's meeting list adds to an agenda event: where, and how to reach the customer. */
export interface MeetingContact {
  meetingId: number;
  address: string | null;
  hasVisio: boolean;
  phone: string | null;
  customer: string | null;
  service: string | null;
}

/** The day's meetings, by start (the agenda's events are the platform's order: by start already). */
export function daySheetEntries(events: readonly AgendaEventView[], contacts: readonly MeetingContact[]): DaySheetEntry[] {
  const byMeeting = new Map(contacts.map((contact) => [contact.meetingId, contact]));
  return events
    .filter((event) => event.type === "meeting")
    .toSorted((one, other) => one.start.localeCompare(other.start))
    .map((event) => {
      const contact = event.meetingId === null ? undefined : byMeeting.get(event.meetingId);
      const place = contact?.hasVisio ? t("daySheet.video") : contact?.address || t("daySheet.noAddress");
      return {
        id: event.id,
        start: event.start,
        end: event.end,
        startTime: event.startTime,
        endTime: event.endTime,
        what: contact?.service ?? event.title,
        customer: contact?.customer ?? "",
        phone: contact?.phone ?? "",
        place,
        professional: event.professional,
        status: event.statusLabel,
        travel: event.travelLabel,
        demandHref: event.demandHref,
      };
    });
}

/**
 * A cell of the CSV: quoted when it holds a separator, a quote or a line break; a leading `=`, `+`, `-`
 * or `@` gets an apostrophe so a spreadsheet shows a customer's text and never runs it as a formula.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The day as CSV for a French spreadsheet: semicolons, CRLF lines, and a byte order mark so Excel reads
 * the accents as UTF-8. `origin` makes each dossier's link absolute, openable from the file.
 */
export function daySheetCsv(day: string, entries: readonly DaySheetEntry[], origin: string): string {
  const header = [
    t("daySheet.csvDate"),
    t("daySheet.csvStart"),
    t("daySheet.csvEnd"),
    t("daySheet.what"),
    t("daySheet.customer"),
    t("daySheet.phone"),
    t("daySheet.address"),
    t("daySheet.professional"),
    t("daySheet.status"),
    t("daySheet.dossier"),
  ];
  const rows = entries.map((entry) => [
    day,
    entry.startTime,
    entry.endTime,
    entry.what,
    entry.customer,
    entry.phone,
    entry.place,
    entry.professional,
    entry.status,
    entry.demandHref ? new URL(entry.demandHref, origin).href : "",
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
