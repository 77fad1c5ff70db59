// The dossier pages' common guard chain (pro-side §6, §8): a validated account (anonymous visitors go
// to the login page first: dossier links arrive by e-mail), a received id, and a demand the platform
// lets the user read. A demand the platform does not know answers the catalogue's 404 « Page non
// trouvée », one it refuses this user the 403 « Accès non autorisé » (customer-side §8), where a silent
// redirect to the history left the customer guessing (decision 3810). An expired token ends the session.
import type { Params } from "@remix-run/react";
import type { RequestContext } from "~/.server/request-context";
import { validatedUser } from "~/.server/guards/account-pages";
import { demandIdParam, loadGuarded } from "~/.server/guards/demand";
import { getDemand } from "~/.server/platform/demands";
import { ForbiddenError, NotFoundError } from "~/.server/platform/errors";

export interface DossierArgs {
  request: Request;
  params: Params;
  context: Pick<RequestContext, "session" | "platform">;
}

/**
 * Loads what a dossier page shows; the platform's 404 and 403 become the error pages of the same
 * status, every other failure is the demand guard's (`loadGuarded`: an expired session, 'Error in API
 * Fetching').
 */
export function loadDossier<Loaded>(load: () => Promise<Loaded>): Promise<Loaded> {
  return loadGuarded(async () => {
    try {
      return await load();
    } catch (error) {
      if (error instanceof NotFoundError) throw new Response(null, { status: 404, statusText: "Not Found" });
      if (error instanceof ForbiddenError) throw new Response(null, { status: 403, statusText: "Forbidden" });
      throw error;
    }
  });
}

/** The dossier's demand, read with the request's platform client. */
export async function requireReadableDemand({ request, params, context }: DossierArgs) {
  const user = validatedUser(request, context.session.user, { loginFirst: true });
  const demand = await loadDossier(() => getDemand(context.platform, demandIdParam(params.id)));
  return { user, demand };
}
