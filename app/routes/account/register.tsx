// /enregistrement (customer-side §2.2, §5, §7, §8): creates a customer account with a password (the
// fields of customer-side §2.3: names, e-mail, phone, terms; civility is set on the profile). The
// platform e-mails a verification link (to /utilisateur/profil/{token}); the new account is signed in at
// once and asked to confirm its address. The server's errors are flattened and listed under the form.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { openSession } from "~/.server/auth";
import { VERIFICATION_CALLBACK } from "~/features/account/links.server";
import { platformFormErrors } from "~/features/account/platform-messages.server";
import { registerSchema } from "~/features/account/schemas.server";
import { env } from "~/.server/env";
import { requireAnonymous } from "~/.server/guards/logged-in";
import { register } from "~/.server/platform/users";
import { fields } from "~/locales/fr/account.json";
import { login } from "~/locales/fr/account-login.json";
import { register as registerText } from "~/locales/fr/account-register.json";
import { translator } from "~/i18n/translator";
import { AccountCard } from "~/features/account/account-card";
import * as styles from "~/features/account/account-card.css";
import { ExternalSignInButton } from "~/features/account/external-sign-in-button";
import { answerFor, formErrors, type FormAnswer } from "~/features/forms/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";
import { paths, withQuery } from "~/features/site/paths";
import { redirectParam, safeRedirect } from "~/.server/guards/redirects";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";

const t = translator({ fields, login, register: registerText });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => [{ title: t("register.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = redirectParam(new URL(request.url), "");
  requireAnonymous(context.session.user, redirectTo || paths.history);
  return { redirect: redirectTo, providerName: env().OIDC_PROVIDER_NAME };
}

/** The page's one form. */
type RegisterAnswer = FormAnswer<"register">;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  const hideFields = ["password", "password_confirmation"];
  if (submission.status !== "success")
    return data<RegisterAnswer>({ intent: "register", result: submission.reply({ hideFields }) }, { status: 400 });
  const { redirect: target, ...input } = submission.value;
  let accessToken: string;
  try {
    ({ accessToken } = await register({ ...input, cgu: true }, VERIFICATION_CALLBACK));
  } catch (error) {
    return data<RegisterAnswer>(
      { intent: "register", result: submission.reply({ formErrors: platformFormErrors(error), hideFields }) },
      { status: 400 },
    );
  }
  await openSession(context.session, accessToken);
  context.flash.add({ message: t("register.created") });
  return redirect(withQuery(paths.accountValidation, { redirect: safeRedirect(target, "") }));
}

export default function Register() {
  const { redirect: redirectTo, providerName } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "register")?.result;
  const busy = useNavigation().state === "submitting";
  return (
    <AccountCard title={t("register.title")} intro={t("register.intro")}>
      <Form method="post" noValidate>
        <FormErrors errors={formErrors(result)} />
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <RegistrationFields
          fields={[["firstname", "lastname"], "email", "phone", "password", "password_confirmation", "cgu"]}
          rowClassName={styles.fieldRow}
          result={result}
          ids={{ prefix: "inscription" }}
        />
        <p>
          <Link to="/page/cgu">{t("fields.cguLink")}</Link>
        </p>
        <Button type="submit" variant="secondary" block disabled={busy}>
          {t("register.submit")}
        </Button>
      </Form>
      <p className={styles.divider}>{t("login.or")}</p>
      <ExternalSignInButton providerName={providerName} redirect={redirectTo || undefined} />
      <div className={styles.links}>
        <Link to={withQuery(paths.login, { redirect: redirectTo })}>{t("register.haveAccount")}</Link>
      </div>
    </AccountCard>
  );
}
