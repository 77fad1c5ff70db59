// The summary both booking wizards show before the demand is sent (the main wizard's confirmation, booking
// v2's and the new appointment's summary) carries the warning the platform gave the chosen slot when a
// constat leaves legal hours (docs/decisions/3103): the app repeats the platform's answer, it never
// decides legal hours itself. A slot without a warning, or a search that failed, shows none.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AvailableSlot } from "~/.server/platform/schemas";

const WARNING =
  "Attention : ce rendez-vous a lieu après 21 h, en dehors des heures légales des actes (6 h – 21 h, hors dimanches et jours fériés).";
const platform = vi.hoisted(() => ({ slots: [] as AvailableSlot[], fails: false }));

vi.mock("~/features/booking/booking-client.server", () => ({
  getAvailableSlots: async () => {
    if (platform.fails) throw new Error("platform unavailable");
    return platform.slots;
  },
}));

const { bookingSummary } = await import("./summary.server");

/** A day three weeks ahead: inside the summary's slot window, which starts on the chosen slot's day. */
const day = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
const evening = { start: `${day}T20:30:00.000Z`, end: `${day}T21:00:00.000Z` };
const morning = { start: `${day}T08:00:00.000Z`, end: `${day}T08:30:00.000Z` };
const offered = (slot: { start: string; end: string }, warning: string | null): AvailableSlot => ({
  ...slot,
  study_id: 3,
  participants: [],
  prices: [],
  legal_hours_warning: warning,
});

const parts = {
  reportTypeName: "Constat locatif",
  mode: "onSite" as const,
  address: "1 place Bellecour, Lyon",
  professionalName: "Maître Claire Fabre",
  studyName: "Étude Dupont & Associés",
  slotQuery: { reportTypeId: 4, studyId: 3, bailiffId: 11 },
};

afterEach(() => {
  platform.slots = [];
  platform.fails = false;
});

describe("the booking summary's legal-hours warning", () => {
  it("repeats the platform's warning for the chosen slot outside legal hours", async () => {
    platform.slots = [offered(morning, null), offered(evening, WARNING)];
    const summary = await bookingSummary({ ...parts, slot: evening });
    expect(summary.slotGone).toBe(false);
    expect(summary.props.legalHoursWarning).toBe(WARNING);
  });

  it("shows none for a slot within legal hours, nor when the search failed (the slot is kept)", async () => {
    platform.slots = [offered(morning, null), offered(evening, WARNING)];
    expect((await bookingSummary({ ...parts, slot: morning })).props.legalHoursWarning).toBeNull();
    platform.fails = true;
    const failed = await bookingSummary({ ...parts, slot: evening });
    expect(failed.slotGone).toBe(false);
    expect(failed.props.legalHoursWarning).toBeNull();
  });

  it("shows none for a demand without a slot", async () => {
    const summary = await bookingSummary({ ...parts, slot: null, slotQuery: null });
    expect(summary.props).toMatchObject({ dateLabel: null, legalHoursWarning: null });
  });
});
