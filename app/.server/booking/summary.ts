// The summary of the wizard's answers before confirmation (customer-side §2.3 "Summary screen"):
// report type, mode, address, the chosen professional and study (checked still eligible), the date
// 'lundi 3 mars à 14:30' and the price of the chosen slot (only when enabled and above 0).
import { env } from "~/.server/env";
import { getAvailableSlots } from "~/.server/platform/booking";
import type { AvailableSlot } from "~/.server/platform/schemas";
import type { BookingSummaryProps } from "~/features/booking/components/booking-summary";
import { candidateName } from "~/features/booking/components/bailiff-card";
import { candidateKey, type Candidate } from "~/features/booking/candidates";
import { formatSummaryDate } from "~/features/time/paris";
import { displayedPrice, formatEuros, priceForMode } from "~/features/slots/prices";
import { windowFrom } from "~/features/slots/slot-window";
import type { WizardState } from "~/features/booking/wizard";
import { listAvailableBailiffs } from "./available-bailiffs";
import type { SelectionContext } from "./selection";

export interface WizardSummary {
  props: BookingSummaryProps;
  candidate: Candidate | null;
  /** The chosen slot as the platform still offers it; null when it is gone (or none was chosen). */
  offeredSlot: AvailableSlot | null;
}

async function offeredSlot(context: SelectionContext, state: WizardState): Promise<AvailableSlot | null> {
  if (!state.slot || !state.studyId) return null;
  const window = windowFrom(state.slot.start);
  const slots = await getAvailableSlots({
    reportTypeId: context.reportType.id,
    studyId: state.studyId,
    bailiffId: state.bailiffId,
    lat: context.slotQuery.latitude,
    lon: context.slotQuery.longitude,
    isVisio: context.visio,
    from: window.start,
  });
  const start = Date.parse(state.slot.start);
  const end = Date.parse(state.slot.end);
  return slots.find((slot) => Date.parse(slot.start) === start && Date.parse(slot.end) === end) ?? null;
}

export async function wizardSummary(context: SelectionContext, state: WizardState): Promise<WizardSummary> {
  const [lists, slot] = await Promise.all([
    listAvailableBailiffs({
      reportTypeId: context.reportType.id,
      latitude: context.slotQuery.latitude,
      longitude: context.slotQuery.longitude,
      visio: context.visio,
      studyId: state.studyId,
    }),
    offeredSlot(context, state),
  ]);
  const key = candidateKey(state.bailiffId, state.studyId ?? 0);
  const all = [...lists.onboarded, ...lists.affiliated];
  const candidate = all.find((item) => item.key === key) ?? all.find((item) => item.study.id === state.studyId) ?? null;
  const minutes = state.slot ? Math.round((Date.parse(state.slot.end) - Date.parse(state.slot.start)) / 60_000) : 0;
  const price = slot ? displayedPrice(priceForMode(slot.prices, context.visio), minutes, env().ENABLE_PRICES) : null;
  return {
    candidate,
    offeredSlot: slot,
    props: {
      reportTypeName: context.reportType.name,
      mode: context.visio ? "visio" : state.service === "consultation" ? "atStudy" : "onSite",
      address: context.visio
        ? null
        : state.service === "consultation"
          ? (candidate?.study.fullAddress ?? null)
          : (state.address?.label ?? null),
      professionalName: candidate && state.bailiffId ? candidateName(candidate.professional) : null,
      studyName: candidate?.study.name ?? null,
      dateLabel: state.slot ? formatSummaryDate(state.slot.start) : null,
      priceLabel: price === null ? null : formatEuros(price),
    },
  };
}
