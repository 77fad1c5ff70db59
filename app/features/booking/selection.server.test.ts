// The professional step's list is paged: only the cards shown are searched for slots, the page is
// clamped, the affiliated studies come on the last page, and a focused card ignores the paging.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Candidate } from "~/features/booking/candidates";

const lists = vi.hoisted(() => ({ onboarded: [] as Candidate[], affiliated: [] as Candidate[] }));
const searched = vi.hoisted(() => [] as string[]);

vi.mock("./available-bailiffs.server", () => ({ listAvailableBailiffs: async () => lists }));
vi.mock("./core/professional-offers.server", () => ({
  withoutSlots: (candidate: Candidate) => ({ candidate, slots: null, failed: false }),
  professionalOffer: async (candidate: Candidate) => {
    searched.push(candidate.key);
    return { candidate, slots: null, failed: false };
  },
}));

const { loadSelection, PROFESSIONALS_PER_PAGE } = await import("./selection.server");

function candidate(index: number): Candidate {
  return { key: `${index}-1`, takesSlots: true, professional: { id: index }, study: { id: 1 } } as unknown as Candidate;
}

const context = {
  reportType: { id: 3 },
  visio: true,
  slotQuery: { reportTypeId: 3, visio: true },
} as unknown as Parameters<typeof loadSelection>[0];

describe("loadSelection's pages", () => {
  beforeEach(() => {
    searched.length = 0;
    lists.onboarded = Array.from({ length: 2 * PROFESSIONALS_PER_PAGE + 3 }, (_, index) => candidate(index + 1));
    lists.affiliated = [candidate(100), candidate(101)];
  });

  it("searches the slots of the first page's cards only", async () => {
    const selection = await loadSelection(context, "2026-11-24", null, 1);
    expect(selection.onboarded.map((card) => card.candidate.key)).toEqual(
      lists.onboarded.slice(0, PROFESSIONALS_PER_PAGE).map((item) => item.key),
    );
    expect(searched).toHaveLength(PROFESSIONALS_PER_PAGE);
    expect(selection).toMatchObject({ page: 1, totalPages: 3, affiliated: [] });
  });

  it("shows the rest and the affiliated studies on the last page, and clamps a page past the end", async () => {
    for (const asked of [3, 99]) {
      const selection = await loadSelection(context, "2026-11-24", null, asked);
      expect(selection.page).toBe(3);
      expect(selection.onboarded.map((card) => card.candidate.key)).toEqual(["21-1", "22-1", "23-1"]);
      expect(selection.affiliated.map((card) => card.candidate.key)).toEqual(["100-1", "101-1"]);
    }
  });

  it("has one page, with the affiliated studies, when nobody is onboarded", async () => {
    lists.onboarded = [];
    const selection = await loadSelection(context, "2026-11-24", null, 2);
    expect(selection).toMatchObject({ page: 1, totalPages: 1, onboarded: [] });
    expect(selection.affiliated).toHaveLength(2);
  });

  it("finds a focused card whatever page it is on", async () => {
    const selection = await loadSelection(context, "2026-11-24", "22-1", 1);
    expect(selection.onboarded.map((card) => card.candidate.key)).toEqual(["22-1"]);
    expect(searched).toEqual(["22-1"]);
  });
});
