// The dossier pages' common guard chain (pro-side §6, §8): a validated account (anonymous visitors go
// to the login page first: dossier links arrive by e-mail), a received id, a demand that loads, and
// ownership. An expired token ends the session.
import { platformAuth, sessionExpiredRedirect } from "../auth";
import { requireValidatedUser } from "../guards/account-pages";
import { demandIdParam, loadGuardedDemand, requireDemandOwnership } from "../guards/demand";
import { getDemand } from "../platform/demands";
import { UnauthorizedError } from "../platform/errors";

export async function requireOwnDemand(request: Request, rawId: string | undefined) {
  const user = await requireValidatedUser(request, { loginFirst: true });
  const id = demandIdParam(rawId);
  const auth = await platformAuth(request);
  try {
    const demand = await loadGuardedDemand(() => getDemand(auth, id));
    requireDemandOwnership(demand, user, typeof auth.studyId === "number" ? auth.studyId : null);
    return { user, auth, demand };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw await sessionExpiredRedirect(request);
    throw error;
  }
}
