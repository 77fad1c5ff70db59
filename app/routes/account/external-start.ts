// POST /auth/oidc: starts the external sign-in (a plain form, so it works without JavaScript). Remembers
// where to come back to, the study, and the state and nonce of the authorization request in a cookie,
// then sends the browser to the identity provider with the strategy's state and PKCE verifier cookie.
// A GET only leads back to the login page.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { externalReturnCookie, externalReturnFrom } from "~/features/account/external-return.server";
import { authorizationAttempt, externalAuthenticator, OIDC_STRATEGY } from "~/features/account/external-sign-in.server";
import { env } from "~/.server/env";
import accountLogin from "~/locales/fr/account-login.json";
import { translator } from "~/i18n/translator";
import { paths } from "~/features/site/paths";

const t = translator(accountLogin);

export async function action({ request, context }: ActionFunctionArgs) {
  const saved = externalReturnFrom(await request.clone().formData());
  let authenticator;
  try {
    authenticator = await externalAuthenticator();
  } catch (error) {
    console.error("External sign-in unavailable:", error);
    context.flash.add({ message: t("external.failed", { provider: env().OIDC_PROVIDER_NAME }), type: "error" });
    return redirect(paths.login);
  }
  try {
    await authenticator.authenticate(OIDC_STRATEGY, request);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      // The strategy's redirect carries its state cookie; the way back and the nonce the ID token must
      // name are added after the handler.
      context.cookies.set(externalReturnCookie, { ...saved, attempt: authorizationAttempt(thrown) });
      return thrown;
    }
    throw thrown;
  }
  // Without a state in the URL the strategy always redirects; anything else is a bug.
  throw new Error("The external sign-in did not redirect to the identity provider");
}

export function loader() {
  return redirect(paths.login);
}
