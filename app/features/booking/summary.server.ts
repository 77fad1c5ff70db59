// The wizard's summary before confirmation (customer-side §2.3 "Summary screen"): what the wizard's
// answers chose — report type, mode, address, the professional and study (checked still eligible) —
// handed to the booking core, which adds the date, the price and whether the slot is still offered.
import { candidateName } from "~/features/booking/components/bailiff-card";
import { candidateKey, type Candidate } from "~/features/booking/candidates";
import type { WizardState } from "~/features/booking/wizard";
import { listAvailableBailiffs } from "./available-bailiffs.server";
import { bookingSummary, type BookingSummary } from "./core/summary.server";
import { slotQueryFor, type SelectionContext } from "./selection.server";

export interface WizardSummary extends BookingSummary {
  candidate: Candidate | null;
}

async function chosenCandidate(context: SelectionContext, state: WizardState): Promise<Candidate | null> {
  const lists = await listAvailableBailiffs({
    reportTypeId: context.reportType.id,
    latitude: context.slotQuery.latitude,
    longitude: context.slotQuery.longitude,
    visio: context.visio,
    studyId: state.studyId,
  });
  const key = candidateKey(state.bailiffId, state.studyId ?? 0);
  const all = [...lists.onboarded, ...lists.affiliated];
  return all.find((item) => item.key === key) ?? all.find((item) => item.study.id === state.studyId) ?? null;
}

export async function wizardSummary(context: SelectionContext, state: WizardState): Promise<WizardSummary> {
  const candidate = await chosenCandidate(context, state);
  const atStudy = state.service === "consultation";
  const summary = await bookingSummary({
    reportTypeName: context.reportType.name,
    mode: context.visio ? "visio" : atStudy ? "atStudy" : "onSite",
    address: context.visio ? null : atStudy ? (candidate?.study.fullAddress ?? null) : (state.address?.label ?? null),
    professionalName: candidate && state.bailiffId ? candidateName(candidate.professional) : null,
    studyName: candidate?.study.name ?? null,
    slot: state.slot ?? null,
    slotQuery: state.studyId ? slotQueryFor(context, { studyId: state.studyId, bailiffId: state.bailiffId }) : null,
  });
  return { ...summary, candidate };
}
