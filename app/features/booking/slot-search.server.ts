// Slot search for one professional of a study (customer-side §2.5, §9): the 7-day window asked for, and
// when it is empty up to 3 following windows, all at once on the server (no wait: a request without
// JavaScript must answer in one go); the browser spaces its own tries 1 s apart (SlotPicker). Days come
// formatted ("Lundi 3 mars", "14:30", prices only when enabled and above 0).
import { env } from "~/.server/env";
import { getAvailableSlots } from "~/features/booking/booking-client.server";
import type { AvailableSlot } from "~/.server/platform/schemas";
import { clampedParisDay, formatSummaryDate, parisDayOf } from "~common/paris-time";
import { showNoPriceNote } from "~/features/slots/prices";
import { groupSlotsByDay, type SlotDay, type SlotOption } from "~/features/slots/slot-days";
import type { ChosenSlot } from "~/features/slots/slot-value";
import {
  nextWindow,
  previousWindowStart,
  searchSlotWindows,
  windowFrom,
  withinWindow,
  type SlotWindow,
} from "~/features/slots/slot-window";

export interface SlotSearchQuery {
  reportTypeId: number;
  studyId: number;
  bailiffId?: number;
  latitude?: number;
  longitude?: number;
  visio?: boolean;
  partnerStudyId?: number;
}

export interface SlotSearchResult {
  /** First Paris day of the displayed window, "2026-03-02". */
  from: string;
  days: SlotDay[];
  /** First day of the window after it. */
  nextFrom: string;
  /** First day of the window before it, or null when it would start before today. */
  previousFrom: string | null;
  /** The displayed window is empty but a later one is not: its first slot. */
  nextAvailability: { start: string; dateLabel: string; from: string } | null;
  /** Four windows in a row were empty. */
  unavailable: boolean;
  /** A slot without price (or priced 0), prices being enabled. */
  showNoPriceNote: boolean;
}

/** The first day of the window a URL asks for ("2026-03-02"): never before today, at most a year ahead. */
export const windowStartFrom = clampedParisDay;

async function slotsOf(query: SlotSearchQuery, window: SlotWindow): Promise<AvailableSlot[]> {
  const slots = await getAvailableSlots({
    reportTypeId: query.reportTypeId,
    studyId: query.studyId,
    bailiffId: query.bailiffId,
    lat: query.latitude,
    lon: query.longitude,
    isVisio: query.visio,
    partnerStudyId: query.partnerStudyId,
    from: window.start,
  });
  // A past slot of today is never offered.
  const now = Date.now();
  return withinWindow(slots, window).filter((slot) => Date.parse(slot.start) > now);
}

/**
 * The window starting at `from` ("2026-03-02"), retried forward while empty. With `jump` the first
 * non-empty window is displayed (the full slot list); without it the displayed window stays the one
 * asked for and a later slot becomes the next-availability text (the small calendar of a card).
 */
export async function searchSlots(
  query: SlotSearchQuery,
  from: string,
  options: { jump?: boolean } = {},
): Promise<SlotSearchResult> {
  const pricesEnabled = env().ENABLE_PRICES;
  const firstWindow = windowFrom(from);
  const search = await searchSlotWindows(firstWindow.start, (window) => slotsOf(query, window));
  const found = !search.unavailable;
  const displayed = found && (search.tries === 1 || options.jump) ? search.window : firstWindow;
  const slots = found && displayed === search.window ? search.slots : [];
  const displayedFrom = parisDayOf(displayed.start);
  const first = found && displayed !== search.window ? search.slots[0] : undefined;
  return {
    from: displayedFrom,
    days: groupSlotsByDay(slots, { visio: Boolean(query.visio), pricesEnabled }),
    nextFrom: parisDayOf(nextWindow(displayed).start),
    previousFrom: previousWindowStart(displayedFrom),
    nextAvailability: first
      ? { start: first.start, dateLabel: formatSummaryDate(first.start), from: parisDayOf(first.start) }
      : null,
    unavailable: search.unavailable,
    showNoPriceNote: pricesEnabled && showNoPriceNote(search.slots, Boolean(query.visio)),
  };
}

/** One window, no retry: what the browser asks for when it loads more dates (it retries itself). */
export async function slotWindowDays(query: SlotSearchQuery, from: string): Promise<{ days: SlotDay[]; nextFrom: string }> {
  const window = windowFrom(from);
  const slots = await slotsOf(query, window);
  return {
    days: groupSlotsByDay(slots, { visio: Boolean(query.visio), pricesEnabled: env().ENABLE_PRICES }),
    nextFrom: parisDayOf(nextWindow(window).start),
  };
}

/**
 * The slot as the professional still offers it (its time and price as the picker showed them), or null
 * when it is taken or gone: checked again when it is chosen and before the confirmation.
 */
export async function offeredSlotOption(query: SlotSearchQuery, slot: ChosenSlot): Promise<SlotOption | null> {
  const window = await slotWindowDays(query, parisDayOf(slot.start));
  const start = Date.parse(slot.start);
  const end = Date.parse(slot.end);
  const options = window.days.flatMap((day) => day.slots);
  return options.find((option) => Date.parse(option.start) === start && Date.parse(option.end) === end) ?? null;
}
