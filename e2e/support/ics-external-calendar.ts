// For the calendar connection spec: a bailiff's "Google calendar" served on loopback (the e2e
// server allows private hosts, CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS), and a lock so that the two projects,
// which both connect the demo bailiff's one calendar, never change it at the same time.
import { mkdirSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DateTime } from "luxon";
import { E2E_PORT } from "../../playwright.config";

/** One busy hour, 60 days ahead at 10:00 Paris time: far from the days the other specs book. */
function busyCalendar(): string {
  const start = DateTime.now().setZone("Europe/Paris").plus({ days: 60 }).set({ hour: 10, minute: 0, second: 0 });
  const local = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "BEGIN:VEVENT",
    "UID:e2e-busy@example.com",
    "DTSTAMP:20260101T000000Z",
    `DTSTART;TZID=Europe/Paris:${local(start)}`,
    `DTEND;TZID=Europe/Paris:${local(start.plus({ hours: 1 }))}`,
    "SUMMARY:Rendez-vous personnel",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

export async function serveExternalCalendar(): Promise<{ url: string; close(): Promise<void> }> {
  const body = busyCalendar();
  const server = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/calendar" }).end(body));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/calendar/ical/secret-e2e/basic.ics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Runs `work` while the other project does not touch the demo bailiff's calendar connection. */
export async function aloneOnTheCalendarConnection(work: () => Promise<void>): Promise<void> {
  const lock = path.join(tmpdir(), `e2e-calendar-connection-${E2E_PORT}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than three minutes was left by a run that died: take it over.
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 180_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
