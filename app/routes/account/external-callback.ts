// GET /g (customer-side §2.2): the identity provider's return. The strategy checks the state and
// exchanges the code (PKCE) for the provider's ID token; the platform verifies that token against the
// nonce kept for this sign-in and issues its own token for the person it names (external grant), and a
// fresh session cookie is set. The person lands where they were going, through
// /finalisation-enregistrement when their account still misses something. Failures: the login page
// with a French message.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { OAuth2RequestError } from "remix-auth-oauth2";
import { signInWithExternalIdentity } from "~/.server/auth";
import { externalLanding, externalReturnCookie, readExternalReturn } from "~/features/account/external-return.server";
import { landingFor } from "~/features/account/landing.server";
import { clearedStateCookies, externalAuthenticator, OIDC_STRATEGY } from "~/features/account/external-sign-in.server";
import { loginFailuresCookie } from "~/features/account/login-attempts.server";
import { env } from "~/.server/env";
import { PlatformError } from "~/.server/platform/errors";
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

  let proof;
  try {
    proof = await (await externalAuthenticator()).authenticate(OIDC_STRATEGY, request);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof OAuth2RequestError && error.code === "access_denied") return fail("external.cancelled");
    console.error("External sign-in failed:", error instanceof Error ? error.message : error);
    return fail("external.failed");
  }

  let user;
  try {
    user = await signInWithExternalIdentity(context.session, proof);
  } catch (error) {
    if (error instanceof PlatformError && error.code === "email_not_verified") return fail("external.unverified");
    console.error("The platform refused the external identity:", error instanceof Error ? error.message : error);
    return fail("external.failed");
  }
  const saved = await readExternalReturn(request);
  context.cookies.expire(loginFailuresCookie);
  const landing = externalLanding(saved, landingFor(user));
  if (!user.isFullyRegistered) return redirect(withQuery(paths.completeRegistration, { redirect: landing }));
  return redirect(landing);
}
