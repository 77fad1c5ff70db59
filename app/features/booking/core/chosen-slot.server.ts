// Choosing a slot, for both booking flows: the posted "start|end" value read back, then checked against
// what the professional still offers (the page may be old). The platform checks again at confirmation,
// so a slot search that fails here lets the choice through rather than blocking the user.
import { parseSlotValue, type ChosenSlot } from "~/features/slots/slot-value";
import { offeredSlotOption, type SlotSearchQuery } from "~/features/booking/slot-search.server";

export type SlotChoice = { ok: true; slot: ChosenSlot } | { ok: false; reason: "invalid" | "slot-taken" };

export async function chooseSlot(posted: FormDataEntryValue | null, query: SlotSearchQuery): Promise<SlotChoice> {
  const slot = parseSlotValue(posted);
  if (!slot) return { ok: false, reason: "invalid" };
  const offered = await offeredSlotOption(query, slot).then(
    (option) => option !== null,
    () => true,
  );
  return offered ? { ok: true, slot } : { ok: false, reason: "slot-taken" };
}
