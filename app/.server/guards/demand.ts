// Demand guards (pro-side §6 "Demand ownership", §8): the id must be there ('No received ID', 500),
// the demand must load ('Error in API Fetching', 500), and it must be the user's. Who may read a demand
// is the platform's decision alone (its demand access rules): a demand it refuses (403) or does not
// know (404) sends the user to the history.
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../platform/errors";
import type { Demand } from "../platform/schemas";
import { guardRedirect, HISTORY_PATH } from "./redirects";

export const NO_RECEIVED_ID = "No received ID";
export const API_FETCH_ERROR = "Error in API Fetching";

/** The numeric id of the route parameter; a missing one is the catalogue's 500, a malformed one a 404. */
export function demandIdParam(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") throw new Response(NO_RECEIVED_ID, { status: 500, statusText: NO_RECEIVED_ID });
  if (!/^\d{1,9}$/.test(raw)) throw new Response(null, { status: 404, statusText: "Not Found" });
  return Number(raw);
}

/**
 * Loads the demand (or what belongs to it, e.g. its meetings, or a study's lists) for a guarded page. A demand the platform refuses to show (403) or does not know
 * (404) is not the user's: to the history. An expired token is the caller's business (rethrown). Any
 * other failure is the catalogue's 500 'Error in API Fetching'.
 */
export async function loadGuarded<Loaded = Demand>(load: () => Promise<Loaded>): Promise<Loaded> {
  try {
    return await load();
  } catch (error) {
    // The platform client's own answer (an expired session's redirect to the login page).
    if (error instanceof Response) throw error;
    if (error instanceof ForbiddenError || error instanceof NotFoundError) throw guardRedirect(HISTORY_PATH);
    if (error instanceof UnauthorizedError) throw error;
    throw new Response(API_FETCH_ERROR, { status: 500, statusText: API_FETCH_ERROR });
  }
}

