// Choosing a professional (and their slot) in a booking search: the form post of a slot button or of a
// "transmit the demand" button, checked against the search (the professional must be one it offers, the
// slot one they still offer), turned into the selection the summary then confirms.
import { data } from "@remix-run/node";
import { chooseSlot } from "~/features/booking/core/chosen-slot.server";
import { candidateName } from "~/features/booking/components/bailiff-card";
import { CHOICE_INTENT, type ChoiceAnswer } from "~/features/booking-v2/choice-answer";
import type { BookingQuery } from "~/features/booking-v2/query";
import { parseProfessionalKey, professionalKey, type V2Selection } from "~/features/booking-v2/selection";
import { v2Text } from "./messages.server";
import type { BookingScope } from "./scope.server";
import { candidatesFor, inScope, resolveSearch, slotQueryFor } from "./slots-step.server";

export type ChoiceOutcome = { ok: true; selection: V2Selection } | { ok: false; reason: "invalid" | "slot-taken" };

/** `slug` names the page the selection belongs to (a study's slug, or the new appointment's marker). */
export async function chooseProfessional(
  scope: BookingScope,
  query: BookingQuery,
  slug: string,
  formData: FormData,
): Promise<ChoiceOutcome> {
  const invalid = { ok: false, reason: "invalid" } as const;
  const professional = parseProfessionalKey(formData.get("pro"));
  if (!professional || !inScope(scope, professional)) return invalid;
  const { reportType, search } = await resolveSearch(scope, query);
  if (!reportType || search.status !== "ready") return invalid;
  const key = professionalKey(professional.bailiffId, professional.studyId);
  const candidate = (await candidatesFor(scope, reportType, search)).find((entry) => entry.key === key);
  if (!candidate) return invalid;

  let slot: V2Selection["slot"] = null;
  const intent = formData.get("intent");
  if (intent === "slot" && candidate.takesSlots) {
    const choice = await chooseSlot(formData.get("slot"), slotQueryFor(scope, reportType, search, professional));
    if (!choice.ok) return choice;
    slot = choice.slot;
  } else if (!(intent === "transmit" && !candidate.takesSlots)) {
    return invalid;
  }
  return {
    ok: true,
    selection: {
      slug,
      reportType: reportType.slug,
      visio: search.mode === "visio",
      slot,
      bailiffId: professional.bailiffId,
      studyId: professional.studyId,
      professionalName: candidateName(candidate.professional),
      studyName: candidate.study.name,
    },
  };
}

/** What the search page answers a refused choice: the slot was taken (409) or the post was not one it offers (400). */
export function refusedChoice(reason: "invalid" | "slot-taken") {
  const taken = reason === "slot-taken";
  return data<ChoiceAnswer>(
    { intent: CHOICE_INTENT, error: v2Text(taken ? "searchErrors.slotTaken" : "searchErrors.slotInvalid") },
    { status: taken ? 409 : 400 },
  );
}
