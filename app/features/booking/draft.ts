// The unfinished demand (customer-side §4): saved at status 1 after registration, 2 after the search,
// 3 once a slot is chosen; its id kept in the `lastUnfinishedDemand` cookie, loaded only when that
// value is a number, and kept only when its source matches the flow that reads it.
import { parsePositiveId } from "./positive-id";

export const DRAFT_STATUS = { registered: 1, searched: 2, slotChosen: 3 } as const;
export type DraftStatus = (typeof DRAFT_STATUS)[keyof typeof DRAFT_STATUS];

/** The draft id from the cookie value, or null unless it is a positive whole number. */
export function parseDraftId(value: unknown): number | null {
  return parsePositiveId(value);
}

/** A loaded draft is kept only if it was started by the same kind of flow (main site, study page, partner). */
export function draftMatchesSource(draft: { source?: string | null }, expectedSource: string): boolean {
  return (draft.source ?? null) === expectedSource;
}

/** The status a draft reaches with what is known so far: never lowered. */
export function draftStatusFor(
  state: { registered?: boolean; searched?: boolean; slotChosen?: boolean },
  current?: DraftStatus,
): DraftStatus | null {
  const reached = state.slotChosen
    ? DRAFT_STATUS.slotChosen
    : state.searched
      ? DRAFT_STATUS.searched
      : state.registered
        ? DRAFT_STATUS.registered
        : null;
  if (reached === null) return current ?? null;
  return current && current > reached ? current : reached;
}

/** The source of drafts and demands of the main flow (customer-side §4 origins): the site it runs on. */
export function mainFlowSource(site: "default" | "cncj"): string {
  return site === "cncj" ? "cncj" : "preuveo";
}
