import { describe, expect, it } from "vitest";
import { icsCalendar } from "./ics";

const event = {
  uid: "demande-42@constat-rdv.fr",
  start: "2026-11-23T08:30:00+01:00",
  end: "2026-11-23T09:30:00+01:00",
  summary: "Constat de commissaire de justice avec Maître Antoine Dupont",
  location: "Lyon (69001)",
  description: "Étude : Étude Dupont & Associés\nVotre dossier : http://localhost:3000/dossier/42",
  url: "http://localhost:3000/dossier/42",
  stamp: new Date("2026-11-21T22:15:00Z"),
};

describe("icsCalendar", () => {
  const text = icsCalendar(event);
  const lines = text.split("\r\n");

  it("is a VCALENDAR with one VEVENT, CRLF line ends", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("carries the Paris time zone on both times, with its VTIMEZONE", () => {
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("TZID:Europe/Paris");
    expect(lines).toContain("DTSTART;TZID=Europe/Paris:20261123T083000");
    expect(lines).toContain("DTEND;TZID=Europe/Paris:20261123T093000");
    expect(lines).toContain("DTSTAMP:20261121T221500Z");
  });

  it("has the summary, location, description and UID", () => {
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:Constat de commissaire de justice avec Maître Antoine Dupont");
    expect(unfolded).toContain("LOCATION:Lyon (69001)");
    expect(unfolded).toContain("DESCRIPTION:Étude : Étude Dupont & Associés\\nVotre dossier : http://localhost:3000/dossier/42");
    expect(unfolded).toContain("UID:demande-42@constat-rdv.fr");
  });

  it("keeps every line within 75 octets", () => {
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe("icsCalendar's Paris wall clock", () => {
  it("writes Paris time in summer and in winter", () => {
    const lines = icsCalendar({ ...event, start: "2026-07-01T12:00:00Z", end: "2026-12-01T12:00:00Z" }).split("\r\n");
    expect(lines).toContain("DTSTART;TZID=Europe/Paris:20260701T140000");
    expect(lines).toContain("DTEND;TZID=Europe/Paris:20261201T130000");
  });
});

describe("icsCalendar's text values", () => {
  it("escapes backslashes, semicolons, commas and new lines", () => {
    expect(icsCalendar({ ...event, summary: "a\\b;c,d\ne" }).split("\r\n")).toContain("SUMMARY:a\\\\b\\;c\\,d\\ne");
  });

  it("folds at 75 octets without splitting a character", () => {
    // Content lines end at a CRLF not followed by a space (a folded line's continuation starts with one).
    const contentLines = icsCalendar({ ...event, location: "é".repeat(60) }).split(/\r\n(?! )/);
    const folded = contentLines.find((line) => line.startsWith("LOCATION:"))!;
    const parts = folded.split("\r\n ");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.join("")).toBe(`LOCATION:${"é".repeat(60)}`);
  });

  it("leaves a short line alone", () => {
    expect(icsCalendar({ ...event, summary: "Constat" }).split("\r\n")).toContain("SUMMARY:Constat");
  });
});
