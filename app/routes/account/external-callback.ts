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
import { clearedFailures } from "~/.server/account/login-attempts";
import { env } from "~/.server/env";
import { flashHeader } from "~/.server/flash";
import { COMPLETE_REGISTRATION_PATH, HISTORY_PATH } from "~/.server/guards/redirects";
import accountLogin from "~/locales/fr/account-login.json";
import { translator } from "~/i18n/translator";

const t = translator(accountLogin);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const provider = env().OIDC_PROVIDER_NAME;
  const headers = new Headers();
  for (const cookie of clearedStateCookies(request)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await externalReturnCookie.serialize("", { maxAge: 0 }));

  const fail = async (messageKey: string) => {
    headers.append("Set-Cookie", await flashHeader(request, { message: t(messageKey, { provider }), type: "error" }));
    return redirect("/connexion", { headers });
  };

  // Only the provider's answer belongs here; a bare visit would start a new sign-in.
  if (!url.searchParams.has("state")) return redirect("/connexion", { headers });

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

  let session;
  try {
    session = await signInWithExternalIdentity(identity);
  } catch (error) {
    console.error("The platform refused the external identity:", error instanceof Error ? error.message : error);
    return fail("external.failed");
  }
  const saved = await readExternalReturn(request);
  headers.append("Set-Cookie", session.setCookie);
  headers.append("Set-Cookie", await clearedFailures());
  const landing = externalLanding(saved, HISTORY_PATH);
  if (!session.user.isFullyRegistered) {
    return redirect(`${COMPLETE_REGISTRATION_PATH}?redirect=${encodeURIComponent(landing)}`, { headers });
  }
  return redirect(landing, { headers });
}
