// A minimal iCalendar (RFC 5545) file for one appointment: VCALENDAR with the Europe/Paris VTIMEZONE
// and one VEVENT whose times carry TZID=Europe/Paris, text escaped and lines folded at 75 octets, CRLF
// line ends. Enough for Google Calendar, Outlook and Apple Calendar to import. The app's "Ajouter à mon
// agenda" download and the platform's confirmation e-mail attachment both write it with this builder,
// so the two files cannot drift apart.
import { millisOf, PARIS_ZONE, parisIso } from "./paris-time";

export interface CalendarEvent {
  /** Globally unique and stable: the same demand always gives the same UID (re-import updates). */
  uid: string;
  start: string;
  end: string;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  /**
   * How many times the event changed since its first file (RFC 5545 §3.8.7.4): a calendar keeps the
   * version with the higher SEQUENCE for one UID. Left out, the line is not written (the first file).
   */
  sequence?: number;
  /** PUBLISH (an event to keep, the default) or CANCEL (remove the event of that UID). */
  method?: "PUBLISH" | "CANCEL";
  /** TENTATIVE (the default: not confirmed yet), CONFIRMED or CANCELLED. */
  status?: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
}

/** The rules of Europe/Paris since 1996 (times are written in its wall clock, and no other zone's): last Sunday of March 02:00 → CEST, last Sunday of October 03:00 → CET. */
const PARIS_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${PARIS_ZONE}`,
  `X-LIC-LOCATION:${PARIS_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT values: backslash, semicolon, comma and new lines escaped (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line longer than 75 octets (UTF-8), never inside a character (RFC 5545 §3.1). */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** "20261123T083000": the wall-clock time in Paris, for DTSTART;TZID=Europe/Paris. */
function parisLocalTime(iso: string): string {
  const millis = millisOf(iso);
  if (Number.isNaN(millis)) throw new Error(`Invalid date: ${iso}`);
  return basicFormat(parisIso(millis).slice(0, 19));
}

/** "2026-11-23T08:30:00" → "20261123T083000", iCalendar's DATE-TIME form. */
const basicFormat = (isoDateTime: string) => isoDateTime.replace(/[-:]/g, "");

function utcStamp(date: Date): string {
  return `${basicFormat(date.toISOString().slice(0, 19))}Z`;
}

export function icsCalendar(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Constat RDV//Reservation//FR",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method ?? "PUBLISH"}`,
    ...PARIS_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${PARIS_ZONE}:${parisLocalTime(event.start)}`,
    `DTEND;TZID=${PARIS_ZONE}:${parisLocalTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status ?? "TENTATIVE"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
