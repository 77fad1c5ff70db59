// The agenda's drives as the server renders them (docs/decisions/3006): from the platform's compact
// answer, « Trajet estimé : 33 min » shows in its own row of the list just before the meeting driven
// to (in the event's and the professional's columns), and in that meeting's block of the day view; the
// day's first meeting and a meeting the platform gives no drive for show none.
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactElement } from "react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { compactEventsAnswer, rebuildCalendarEvents } from "~/features/agenda/agenda-client.server";
import { AgendaGrid, AgendaList } from "./agenda-markup";
import { readAgendaState } from "./agenda-url";
import { calendarTitle } from "./agenda-view";
import { agendaPage } from "./agenda-view.server";

const PATH = "/espace-pro/etude/etude-dupont-lyon/agenda";
const at = (iso: string) => Date.parse(iso);
const NINE = at("2026-12-08T09:00:00+01:00");
const ELEVEN = at("2026-12-08T11:00:00+01:00");

/** Two on-site meetings of Tuesday, the platform estimating 33 minutes between them. */
const answer = compactEventsAnswer.parse({
  format: "compact",
  report_types: ["Constat locatif"],
  customers: ["Camille Martin", "Paul Girard"],
  action_sets: [[]],
  meetings: [
    [7, 12, 40, "validated", NINE, at("2026-12-08T10:00:00+01:00"), 0, 0, 0, null, null, 0, null],
    [8, 13, 40, "validated", ELEVEN, at("2026-12-08T12:00:00+01:00"), 0, 1, 0, null, null, 0, 33],
  ],
  blocks: [],
  unassigned_color: "#5c5c5c",
  bailiffs: [{ id: 40, firstname: "Antoine", lastname: "Dupont", color: "#1c4e80" }],
  can_pick: false,
  can_edit_others: false,
});

function pageFor(view: "liste" | "jour") {
  const url = new URL(`http://localhost${PATH}?vue=${view}&date=2026-12-08`);
  return agendaPage({
    url,
    path: PATH,
    state: readAgendaState(url),
    answer: rebuildCalendarEvents(answer),
    viewer: { userId: 40 },
    toPlan: [],
  });
}

/** Server-side HTML of `element`, inside a router as the page's forms need. */
async function render(element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ id: "page", path: "/", Component: () => element }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

describe("the agenda's drives", () => {
  it("shows the estimated drive in a row of the list just before the meeting driven to", async () => {
    const page = pageFor("liste");
    expect(page.events.map((event) => event.travelLabel)).toEqual([null, "Trajet estimé : 33 min"]);
    const html = await render(<AgendaList page={page} action={PATH} />);
    const rows = [...html.matchAll(/<tr[^>]*>[\s\S]*?<\/tr>/g)].map(([row]) => row);
    const travel = rows.findIndex((row) => row.includes("Trajet estimé : 33 min"));
    expect(travel).toBeGreaterThan(0);
    expect(rows[travel]).toContain('data-travel-to="meeting-8"');
    expect(rows[travel]).toContain("Antoine Dupont");
    expect(rows[travel - 1]).toContain('data-event-id="meeting-7"');
    expect(rows[travel + 1]).toContain('data-event-id="meeting-8"');
    expect(html.match(/Trajet estimé/g)).toHaveLength(1);
  });

  it("shows it in the meeting's block of the day view", async () => {
    const html = await render(<AgendaGrid page={pageFor("jour")} />);
    const block = html.slice(html.indexOf('data-event-id="meeting-8"'));
    expect(block.slice(0, block.indexOf("</span></span>"))).toContain("Trajet estimé : 33 min");
    expect(html.match(/Trajet estimé/g)).toHaveLength(1);
  });

  it("gives it to schedule-x in the meeting's title, which is all its blocks show besides the times", () => {
    const titles = pageFor("jour").events.map(calendarTitle);
    expect(titles).toEqual(["Constat locatif – Camille Martin", "Constat locatif – Paul Girard · Trajet estimé : 33 min"]);
  });
});
