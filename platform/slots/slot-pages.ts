// Gathers the slots of several professionals into one list (one entry per start, end and study, with
// its participants) and cuts it into pages of 100, the size the app's pager expects (pro-side §5).
import type { Interval } from "./compute-slots";

export const SLOTS_PER_PAGE = 100;

export interface ProfessionalSlots {
  bailiffId: number;
  studyId: number;
  slots: Interval[];
}

export interface GroupedSlot extends Interval {
  studyId: number;
  bailiffIds: number[];
}

export function groupSlots(perProfessional: ProfessionalSlots[]): GroupedSlot[] {
  const byKey = new Map<string, GroupedSlot>();
  for (const { bailiffId, studyId, slots } of perProfessional) {
    for (const slot of slots) {
      const key = `${slot.start}:${slot.end}:${studyId}`;
      const existing = byKey.get(key);
      if (existing) existing.bailiffIds.push(bailiffId);
      else byKey.set(key, { ...slot, studyId, bailiffIds: [bailiffId] });
    }
  }
  return [...byKey.values()]
    .map((slot) => ({ ...slot, bailiffIds: [...new Set(slot.bailiffIds)].sort((a, b) => a - b) }))
    .sort((a, b) => a.start - b.start || a.end - b.end || a.studyId - b.studyId);
}

/** Page `page` (1-based) of the list, and whether another page follows. */
export function pageOf<T>(items: T[], page: number, perPage = SLOTS_PER_PAGE): { items: T[]; hasMore: boolean } {
  const first = (page - 1) * perPage;
  return { items: items.slice(first, first + perPage), hasMore: items.length > first + perPage };
}
