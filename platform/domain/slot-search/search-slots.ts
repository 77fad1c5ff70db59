// The slots of a set of eligible professionals over a window, grouped per start, end and study, with
// participants and prices, ready to be paged: the slot engine (platform/slots) run for the domain's
// eligible professionals, under the legal hours of the acts the law bounds.
import type { PlatformDb } from "../../db/open-database";
import { computeSlots } from "../../slots/compute-slots";
import { availabilityKey, loadAvailabilities } from "../../slots/load-availability";
import { parisIso } from "../../slots/paris-time";
import { groupSlots, type GroupedSlot } from "../../slots/slot-pages";
import type { EligibleMembership } from "../eligible-professionals";
import { outsideLegalHoursIn } from "../legal-hours/legal-hours";
import { presentPrices, type PriceSetting } from "../prices";

export interface SlotSearchWindow {
  from: number;
  to: number;
  now: number;
  /** For the acts the law bounds: the department whose holidays apply to a study's slots. */
  legalDepartmentOf?: (studyId: number) => string | null;
}

export interface SearchedSlot {
  start: string;
  end: string;
  study_id: number;
  participants: Array<{ sub: string; bailiff_id: number }>;
  prices: ReturnType<typeof presentPrices>;
}

/**
 * Every slot of the window, grouped, with the settings that price them. Kept raw (instants in
 * milliseconds) so the cache holds it cheaply and only the page asked for is formatted (presentSlot).
 */
export interface SlotList {
  slots: GroupedSlot[];
  settingOf: ReadonlyMap<number, PriceSetting>;
}

export async function searchSlots(db: PlatformDb, candidates: EligibleMembership[], window: SlotSearchWindow): Promise<SlotList> {
  const bookable = candidates.filter((candidate) => candidate.setting);
  const availabilities = await loadAvailabilities(
    db,
    bookable.map((candidate) => ({ bailiffId: candidate.bailiffId, studyId: candidate.study.id })),
    window.from,
    window.to,
  );
  const { legalDepartmentOf, ...times } = window;
  const slots = groupSlots(
    bookable.map((candidate) => ({
      bailiffId: candidate.bailiffId,
      studyId: candidate.study.id,
      slots: computeSlots(availabilities.get(availabilityKey(candidate.bailiffId, candidate.study.id))!, {
        ...times,
        slotMinutes: candidate.setting!.slot_duration,
        ...(legalDepartmentOf ? { outsideLegalHours: outsideLegalHoursIn(legalDepartmentOf(candidate.study.id)) } : {}),
      }),
    })),
  );
  return { slots, settingOf: new Map(bookable.map((candidate) => [candidate.study.id, candidate.setting!])) };
}

export function presentSlot(list: SlotList, slot: GroupedSlot): SearchedSlot {
  return {
    // Offsets in Paris time, as the calendar shows them.
    start: parisIso(slot.start),
    end: parisIso(slot.end),
    study_id: slot.studyId,
    participants: slot.bailiffIds.map((id) => ({ sub: String(id), bailiff_id: id })),
    prices: presentPrices(list.settingOf.get(slot.studyId)!),
  };
}
