// A chosen slot travels in a form as one value, "start|end" (two ISO instants): the time buttons of the
// slot picker carry it and the actions read it back. No date library, so the browser may import it.

/** A slot as the user chose it: two ISO instants. */
export interface ChosenSlot {
  start: string;
  end: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function encodeSlotValue(slot: ChosenSlot): string {
  return `${slot.start}|${slot.end}`;
}

/** The slot a form value stands for, or null unless it is two ISO instants, the first before the second. */
export function parseSlotValue(value: unknown): ChosenSlot | null {
  if (typeof value !== "string") return null;
  const [start, end, ...rest] = value.split("|");
  if (!start || !end || rest.length > 0 || !ISO_INSTANT.test(start) || !ISO_INSTANT.test(end)) return null;
  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs <= startMs) return null;
  return { start, end };
}
