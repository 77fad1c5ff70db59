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
  // Buckets by start then study (numbers) rather than a string key per slot: a busy zone has thousands of
  // slots, and building and hashing their keys was the largest part of a search (bench/slots.ts); one
  // bucket per start alone held a slot of each of the ~600 studies near Paris, searched once per slot.
  const byStart = new Map<number, Map<number, GroupedSlot[]>>();
  const grouped: GroupedSlot[] = [];
  for (const { bailiffId, studyId, slots } of perProfessional) {
    for (const slot of slots) {
      let studies = byStart.get(slot.start);
      if (!studies) byStart.set(slot.start, (studies = new Map()));
      let bucket = studies.get(studyId);
      if (!bucket) studies.set(studyId, (bucket = []));
      const existing = bucket.find((candidate) => candidate.end === slot.end);
      if (existing) {
        if (!existing.bailiffIds.includes(bailiffId)) existing.bailiffIds.push(bailiffId);
      } else {
        const created = { start: slot.start, end: slot.end, studyId, bailiffIds: [bailiffId] };
        bucket.push(created);
        grouped.push(created);
      }
    }
  }
  for (const slot of grouped) slot.bailiffIds.sort((a, b) => a - b);
  return grouped.sort((a, b) => a.start - b.start || a.end - b.end || a.studyId - b.studyId);
}

/** Page `page` (1-based) of the list, and whether another page follows. */
export function pageOf<T>(items: T[], page: number, perPage = SLOTS_PER_PAGE): { items: T[]; hasMore: boolean } {
  const first = (page - 1) * perPage;
  return { items: items.slice(first, first + perPage), hasMore: items.length > first + perPage };
}
