// The external identity provider's button of booking v2 (customer-side §2.3): a plain POST to /auth/oidc
// (the account feature's sign-in, back through /g) carrying the step to return to and the study. The
// account feature's own button imports the whole account dictionary (4 kB gzipped); the booking steps
// keep to theirs.
import { external as externalTexts } from "~/locales/fr/booking-v2-details.json";
import { translator } from "~/i18n/translator";
import { buttonClass } from "~/ui/button";
import * as styles from "./v2-frame.css";

const t = translator({ external: externalTexts });

const EXTERNAL_SIGN_IN_PATH = "/auth/oidc";

export interface ExternalSignInProps {
  providerName: string;
  returnTo: string;
  studySlug: string;
}

export function ExternalSignIn({ providerName, returnTo, studySlug }: ExternalSignInProps) {
  // A native form, not Remix's <Form>: the answer is a redirect to another site.
  return (
    <form method="post" action={EXTERNAL_SIGN_IN_PATH} className={styles.externalForm}>
      <input type="hidden" name="redirect" value={returnTo} />
      <input type="hidden" name="study" value={studySlug} />
      <button type="submit" className={buttonClass("outline")}>
        {t("external.button", { provider: providerName })}
      </button>
      <p className={styles.muted}>{t("external.help", { provider: providerName })}</p>
    </form>
  );
}
