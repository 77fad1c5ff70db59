// The slots of a set of eligible professionals over a window, grouped per start, end and study, with
// participants and prices, ready to be paged: the slot engine (platform/slots) run for the domain's
// eligible professionals, under the legal hours of the acts the law bounds; on site, each
// professional's slots are those they can drive to in time (docs/decisions/3004).
import type { PlatformDb } from "../../db/open-database";
import type { ReportTypeKind } from "../../db/schema";
import { computeSlots, type Availability } from "../../slots/compute-slots";
import { availabilityKey, loadAvailabilities } from "./load-availability";
import { parisIso } from "~common/paris-time";
import { groupSlots, type GroupedSlot } from "../../slots/slot-pages";
import type { EligibleMembership } from "../eligible-professionals";
import { outsideLegalHoursIn } from "../legal-hours/legal-hours";
import { presentPrices, type PriceSetting } from "../prices";
import type { TravelPlace, TravelPoint } from "../../slots/travel/travel-time";
import { densityLookup } from "../../slots/travel/zone-density";

export interface SlotSearchWindow {
  from: number;
  to: number;
  now: number;
  /** For the acts the law bounds: the department whose holidays apply to a study's slots. */
  legalDepartmentOf?: (studyId: number) => string | null;
  /**
   * Where an on-site act takes place: the customer's address, or each study's own office for a
   * consultation. Unset for a video call, or on site without an address (nothing to drive to).
   */
  place?: TravelPoint | "office";
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

/** Where the act of a search takes place (SlotSearchWindow.place): nowhere to drive for a video call. */
export function actPlace(
  search: { isVisio: boolean; lat?: number; lon?: number },
  reportKind: ReportTypeKind,
): SlotSearchWindow["place"] {
  if (search.isVisio) return undefined;
  if (reportKind === "consultation") return "office";
  return search.lat !== undefined && search.lon !== undefined ? { lat: search.lat, lon: search.lon } : undefined;
}

export async function searchSlots(db: PlatformDb, candidates: EligibleMembership[], window: SlotSearchWindow): Promise<SlotList> {
  const bookable = candidates.filter((candidate) => candidate.setting);
  const { legalDepartmentOf, place, ...times } = window;
  const availabilities = await loadAvailabilities(
    db,
    bookable.map((candidate) => ({ bailiffId: candidate.bailiffId, studyId: candidate.study.id })),
    window.from,
    window.to,
    { travel: place !== undefined },
  );
  const customerPlace =
    typeof place === "object" ? { ...place, density: (await densityLookup())(place.lat, place.lon) } : undefined;
  const destinationFor = (availability: Availability): TravelPlace | undefined =>
    place === "office" ? availability.travel?.home : customerPlace;
  const slots = groupSlots(
    bookable.map((candidate) => {
      const availability = availabilities.get(availabilityKey(candidate.bailiffId, candidate.study.id))!;
      const destination = destinationFor(availability);
      return {
        bailiffId: candidate.bailiffId,
        studyId: candidate.study.id,
        slots: computeSlots(availability, {
          ...times,
          slotMinutes: candidate.setting!.slot_duration,
          ...(legalDepartmentOf ? { outsideLegalHours: outsideLegalHoursIn(legalDepartmentOf(candidate.study.id)) } : {}),
          ...(destination ? { destination } : {}),
        }),
      };
    }),
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
