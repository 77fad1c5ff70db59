// The slot search window (customer-side §2.5, pro-side §4): 7 days; when a window comes back empty,
// up to 3 more tries, each shifting the window forward; then "unavailable". The server runs the whole
// loop for a request without JavaScript; the browser spaces its tries 1 s apart.
import { DateTime } from "luxon";
import { BOOKING_ZONE } from "./french-dates";

export const SLOT_WINDOW_DAYS = 7;
export const SLOT_RETRIES = 3;
export const SLOT_RETRY_DELAY_MS = 1000;
/** The platform pages slots by 100: fewer than 100 means the last page (pro-side §5). */
export const SLOTS_PAGE_SIZE = 100;

export interface SlotWindow {
  start: string;
  end: string;
}

/** The 7-day window starting at the Paris day of `from` (midnight to midnight, DST-proof). */
export function windowFrom(from: string): SlotWindow {
  const start = DateTime.fromISO(from, { setZone: true }).setZone(BOOKING_ZONE).startOf("day");
  return { start: start.toISO()!, end: start.plus({ days: SLOT_WINDOW_DAYS }).toISO()! };
}

/** The window right after `window`. */
export function nextWindow(window: SlotWindow): SlotWindow {
  return windowFrom(window.end);
}

export interface WindowSearch<T> {
  window: SlotWindow;
  slots: T[];
  /** How many windows were asked for (1 to 4). */
  tries: number;
  unavailable: boolean;
}

/**
 * Asks for the window starting at `from`, then up to 3 following windows while they are empty.
 * `wait` separates the tries (1 s in the browser, nothing on the server).
 */
export async function searchSlotWindows<T>(
  from: string,
  fetchWindow: (window: SlotWindow) => Promise<T[]>,
  wait: (milliseconds: number) => Promise<void> = async () => {},
): Promise<WindowSearch<T>> {
  let window = windowFrom(from);
  for (let attempt = 0; attempt <= SLOT_RETRIES; attempt += 1) {
    if (attempt > 0) {
      await wait(SLOT_RETRY_DELAY_MS);
      window = nextWindow(window);
    }
    const slots = await fetchWindow(window);
    if (slots.length > 0) return { window, slots, tries: attempt + 1, unavailable: false };
  }
  return { window, slots: [], tries: SLOT_RETRIES + 1, unavailable: true };
}

/** Keeps only slots that start before the end of the last requested day (pro-side §5). */
export function withinWindow<T extends { start: string }>(slots: readonly T[], window: SlotWindow): T[] {
  const end = DateTime.fromISO(window.end).toMillis();
  return slots.filter((slot) => DateTime.fromISO(slot.start).toMillis() < end);
}
