// The unfinished demand of the main wizard on the platform (customer-side §4): saved at status 1 after
// registration, 2 after the search, 3 once a slot is chosen (never lowered); its id in the
// `lastUnfinishedDemand` cookie, its key (without which the platform does not open an anonymous
// draft, docs/decisions/804) in `lastUnfinishedDemandKey`, its source in `demand_source`; loaded only
// when the id is a number and kept only when its source matches; saving failures are ignored, a
// failed load is "no draft".
import { affiliateTokenCookie, demandSourceCookie, draftKeyCookie, lastUnfinishedDemandCookie } from "~/.server/booking-cookies";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/.server/platform/errors";
import type { PlatformAuth } from "~/.server/platform/http";
import {
  getUnfinishedDemand,
  saveUnfinishedDemand,
  type UnfinishedDemand,
  type UnfinishedDemandInput,
} from "~/features/booking/unfinished-demands-client.server";
import { draftMatchesSource, draftStatusFor, parseDraftId, type DraftStatus } from "~/features/booking/draft";
import type { WizardState } from "~/features/booking/wizard";
import { reportTypeById, reportTypeBySlug } from "./catalogue.server";
import { clearWizardState } from "./wizard-state.server";

export async function draftIdOf(request: Request): Promise<number | null> {
  return parseDraftId(await lastUnfinishedDemandCookie.parse(request.headers.get("Cookie")));
}

async function draftKeyOf(request: Request): Promise<string | null> {
  const stored: unknown = await draftKeyCookie.parse(request.headers.get("Cookie"));
  return typeof stored === "string" && stored.length > 0 && stored.length <= 200 ? stored : null;
}

/** Whether the request carries a draft id at all (the widget calls the platform only then). */
export function hasDraftCookie(request: Request): boolean {
  return /(?:^|;\s*)lastUnfinishedDemand=/.test(request.headers.get("Cookie") ?? "");
}

/** The status the state has reached: 3 with a slot, 2 once searched, 1 when only registered. */
function draftStatusOf(state: WizardState, registered: boolean): DraftStatus | null {
  const searched = Boolean(state.studyId || state.address || (state.service === "consultation" && state.visio));
  return draftStatusFor({ registered, searched, slotChosen: Boolean(state.slot) });
}

async function draftInput(
  state: WizardState,
  status: DraftStatus,
  source: string,
  id: number | null,
): Promise<UnfinishedDemandInput | null> {
  const found = await reportTypeBySlug(state.reportTypeSlug);
  if (!state.service) return null;
  return {
    ...(id ? { id } : {}),
    type: state.visio ? "visio" : "real",
    source,
    status,
    meeting_type: state.service,
    report_type_id: found?.reportType.id,
    study_id: state.studyId,
    bailiff_id: state.bailiffId,
    address: state.address?.label,
    latitude: state.address?.latitude,
    longitude: state.address?.longitude,
    slot: state.slot ?? null,
    new_booking: false,
  };
}

export interface SavedDraft {
  /** The draft's id, or null when nothing was saved. */
  id: number | null;
  /** `lastUnfinishedDemand`, `demand_source` and a new draft's key to set; none when saving failed. */
  cookies: string[];
}

const NOT_SAVED: SavedDraft = { id: null, cookies: [] };

/**
 * Saves the draft for `state` (failures are silently ignored). `auth` is the session's, or the token
 * just obtained at sign-in or registration.
 */
export async function saveDraft(
  request: Request,
  state: WizardState,
  options: { source: string; auth: PlatformAuth; registered?: boolean },
): Promise<SavedDraft> {
  const status = draftStatusOf(state, Boolean(options.registered || options.auth.token));
  if (status === null) return NOT_SAVED;
  // A draft of another flow (booking v2) is left alone: this flow starts its own.
  const currentSource: unknown = await demandSourceCookie.parse(request.headers.get("Cookie"));
  const existing =
    currentSource === undefined || currentSource === null || currentSource === options.source ? await draftIdOf(request) : null;
  try {
    const input = await draftInput(state, status, options.source, existing);
    if (!input) return NOT_SAVED;
    let saved: UnfinishedDemand & { key?: string };
    try {
      saved = await saveUnfinishedDemand(options.auth, input, existing ? await draftKeyOf(request) : null);
    } catch (error) {
      // The draft became a demand, or is not this browser's (another account's, or no key): start a new one.
      if (!existing || !(error instanceof NotFoundError || error instanceof ForbiddenError || error instanceof UnauthorizedError))
        throw error;
      const { id: _dropped, ...fresh } = input;
      saved = await saveUnfinishedDemand(options.auth, fresh);
    }
    const cookies = [
      await lastUnfinishedDemandCookie.serialize(String(saved.id)),
      await demandSourceCookie.serialize(options.source),
    ];
    if (saved.key) cookies.push(await draftKeyCookie.serialize(saved.key));
    return { id: saved.id, cookies };
  } catch (error) {
    console.warn("Brouillon de demande non enregistré :", error instanceof Error ? error.message : error);
    return NOT_SAVED;
  }
}

/** The wizard state a draft holds, or null (no cookie, not a number, another source, gone, refused). */
export async function loadDraftState(
  request: Request,
  options: { source: string; auth: PlatformAuth },
): Promise<WizardState | null> {
  const id = await draftIdOf(request);
  if (id === null) return null;
  try {
    const draft = await getUnfinishedDemand(options.auth, id, await draftKeyOf(request));
    if (!draftMatchesSource(draft, options.source)) return null;
    return await stateFromDraft(draft);
  } catch (error) {
    if (!(error instanceof NotFoundError || error instanceof ForbiddenError || error instanceof UnauthorizedError)) {
      console.warn("Brouillon de demande illisible :", error instanceof Error ? error.message : error);
    }
    return null;
  }
}

async function stateFromDraft(draft: UnfinishedDemand): Promise<WizardState | null> {
  if (!draft.meetingType) return null;
  const found = await reportTypeById(draft.reportTypeId ?? draft.reportType?.id);
  const state: WizardState = { service: draft.meetingType };
  if (found?.parent) {
    if (draft.meetingType === "meeting") state.parentSlug = found.parent.slug;
    state.reportTypeSlug = found.reportType.slug;
  }
  if (draft.meetingType === "consultation" && state.reportTypeSlug) state.visio = draft.type === "visio";
  if (draft.address && draft.latitude !== null && draft.longitude !== null) {
    state.address = { label: draft.address, latitude: draft.latitude, longitude: draft.longitude };
  }
  if (draft.studyId) {
    state.studyId = draft.studyId;
    if (draft.bailiffId) state.bailiffId = draft.bailiffId;
    if (draft.slot) state.slot = draft.slot;
    else if (draft.study?.noMeeting) state.withoutSlot = true;
  }
  return state;
}

/** After a confirmation: the draft, its key, its source, the affiliate token and the wizard's answers go. */
export async function clearedDraftCookies(): Promise<string[]> {
  return Promise.all([
    lastUnfinishedDemandCookie.serialize("", { maxAge: 0 }),
    draftKeyCookie.serialize("", { maxAge: 0 }),
    demandSourceCookie.serialize("", { maxAge: 0 }),
    affiliateTokenCookie.serialize("", { maxAge: 0 }),
    clearWizardState(),
  ]);
}

/** Closing the resume widget: the draft, its key and the answers go; the affiliate attribution stays. */
export async function closedDraftCookies(): Promise<string[]> {
  return Promise.all([
    lastUnfinishedDemandCookie.serialize("", { maxAge: 0 }),
    draftKeyCookie.serialize("", { maxAge: 0 }),
    demandSourceCookie.serialize("", { maxAge: 0 }),
    clearWizardState(),
  ]);
}
