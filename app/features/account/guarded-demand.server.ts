// The dossier pages' common guard chain (pro-side §6, §8): a validated account (anonymous visitors go
// to the login page first: dossier links arrive by e-mail), a received id, and a demand the platform
// lets the user read (else the history). An expired token ends the session.
import type { Params } from "@remix-run/react";
import type { RequestContext } from "~/.server/request-context";
import { validatedUser } from "~/.server/guards/account-pages";
import { demandIdParam, loadGuarded } from "~/.server/guards/demand";
import { getDemand } from "~/.server/platform/demands";

export interface DossierArgs {
  request: Request;
  params: Params;
  context: Pick<RequestContext, "session" | "platform">;
}

/** The dossier's demand, read with the request's platform client. */
export async function requireReadableDemand({ request, params, context }: DossierArgs) {
  const user = validatedUser(request, context.session.user, { loginFirst: true });
  const demand = await loadGuarded(() => getDemand(context.platform, demandIdParam(params.id)));
  return { user, demand };
}
