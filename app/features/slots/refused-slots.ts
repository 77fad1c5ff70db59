// The slot list of a declined meeting without the times its professional declined (issue 38, point 8):
// the platform names them with the meeting to plan (`refused_slots`), and the page choosing another slot
// leaves them out of the slot engine's window rather than offering them again (decision 3811).
import type { SlotDay } from "./slot-days";

interface RefusedSlot {
  start_date: string;
  end_date: string;
}

/** The days without the refused slots, a day left empty dropped. */
export function withoutRefusedSlots(days: readonly SlotDay[], refused: readonly RefusedSlot[]): SlotDay[] {
  if (refused.length === 0) return [...days];
  const declined = new Set(refused.map((slot) => `${Date.parse(slot.start_date)}|${Date.parse(slot.end_date)}`));
  return days
    .map((day) => ({
      ...day,
      slots: day.slots.filter((slot) => !declined.has(`${Date.parse(slot.start)}|${Date.parse(slot.end)}`)),
    }))
    .filter((day) => day.slots.length > 0);
}
