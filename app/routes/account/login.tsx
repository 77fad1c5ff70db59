// /connexion (customer-side §2.2, §2.6, §4, §8): e-mail and password (show/hide toggle), remember me
// (30 days), the forgotten-password and e-mailed-link alternatives, the external provider. The password
// grant runs here, on the server; a fresh session cookie is issued; the third failure sends the user
// to the forgotten-password page; `redirect` is honoured only as a same-site path.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { openSession, passwordGrant } from "~/.server/auth";
import { abandonedDemandCookies } from "~/features/account/abandon-demand.server";
import { landingFor } from "~/features/account/landing.server";
import { afterFailure, failedLogins, loginFailuresCookie } from "~/features/account/login-attempts.server";
import { SIGN_IN_INVALID, SIGN_IN_TOO_MANY } from "~/features/account/platform-messages.server";
import { loginSchema } from "~/features/account/schemas.server";
import { env } from "~/.server/env";
import { login } from "~/locales/fr/account-login.json";
import { translator } from "~/i18n/translator";
import { AccountCard } from "~/features/account/account-card";
import * as styles from "~/features/account/account-card.css";
import { ExternalSignInButton } from "~/features/account/external-sign-in-button";
import { answerFor, formErrors, typedChecked, type FormAnswer } from "~/features/forms/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";
import { paths, withQuery } from "~/features/site/paths";
import { redirectParam, safeRedirect } from "~/.server/guards/redirects";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button } from "~/ui/button";
import { CheckboxField, FormErrors } from "~/ui/field";

const t = translator({ login });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => [{ title: t("login.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = redirectParam(url, "");
  if (url.searchParams.get("abandon") === "1") {
    for (const cookie of await abandonedDemandCookies()) context.cookies.append(cookie);
  }
  if (context.session.user) throw redirect(redirectTo || landingFor(await context.platform.currentUser()));
  return { redirect: redirectTo, providerName: env().OIDC_PROVIDER_NAME };
}

/** The page's one form. */
type LoginAnswer = FormAnswer<"login">;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== "success")
    return data<LoginAnswer>({ intent: "login", result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });

  const { email, password, remember } = submission.value;
  const granted = await passwordGrant(email, password, { request, context });
  if (granted.ok) {
    const user = await openSession(context.session, granted.token, { rememberMe: remember });
    context.cookies.expire(loginFailuresCookie);
    const fallback = user.isFullyRegistered ? landingFor(user) : paths.completeRegistration;
    return redirect(safeRedirect(submission.value.redirect, fallback));
  }
  if (granted.reason === "too-many-attempts") {
    return data<LoginAnswer>(
      { intent: "login", result: submission.reply({ formErrors: [SIGN_IN_TOO_MANY], hideFields: ["password"] }) },
      { status: 429 },
    );
  }
  const { count, sendToReset } = afterFailure(await failedLogins(request));
  if (sendToReset) {
    context.cookies.expire(loginFailuresCookie);
    throw redirect(withQuery(paths.forgotPassword, { echecs: 1 }));
  }
  context.cookies.set(loginFailuresCookie, count);
  return data<LoginAnswer>(
    { intent: "login", result: submission.reply({ formErrors: [SIGN_IN_INVALID], hideFields: ["password"] }) },
    { status: 400 },
  );
}

export default function Login() {
  const { redirect: redirectTo, providerName } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "login")?.result;
  const busy = useNavigation().state === "submitting";
  const withRedirect = (path: string) => withQuery(path, { redirect: redirectTo });
  return (
    <AccountCard title={t("login.title")} intro={t("login.intro")}>
      <Form method="post" noValidate>
        <FormErrors errors={formErrors(result)} />
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <RegistrationFields
          fields={["email", "current_password"]}
          result={result}
          ids={{ prefix: "connexion" }}
          overrides={{ email: { autoComplete: "username" } }}
        />
        <CheckboxField
          id="connexion-souvenir"
          label={t("login.rememberMe")}
          name="remember"
          defaultChecked={typedChecked(result, "remember")}
        />
        <Button type="submit" variant="secondary" block disabled={busy}>
          {t("login.submit")}
        </Button>
      </Form>
      <div className={styles.links}>
        <Link to="/mot-de-passe-oublie">{t("login.forgotten")}</Link>
        <Link to={withRedirect("/connexion-email")}>{t("login.byEmail")}</Link>
      </div>
      <p className={styles.divider}>{t("login.or")}</p>
      <ExternalSignInButton providerName={providerName} redirect={redirectTo || undefined} />
      <p className={styles.links}>
        <span>
          {t("login.noAccount")} <Link to={withRedirect("/enregistrement")}>{t("login.register")}</Link>
        </span>
      </p>
    </AccountCard>
  );
}
