// The slot search window (customer-side §2.5, pro-side §4): 7 days; when a window comes back empty,
// up to 3 more tries, each shifting the window forward; then "unavailable". The server runs the whole
// loop for a request without JavaScript; the browser spaces its tries 1 s apart.
import { millisOf, parisDayBounds, parisDayOf, parisIso, parisToday, shiftParisDay } from "~common/paris-time";
import { retryWhileEmpty } from "./window-retry";

export const SLOT_WINDOW_DAYS = 7;
/** The platform pages slots by 100: fewer than 100 means the last page (pro-side §5). */
export const SLOTS_PAGE_SIZE = 100;

export interface SlotWindow {
  start: string;
  end: string;
}

/** The 7-day window starting at the Paris day of `from`, a day or an instant (midnight to midnight, DST-proof). */
export function windowFrom(from: string): SlotWindow {
  const day = parisDayOf(from);
  const midnight = (days: number) => parisIso(parisDayBounds(shiftParisDay(day, days)).start.getTime(), "milliseconds");
  return { start: midnight(0), end: midnight(SLOT_WINDOW_DAYS) };
}

/** The first day of the window before the one starting on `from` ("2026-03-02"), or null from today on. */
export function previousWindowStart(from: string, now: Date = new Date()): string | null {
  const today = parisToday(now);
  if (from <= today) return null;
  const previous = shiftParisDay(from, -SLOT_WINDOW_DAYS);
  return previous < today ? today : previous;
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
  const outcome = await retryWhileEmpty<{ window: SlotWindow; slots: T[] }>(
    async (_attempt, previous) => {
      const window = previous ? nextWindow(previous.window) : windowFrom(from);
      return { window, slots: await fetchWindow(window) };
    },
    (found) => found.slots.length === 0,
    wait,
  );
  return { window: outcome.result.window, slots: outcome.result.slots, tries: outcome.tries, unavailable: outcome.unavailable };
}

/** Keeps only slots that start before the end of the last requested day (pro-side §5). */
export function withinWindow<T extends { start: string }>(slots: readonly T[], window: SlotWindow): T[] {
  const end = millisOf(window.end);
  return slots.filter((slot) => millisOf(slot.start) < end);
}
