// Writes a professional's private subscription feed (RFC 5545) with ical.js: one VEVENT per dated
// meeting, its UID stable (the meeting's id and the site's host), SEQUENCE its version, cancelled ones
// kept as STATUS:CANCELLED so subscribed calendars drop them. Times are UTC ("…Z"), which needs no
// VTIMEZONE and is read the same by every calendar; DTSTAMP is UTC as the RFC demands. ical.js folds
// lines at 75 octets and ends them with CRLF. What the feed says of the customer is the professional's
// choice (`detail`): by default the act and the case number only, since a feed address leaks easily.
import ICAL from "ical.js";
import { PARIS_ZONE } from "~common/paris-time";

export type FeedDetail = "title" | "customer";

export interface FeedMeeting {
  id: number;
  demandId: number;
  start: Date;
  end: Date;
  cancelled: boolean;
  version: number;
  reportType: string;
  updatedAt: Date;
  hasVisio: boolean;
  customer: string;
  address: string | null;
}

export interface FeedOptions {
  detail: FeedDetail;
  /** The public site's origin: the UID's domain and the link to the case. */
  publicUrl: string;
  /** Where the case opens in the professional workspace. */
  caseUrl: (demandId: number) => string;
  calendarName: string;
  now: Date;
}

export function subscriptionFeed(meetings: FeedMeeting[], options: FeedOptions): string {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", "-//Constat RDV//Agenda professionnel//FR");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", "PUBLISH");
  calendar.addPropertyWithValue("x-wr-calname", options.calendarName);
  calendar.addPropertyWithValue("x-wr-timezone", PARIS_ZONE);
  // Only hints: each calendar application decides how often it reads a subscription.
  calendar.addProperty(refreshInterval("PT1H"));
  calendar.addPropertyWithValue("x-published-ttl", "PT1H");

  const host = new URL(options.publicUrl).host;
  const stamp = utc(options.now);
  for (const meeting of meetings) {
    const event = new ICAL.Component("vevent");
    event.addPropertyWithValue("uid", `meeting-${meeting.id}@${host}`);
    event.addPropertyWithValue("dtstamp", stamp);
    event.addPropertyWithValue("last-modified", utc(meeting.updatedAt));
    event.addPropertyWithValue("dtstart", utc(meeting.start));
    event.addPropertyWithValue("dtend", utc(meeting.end));
    event.addPropertyWithValue("sequence", meeting.version);
    event.addPropertyWithValue("status", meeting.cancelled ? "CANCELLED" : "CONFIRMED");
    event.addPropertyWithValue("transp", "OPAQUE");
    const withCustomer = options.detail === "customer";
    const summary = `${meeting.reportType} – dossier n° ${meeting.demandId}${withCustomer && meeting.customer ? ` – ${meeting.customer}` : ""}`;
    event.addPropertyWithValue("summary", summary);
    if (withCustomer && meeting.address && !meeting.hasVisio) event.addPropertyWithValue("location", meeting.address);
    else if (meeting.hasVisio) event.addPropertyWithValue("location", "Visioconférence");
    const link = options.caseUrl(meeting.demandId);
    event.addPropertyWithValue("description", `Dossier n° ${meeting.demandId} : ${link}`);
    event.addPropertyWithValue("url", link);
    calendar.addSubcomponent(event);
  }
  return `${calendar.toString()}\r\n`;
}

function utc(date: Date): ICAL.Time {
  return ICAL.Time.fromJSDate(date, true);
}

/** RFC 7986's REFRESH-INTERVAL, which must say VALUE=DURATION (ical.js adds it for a duration value). */
function refreshInterval(value: string): ICAL.Property {
  const property = new ICAL.Property("refresh-interval");
  property.setValue(ICAL.Duration.fromString(value));
  return property;
}
