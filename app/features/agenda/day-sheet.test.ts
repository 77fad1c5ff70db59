// The day sheet's rows and its CSV (docs/decisions/3830): from the platform's compact agenda of a Tuesday
// (an unavailability, a video meeting at 14:00 given first, an on-site one at 09:00 with its drive) and the
// study's meeting list of that day: the meetings only, in the order of the day, each with where it takes
// place and how to reach its customer; the file for a French spreadsheet, formulas defused.
import { describe, expect, it } from "vitest";
import { compactEventsAnswer, rebuildCalendarEvents } from "./agenda-client.server";
import { readAgendaState } from "./agenda-url";
import { agendaPage } from "./agenda-view.server";
import { daySheetCsv, daySheetEntries, type MeetingContact } from "./day-sheet";

const PATH = "/espace-pro/etude/etude-dupont-lyon/agenda";
const at = (iso: string) => Date.parse(iso);

const answer = compactEventsAnswer.parse({
  format: "compact",
  report_types: ["Constat locatif", "Consultation"],
  customers: ["Camille Martin", '=Paul; "Girard"'],
  action_sets: [[]],
  meetings: [
    [8, 13, 40, "validated", at("2026-12-08T14:00:00+01:00"), at("2026-12-08T14:30:00+01:00"), 1, 1, 1, null, null, 0, null],
    [7, 12, 40, "validated", at("2026-12-08T09:00:00+01:00"), at("2026-12-08T10:00:00+01:00"), 0, 0, 0, null, null, 0, 25],
  ],
  blocks: [["unavailable", 3, 40, at("2026-12-08T12:00:00+01:00"), at("2026-12-08T13:00:00+01:00"), "Indisponible", null]],
  unassigned_color: "#5c5c5c",
  bailiffs: [{ id: 40, firstname: "Antoine", lastname: "Dupont", color: "#1c4e80" }],
  can_pick: false,
  can_edit_others: false,
});

const contacts: MeetingContact[] = [
  {
    meetingId: 7,
    address: "12 rue de la République, 69002 Lyon",
    hasVisio: false,
    phone: "06 12 34 56 78",
    customer: "Camille Martin",
    service: "Constat locatif",
  },
  {
    meetingId: 8,
    address: "3 place Bellecour, 69002 Lyon",
    hasVisio: true,
    phone: null,
    customer: '=Paul; "Girard"',
    service: "Consultation",
  },
];

function agendaEvents() {
  const url = new URL(`http://localhost${PATH}?vue=jour&date=2026-12-08`);
  const state = readAgendaState(url);
  return agendaPage({ url, path: PATH, state, answer: rebuildCalendarEvents(answer), viewer: { userId: 40 }, toPlan: [] }).events;
}

const entries = () => daySheetEntries(agendaEvents(), contacts);

describe("the day sheet", () => {
  it("lists the day's meetings only, by start, with their place, customer, phone and drive", () => {
    const rows = entries();
    expect(rows.map((row) => [row.startTime, row.endTime, row.what, row.place, row.customer, row.phone, row.travel])).toEqual([
      [
        "09:00",
        "10:00",
        "Constat locatif",
        "12 rue de la République, 69002 Lyon",
        "Camille Martin",
        "06 12 34 56 78",
        "Trajet estimé : 25 min",
      ],
      ["14:00", "14:30", "Consultation", "En visioconférence", '=Paul; "Girard"', "", null],
    ]);
    expect(rows[0]).toMatchObject({ professional: "Antoine Dupont", demandHref: "/espace-pro/dossiers/12" });
  });

  it("says « Adresse à préciser » for a meeting the study's list does not know the address of", () => {
    const [first] = daySheetEntries(agendaEvents(), []);
    expect(first).toMatchObject({ startTime: "09:00", place: "Adresse à préciser", customer: "", phone: "" });
  });

  it("writes the CSV in French for a spreadsheet: BOM, semicolons, CRLF, quotes doubled, no formula", () => {
    const csv = daySheetCsv("2026-12-08", entries(), "https://constat-rdv.fr");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe("Date;Début;Fin;Prestation;Client;Téléphone;Adresse;Professionnel;Statut;Dossier");
    expect(lines[1]).toBe(
      "2026-12-08;09:00;10:00;Constat locatif;Camille Martin;06 12 34 56 78;12 rue de la République, 69002 Lyon;Antoine Dupont;Confirmé;https://constat-rdv.fr/espace-pro/dossiers/12",
    );
    expect(lines[2]).toContain(`;"'=Paul; ""Girard""";;En visioconférence;`);
    expect(lines.at(-1)).toBe("");
  });
});
