// The data of the bailiff-selection step (customer-side §2.5): the onboarded and affiliated
// professionals for the wizard's answers, each onboarded card with its slot search (the small
// calendar, the next availability or 'unavailable'), all cards searched in parallel.
import { createCookie } from "@remix-run/node";
import { cookieDefaults } from "~/.server/cookies";
import { parseRecommended, serialiseRecommended, withRecommended } from "~/features/booking/recommendations";
import type { WizardState } from "~/features/booking/wizard";
import { listAvailableBailiffs } from "./available-bailiffs.server";
import { reportTypeBySlug, type ReportTypeEntry } from "./catalogue.server";
import { professionalOffer, withoutSlots, type ProfessionalOffer } from "./core/professional-offers.server";
import type { SlotSearchQuery } from "./slot-search.server";

/** The recommendation memory (customer-side §2.5 `recommendedBailiffs`), one year. */
const recommendedBailiffsCookie = createCookie("recommendedBailiffs", { ...cookieDefaults(), maxAge: 365 * 24 * 60 * 60 });

export async function recommendedBailiffs(request: Request): Promise<number[]> {
  return parseRecommended(await recommendedBailiffsCookie.parse(request.headers.get("Cookie")));
}

export async function rememberRecommendation(request: Request, bailiffId: number): Promise<string> {
  return recommendedBailiffsCookie.serialize(
    serialiseRecommended(withRecommended(await recommendedBailiffs(request), bailiffId)),
  );
}

/** A card of the step: a professional with their slots (the booking core's offer). */
type SelectionCard = ProfessionalOffer;

export interface SelectionContext {
  reportType: ReportTypeEntry;
  visio: boolean;
  /** The query every slot search of this step shares, less the study and professional. */
  slotQuery: Omit<SlotSearchQuery, "studyId" | "bailiffId">;
}

/** What the searches need from the answers; null when the report type no longer exists. */
export async function selectionContext(state: WizardState): Promise<SelectionContext | null> {
  const found = await reportTypeBySlug(state.reportTypeSlug);
  if (!found) return null;
  const visio = state.service === "consultation" && state.visio === true;
  return {
    reportType: found.reportType,
    visio,
    slotQuery: {
      reportTypeId: found.reportType.id,
      latitude: visio ? undefined : state.address?.latitude,
      longitude: visio ? undefined : state.address?.longitude,
      visio,
    },
  };
}

export function slotQueryFor(context: SelectionContext, chosen: { studyId: number; bailiffId?: number }): SlotSearchQuery {
  return { ...context.slotQuery, studyId: chosen.studyId, bailiffId: chosen.bailiffId };
}

/**
 * Onboarded professionals per page of the list (docs/decisions/1701-professional-list-pages.md): a zone
 * or a video search can find forty of them, each card with its small calendar.
 */
export const PROFESSIONALS_PER_PAGE = 10;

export interface Selection {
  onboarded: SelectionCard[];
  affiliated: SelectionCard[];
  /** The page shown (clamped) and how many pages the onboarded list has (at least 1). */
  page: number;
  totalPages: number;
}

/**
 * Page `page` of the onboarded list with their slots from `from` (only the cards shown are searched),
 * and the affiliated studies, which have no slots to search, on the last page. With `focus`
 * ("bailiffId-studyId") only that card is searched, its first non-empty window shown (the full slot
 * list of a dialog or page).
 */
export async function loadSelection(
  context: SelectionContext,
  from: string,
  focus: string | null = null,
  page = 1,
): Promise<Selection> {
  const lists = await listAvailableBailiffs({
    reportTypeId: context.reportType.id,
    latitude: context.slotQuery.latitude,
    longitude: context.slotQuery.longitude,
    visio: context.visio,
    noMeeting: context.reportType.noMeeting,
  });
  const searchFor = (chosen: { studyId: number; bailiffId: number }) => slotQueryFor(context, chosen);
  if (focus) {
    const candidate = [...lists.onboarded, ...lists.affiliated].find((item) => item.key === focus);
    const single = { page: 1, totalPages: 1 };
    if (!candidate) return { onboarded: [], affiliated: [], ...single };
    const card = await professionalOffer(candidate, searchFor, from, { jump: true });
    return lists.onboarded.includes(candidate)
      ? { onboarded: [card], affiliated: [], ...single }
      : { onboarded: [], affiliated: [card], ...single };
  }
  const totalPages = Math.max(1, Math.ceil(lists.onboarded.length / PROFESSIONALS_PER_PAGE));
  const shown = Math.min(Math.max(1, page), totalPages);
  const first = (shown - 1) * PROFESSIONALS_PER_PAGE;
  const onboarded = await Promise.all(
    lists.onboarded
      .slice(first, first + PROFESSIONALS_PER_PAGE)
      .map((candidate) => professionalOffer(candidate, searchFor, from, { jump: false })),
  );
  const affiliated = shown === totalPages ? lists.affiliated.map(withoutSlots) : [];
  return { onboarded, affiliated, page: shown, totalPages };
}
