import { describe, expect, it } from "vitest";
import { agendaLinks, agendaRange, readAgendaState } from "./agenda-url";

const NOW = new Date("2026-11-25T10:00:00Z");
const PATH = "/espace-pro/etude/etude-dupont-lyon/agenda";

describe("the agenda's URL", () => {
  it("defaults to the list of this week, today in Paris, the caller's own agenda", () => {
    expect(readAgendaState(new URL(`https://x.test${PATH}`), NOW)).toEqual({
      view: "liste",
      viewChosen: false,
      date: "2026-11-25",
      professionalId: null,
    });
    const odd = readAgendaState(new URL(`https://x.test${PATH}?vue=annee&date=2026-02-30&professionnel=abc`), NOW);
    expect(odd).toMatchObject({ view: "liste", viewChosen: false, date: "2026-11-25", professionalId: null });
  });

  it("covers a Paris day, an ISO week, or the weeks of a month", () => {
    expect(agendaRange("jour", "2026-03-29")).toEqual({ startDate: "2026-03-29", endDate: "2026-03-29" });
    expect(agendaRange("semaine", "2026-03-29")).toEqual({ startDate: "2026-03-23", endDate: "2026-03-29" });
    expect(agendaRange("liste", "2026-11-25")).toEqual({ startDate: "2026-11-23", endDate: "2026-11-29" });
    expect(agendaRange("mois", "2026-11-25")).toEqual({ startDate: "2026-10-26", endDate: "2026-12-06" });
  });

  it("links previous, next, today and the views, keeping the professional", () => {
    const state = readAgendaState(new URL(`https://x.test${PATH}?vue=mois&date=2026-01-31&professionnel=7`), NOW);
    const links = agendaLinks(PATH, state, NOW);
    expect(links.previous).toBe(`${PATH}?vue=mois&date=2025-12-01&professionnel=7`);
    expect(links.next).toBe(`${PATH}?vue=mois&date=2026-02-01&professionnel=7`);
    expect(links.today).toBe(`${PATH}?vue=mois&date=2026-11-25&professionnel=7`);
    expect(links.views.map((link) => link.href)[1]).toBe(`${PATH}?vue=jour&date=2026-01-31&professionnel=7`);
  });

  it("links « Demain » to tomorrow's day view in Paris, from any view, across a month's and a year's end", () => {
    const state = readAgendaState(new URL(`https://x.test${PATH}?vue=mois&date=2026-01-31&professionnel=7`), NOW);
    expect(agendaLinks(PATH, state, NOW).tomorrow).toBe(`${PATH}?vue=jour&date=2026-11-26&professionnel=7`);
    // 31 December, 23:30 in Paris (22:30 UTC): tomorrow is 1 January.
    const newYearsEve = new Date("2026-12-31T22:30:00Z");
    expect(agendaLinks(PATH, readAgendaState(new URL(`https://x.test${PATH}`), newYearsEve), newYearsEve).tomorrow).toBe(
      `${PATH}?vue=jour&date=2027-01-01`,
    );
  });
});
