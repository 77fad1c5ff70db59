// /connexion-email (customer-side §2.2): a sign-in link by e-mail. Asking for it answers the same
// whether or not the account exists. The link (single use, 15 minutes) opens a confirmation: the token is
// only spent by that POST, never by the GET, so a mail scanner opening links cannot burn it.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { loginLinkGrant, openSession } from "~/.server/auth";
import { landingFor } from "~/features/account/landing.server";
import { GENERIC_ERROR, SIGN_IN_TOO_MANY } from "~/features/account/platform-messages.server";
import { emailOnlySchema, loginLinkConsumeSchema } from "~/features/account/schemas.server";
import { PlatformError } from "~/.server/platform/errors";
import { requestLoginLink } from "~/.server/platform/users";
import { login } from "~/locales/fr/account-login.json";
import { loginLink } from "~/locales/fr/account-recovery.json";
import { translator } from "~/i18n/translator";
import { AccountCard, Notice } from "~/features/account/account-card";
import * as styles from "~/features/account/account-card.css";
import { answerFor, formErrors, type FormAnswer } from "~/features/forms/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";
import { paths, withQuery } from "~/features/site/paths";
import { redirectParam, safeRedirect } from "~/.server/guards/redirects";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button } from "~/ui/button";
import { CheckboxField, FormErrors } from "~/ui/field";

const t = translator({ login, loginLink });

export const handle: RouteHandle = { hideDraftWidget: true, hydrate: false };

export const meta: MetaFunction = () => [{ title: t("loginLink.metaTitle") }, { name: "robots", content: "noindex" }];

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { token: (url.searchParams.get("token") ?? "").slice(0, 200), redirect: redirectParam(url, "") };
}

/** Where the e-mailed link leads: this page, with the way back kept; `{token}` is filled in by the platform. */
function linkCallback(redirectTo: string): string {
  return withQuery(paths.loginLink, { redirect: redirectTo, token: "{token}" });
}

/** Spending the e-mailed token ("consume") or asking for a link ("request", `data.sent` once it is sent). */
type LoginLinkAnswer = FormAnswer<"consume"> | FormAnswer<"request", { sent: true }>;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "consume") {
    const submission = parseWithZod(formData, { schema: loginLinkConsumeSchema });
    if (submission.status !== "success")
      return data<LoginLinkAnswer>({ intent: "consume", result: submission.reply() }, { status: 400 });
    const granted = await loginLinkGrant(submission.value.token, { request, context });
    if (!granted.ok) {
      const message = granted.reason === "too-many-attempts" ? SIGN_IN_TOO_MANY : t("loginLink.invalid");
      return data<LoginLinkAnswer>({ intent: "consume", result: submission.reply({ formErrors: [message] }) }, { status: 400 });
    }
    const user = await openSession(context.session, granted.token, { rememberMe: submission.value.remember });
    const fallback = user.isFullyRegistered ? landingFor(user) : paths.completeRegistration;
    return redirect(safeRedirect(submission.value.redirect, fallback));
  }

  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  if (submission.status !== "success")
    return data<LoginLinkAnswer>({ intent: "request", result: submission.reply() }, { status: 400 });
  try {
    await requestLoginLink(submission.value.email, linkCallback(safeRedirect(submission.value.redirect, "")));
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return data<LoginLinkAnswer>(
      { intent: "request", result: submission.reply({ formErrors: [GENERIC_ERROR] }) },
      { status: 502 },
    );
  }
  return data<LoginLinkAnswer>({ intent: "request", result: submission.reply(), data: { sent: true } });
}

export default function LoginLink() {
  const { token, redirect: redirectTo } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const consumeFailed = answerFor(answer, "consume");
  const requested = answerFor(answer, "request");

  if (token && !consumeFailed) {
    return (
      <AccountCard title={t("loginLink.confirmTitle")} intro={t("loginLink.confirmIntro")}>
        <Form method="post">
          <input type="hidden" name="intent" value="consume" />
          <input type="hidden" name="token" value={token} />
          {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
          <CheckboxField id="lien-souvenir" label={t("login.rememberMe")} name="remember" />
          <Button type="submit" variant="secondary" block disabled={busy}>
            {t("loginLink.confirmSubmit")}
          </Button>
        </Form>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t("loginLink.title")} intro={t("loginLink.intro")}>
      {consumeFailed ? <FormErrors errors={formErrors(consumeFailed.result) ?? [t("loginLink.invalid")]} /> : null}
      {requested?.data?.sent ? <Notice>{t("loginLink.sent")}</Notice> : null}
      <Form method="post" noValidate>
        {requested ? <FormErrors errors={formErrors(requested.result)} /> : null}
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <RegistrationFields fields={["email"]} result={requested?.result} ids={{ prefix: "lien" }} />
        <Button type="submit" variant="secondary" block disabled={busy}>
          {t("loginLink.submit")}
        </Button>
      </Form>
      <div className={styles.links}>
        <Link to={withQuery(paths.login, { redirect: redirectTo })}>{t("loginLink.backToLogin")}</Link>
      </div>
    </AccountCard>
  );
}
