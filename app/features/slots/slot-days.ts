// Slots as the slot picker shows them (customer-side §2.5, §9): grouped by Paris day, each day titled
// "Lundi 3 mars", each slot with its time and, when prices are enabled and above 0, its price. Runs on
// the server (the time module's French texts use luxon); the browser receives the result.
import { formatDayTitle, parisClock, parisDayOf } from "~common/paris-time";
import { displayedPrice, formatEuros, priceForMode, type SlotPrice } from "./prices";
import { encodeSlotValue } from "./slot-value";

export interface SlotOption {
  /** "start|end", the value the time button posts. */
  value: string;
  start: string;
  end: string;
  /** "14:30" */
  time: string;
  /** Euros, or null when no price is shown. */
  price: number | null;
  /** "250 €", or null. */
  priceLabel: string | null;
  /** A constat outside legal hours: the platform's warning, shown beside the slot (docs/decisions/3103). */
  legalHoursWarning: string | null;
}

export interface SlotDay {
  /** Paris day, "2026-03-02". */
  date: string;
  /** "Lundi 2 mars" */
  title: string;
  slots: SlotOption[];
}

export interface PricedSlot {
  start: string;
  end: string;
  prices?: readonly SlotPrice[];
  legal_hours_warning?: string | null;
}

function minutesBetween(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
}

export function groupSlotsByDay(slots: readonly PricedSlot[], options: { visio: boolean; pricesEnabled: boolean }): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const date = parisDayOf(slot.start);
    let day = days.get(date);
    if (!day) {
      day = { date, title: formatDayTitle(slot.start), slots: [] };
      days.set(date, day);
    }
    if (day.slots.some((known) => known.start === slot.start && known.end === slot.end)) continue;
    const price = displayedPrice(
      priceForMode(slot.prices, options.visio),
      minutesBetween(slot.start, slot.end),
      options.pricesEnabled,
    );
    day.slots.push({
      value: encodeSlotValue(slot),
      start: slot.start,
      end: slot.end,
      time: parisClock(slot.start),
      price,
      priceLabel: price === null ? null : formatEuros(price),
      legalHoursWarning: slot.legal_hours_warning ?? null,
    });
  }
  return [...days.values()];
}
