// The one slot a booking or a planning names, checked the same way for both: exactly one, the service's
// length, in the future, inside legal hours for the acts the law bounds (docs/decisions/1401), and, when a
// customer chooses it, one that the professionals' rules offer. Overlaps are left to the exclusion
// constraint (docs/decisions/102): the only check that holds under concurrency.
import type { PlatformDb } from "../../db/open-database";
import { isOfferedSlot, type Interval } from "../../slots/compute-slots";
import { availabilityKey, loadAvailabilities } from "../slot-search/load-availability";
import { invalidInput } from "../errors";
import { assertLegalHours } from "../legal-hours/act-place";

export interface ChosenSlotRule {
  /** The study's length of the service, in minutes. */
  slotMinutes: number;
  now: number;
  /** The act: its service, study and place (null for a video call or an office meeting). */
  act: { reportTypeId: number; studyId: number; lat: number | null; lon: number | null };
}

/** The exclusion constraint's refusal (SQLSTATE 23P01): another live meeting of that professional overlaps. */
export function isExclusionViolation(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && (error as { code?: unknown }).code === "23P01");
}

/** The slot of `slots` (instants in milliseconds), or the French reason it cannot be booked (422). */
export async function checkedSlot(
  db: PlatformDb,
  slots: ReadonlyArray<{ start_date: number; end_date: number }>,
  rule: ChosenSlotRule,
): Promise<Interval> {
  if (slots.length !== 1) throw invalidInput("slots", "Veuillez choisir exactement un créneau.");
  const slot = { start: slots[0]!.start_date, end: slots[0]!.end_date };
  if (slot.end - slot.start !== rule.slotMinutes * 60_000) {
    throw invalidInput("slots.0.end_date", "La durée du créneau ne correspond pas à la prestation.");
  }
  if (slot.start <= rule.now) throw invalidInput("slots.0.start_date", "Ce créneau est passé.");
  // Significations and enforcement are never accepted outside legal hours, whatever the rules say.
  await assertLegalHours(db, { ...rule.act, ...slot }, "slots");
  return slot;
}

/** Those of the study's `professionalIds` whose rules offer the slot, in the order given; none is a 422. */
export async function professionalsOffering(
  db: PlatformDb,
  professionalIds: readonly number[],
  slot: Interval,
  rule: ChosenSlotRule,
): Promise<number[]> {
  const { studyId } = rule.act;
  const availabilities = await loadAvailabilities(
    db,
    professionalIds.map((bailiffId) => ({ bailiffId, studyId })),
    slot.start - 86_400_000,
    slot.end + 86_400_000,
  );
  const offering = professionalIds.filter((id) =>
    isOfferedSlot(availabilities.get(availabilityKey(id, studyId))!, slot, rule.slotMinutes, rule.now),
  );
  if (offering.length === 0) throw invalidInput("slots", "Ce créneau ne fait pas partie des disponibilités proposées.");
  return offering;
}
