// Demand guards (pro-side §6 "Demand ownership", §8): the id must be there ('No received ID', 500),
// the demand must load ('Error in API Fetching', 500), and it must be the user's: a meeting of theirs,
// or their own demand; anyone else goes to the history.
import type { SessionUser } from "~/features/account/session-user";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../platform/errors";
import type { Demand } from "../platform/schemas";
import { guardRedirect, HISTORY_PATH } from "./redirects";
import { hasRole, ROLE } from "./roles";

export const NO_RECEIVED_ID = "No received ID";
export const API_FETCH_ERROR = "Error in API Fetching";

/** The numeric id of the route parameter; a missing one is the catalogue's 500, a malformed one a 404. */
export function demandIdParam(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") throw new Response(NO_RECEIVED_ID, { status: 500, statusText: NO_RECEIVED_ID });
  if (!/^\d{1,9}$/.test(raw)) throw new Response(null, { status: 404, statusText: "Not Found" });
  return Number(raw);
}

/**
 * Loads the demand for a guarded page. A demand the platform refuses to show (403) or does not know
 * (404) is not the user's: to the history. An expired token is the caller's business (rethrown). Any
 * other failure is the catalogue's 500 'Error in API Fetching'.
 */
export async function loadGuardedDemand(load: () => Promise<Demand>): Promise<Demand> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ForbiddenError || error instanceof NotFoundError) throw guardRedirect(HISTORY_PATH);
    if (error instanceof UnauthorizedError) throw error;
    throw new Response(API_FETCH_ERROR, { status: 500, statusText: API_FETCH_ERROR });
  }
}

/** Whether the user may open the demand's page (docs/decisions/602-route-guards.md). */
export function ownsDemand(demand: Demand, user: Pick<SessionUser, "id" | "roles">, currentStudyId: number | null): boolean {
  if (demand.meetings.some((meeting) => meeting.user?.id === user.id)) return true;
  // A demand without any meeting (report types with no meeting) still belongs to whoever asked for it.
  if (demand.user?.id === user.id) return true;
  // The partner company's agents follow the company's demands (pro-side §2 "Partner company demands").
  return hasRole(user, ROLE.partnerAgent) && demand.partner !== null && demand.partner.id === currentStudyId;
}

export function requireDemandOwnership(
  demand: Demand,
  user: Pick<SessionUser, "id" | "roles">,
  currentStudyId: number | null,
): Demand {
  if (!ownsDemand(demand, user, currentStudyId)) throw guardRedirect(HISTORY_PATH);
  return demand;
}
