// The professionals-with-slots of a booking search, for both booking flows (the wizard's professional
// step, booking v2's creneaux step and the new appointment): each professional with the window of their
// slots, or no slot to pick when their study takes the demand without one, or a failure of that card
// alone (the other cards still show).
import type { Candidate } from "~/features/booking/candidates";
import { searchSlots, type SlotSearchQuery, type SlotSearchResult } from "~/features/booking/slot-search.server";

export interface ProfessionalOffer {
  candidate: Candidate;
  /** The window of slots; null when the study receives the demand without a slot, or when it failed. */
  slots: SlotSearchResult | null;
  /** The slots could not be loaded. */
  failed: boolean;
}

/** The slot search of one professional of the search: `searchFor` adds their study and id to the query. */
export type ProfessionalSlotQuery = (professional: { studyId: number; bailiffId: number }) => SlotSearchQuery;

/** A card that takes no slot (an affiliated study, a slot-less report type). */
export function withoutSlots(candidate: Candidate): ProfessionalOffer {
  return { candidate, slots: null, failed: false };
}

/**
 * One professional with the window starting at `from`. With `jump` the first non-empty window is shown
 * (the full slot list of a dialog or page); without it a later slot becomes the next availability.
 */
export async function professionalOffer(
  candidate: Candidate,
  searchFor: ProfessionalSlotQuery,
  from: string,
  options: { jump: boolean },
): Promise<ProfessionalOffer> {
  if (!candidate.takesSlots) return withoutSlots(candidate);
  try {
    const query = searchFor({ studyId: candidate.study.id, bailiffId: candidate.professional.id });
    return { candidate, slots: await searchSlots(query, from, options), failed: false };
  } catch (error) {
    console.error(`Créneaux de ${candidate.key} indisponibles :`, error instanceof Error ? error.message : error);
    return { candidate, slots: null, failed: true };
  }
}
