// The data of the unfinished-demand widget (customer-side §2.6): report type, address and slot date of
// the booking in progress. Read from the wizard cookie; the platform is asked only when the draft
// cookie exists without it. Null when there is nothing worth resuming.
import type { AppLoadContext } from "@remix-run/node";
import { formatSummaryDate } from "~common/paris-time";
import type { WizardState } from "~/features/booking/wizard";
import type { DraftWidgetData } from "~/features/booking/components/draft-widget";
import { reportTypeBySlug } from "./catalogue.server";
import { hasDraftCookie } from "./drafts.server";
import { currentWizardState } from "./wizard-flow.server";
import { hasWizardCookie } from "./wizard-state.server";

async function widgetFor(state: WizardState): Promise<DraftWidgetData | null> {
  if (!state.reportTypeSlug && !state.address) return null;
  const found = await reportTypeBySlug(state.reportTypeSlug).catch(() => null);
  return {
    reportTypeName: found?.reportType.name ?? null,
    address: state.service === "consultation" && state.visio ? null : (state.address?.label ?? null),
    slotDate: state.slot ? formatSummaryDate(state.slot.start) : null,
  };
}

export async function draftWidget(request: Request, context: AppLoadContext): Promise<DraftWidgetData | null> {
  if (!hasWizardCookie(request) && !hasDraftCookie(request)) return null;
  try {
    const { state } = await currentWizardState(request, context);
    return await widgetFor(state);
  } catch (error) {
    console.warn("Widget de demande en cours indisponible :", error instanceof Error ? error.message : error);
    return null;
  }
}
