// The external sign-in button (Google in production): a plain form posting to /auth/oidc, so it works
// without JavaScript and leaves the page as a real navigation. It carries where to come back to and,
// from a study's booking flow, the study (remembered across the redirect in a cookie).
import { external } from "~/locales/fr/account-login.json";
import { translator } from "~/i18n/translator";
import { buttonClass } from "~/ui/button";

const t = translator({ external });

const EXTERNAL_SIGN_IN_PATH = "/auth/oidc";

export function ExternalSignInButton({
  providerName,
  redirect,
  study,
}: {
  providerName: string;
  redirect?: string;
  study?: string;
}) {
  return (
    <form method="post" action={EXTERNAL_SIGN_IN_PATH}>
      {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
      {study ? <input type="hidden" name="study" value={study} /> : null}
      <button type="submit" className={buttonClass("outline", true)}>
        {t("external.button", { provider: providerName })}
      </button>
    </form>
  );
}
