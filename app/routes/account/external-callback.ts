// GET /g (customer-side §2.2): the identity provider's return. The strategy checks the state, exchanges
// the code (PKCE) and reads the verified e-mail; the platform then issues its own token for that person
// (external grant) and a fresh session cookie is set. The person lands where they were going, through
// /finalisation-enregistrement when their account still misses something. Failures: the login page
// with a French message.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { OAuth2RequestError } from "remix-auth-oauth2";
import { signInWithExternalIdentity } from "~/.server/auth";
import { externalLanding, externalReturnCookie, readExternalReturn } from "~/.server/account/external-return";
import {
  clearedStateCookies,
  externalAuthenticator,
  OIDC_STRATEGY,
  UnverifiedExternalEmailError,
} from "~/.server/account/external-sign-in";
import { loginFailuresCookie } from "~/.server/account/login-attempts";
import { env } from "~/.server/env";
import accountLogin from "~/locales/fr/account-login.json";
import { translator } from "~/i18n/translator";
import { paths, withQuery } from "~/features/site/paths";

const t = translator(accountLogin);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const provider = env().OIDC_PROVIDER_NAME;
  for (const cookie of clearedStateCookies(request)) context.cookies.append(cookie);
  context.cookies.expire(externalReturnCookie);

  const fail = (messageKey: string) => {
    context.flash.add({ message: t(messageKey, { provider }), type: "error" });
    return redirect(paths.login);
  };

  // Only the provider's answer belongs here; a bare visit would start a new sign-in.
  if (!url.searchParams.has("state")) return redirect(paths.login);

  let identity;
  try {
    identity = await (await externalAuthenticator()).authenticate(OIDC_STRATEGY, request);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof OAuth2RequestError && error.code === "access_denied") return fail("external.cancelled");
    if (error instanceof UnverifiedExternalEmailError) return fail("external.unverified");
    console.error("External sign-in failed:", error instanceof Error ? error.message : error);
    return fail("external.failed");
  }

  let user;
  try {
    user = await signInWithExternalIdentity(context.session, identity);
  } catch (error) {
    console.error("The platform refused the external identity:", error instanceof Error ? error.message : error);
    return fail("external.failed");
  }
  const saved = await readExternalReturn(request);
  context.cookies.expire(loginFailuresCookie);
  const landing = externalLanding(saved, paths.history);
  if (!user.isFullyRegistered) return redirect(withQuery(paths.completeRegistration, { redirect: landing }));
  return redirect(landing);
}
