import { afterEach, describe, expect, it, vi } from "vitest";
import type { SlotDay } from "~/features/slots/slot-days";
import { loadMoreDates } from "./slot-window-loader";

const DAY: SlotDay = { date: "2026-03-17", title: "Mardi 17 mars", slots: [] };
const noWait = async () => {};

function answers(...bodies: Array<{ days: SlotDay[]; nextFrom: string } | number>) {
  const fetchMock = vi.fn(async (_url: string) => {
    const body = bodies.shift();
    return typeof body === "number" ? new Response("{}", { status: body }) : Response.json(body);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("loadMoreDates (customer-side §2.5)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the window after each empty one, from where it ended, keeping the card's parameters", async () => {
    const fetchMock = answers({ days: [], nextFrom: "2026-03-16" }, { days: [DAY], nextFrom: "2026-03-23" });
    const waits: number[] = [];
    const more = await loadMoreDates("/etude/rendez-vous/creneaux/fenetre?reporttype=x&pro=1-2", "2026-03-09", async (ms) => {
      waits.push(ms);
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/etude/rendez-vous/creneaux/fenetre?reporttype=x&pro=1-2&du=2026-03-09",
      "/etude/rendez-vous/creneaux/fenetre?reporttype=x&pro=1-2&du=2026-03-16",
    ]);
    expect(waits).toEqual([1000]);
    expect(more).toEqual({ days: [DAY], nextFrom: "2026-03-23" });
  });

  it("gives up after four empty windows: no further dates", async () => {
    answers(
      { days: [], nextFrom: "2026-03-16" },
      { days: [], nextFrom: "2026-03-23" },
      { days: [], nextFrom: "2026-03-30" },
      { days: [], nextFrom: "2026-04-06" },
    );
    expect(await loadMoreDates("/w", "2026-03-09", noWait)).toEqual({ days: [], nextFrom: null });
  });

  it("fails when the window route does", async () => {
    answers(503);
    await expect(loadMoreDates("/w", "2026-03-09", noWait)).rejects.toThrow("503");
  });
});
