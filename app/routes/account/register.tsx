// /enregistrement (customer-side §2.2, §5, §7, §8): creates a customer account with a password (the
// fields of customer-side §2.3: names, e-mail, phone, terms; civility is set on the profile). The
// platform e-mails a verification link (to /utilisateur/profil/{token}); the new account is signed in at
// once and asked to confirm its address. The server's errors are flattened and listed under the form.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getUser, startSession } from "~/.server/auth";
import { VERIFICATION_CALLBACK } from "~/.server/account/links";
import { platformFormErrors } from "~/.server/account/platform-messages";
import { registerSchema } from "~/.server/account/schemas";
import { env } from "~/.server/env";
import { flashHeader } from "~/.server/flash";
import { requireAnonymous } from "~/.server/guards/logged-in";
import { ACCOUNT_VALIDATION_PATH, HISTORY_PATH } from "~/.server/guards/redirects";
import { register } from "~/.server/platform/users";
import { fields } from "~/locales/fr/account.json";
import { login } from "~/locales/fr/account-login.json";
import { register as registerText } from "~/locales/fr/account-register.json";
import { translator } from "~/i18n/translator";
import { AccountCard } from "~/features/account/account-card";
import * as styles from "~/features/account/account-card.css";
import { ExternalSignInButton } from "~/features/account/external-sign-in-button";
import { fieldErrors, formErrors, typedValue } from "~/features/account/form-result";
import { PasswordField } from "~/features/account/password-field";
import { redirectParam, safeRedirect } from "~/features/site/safe-redirect";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button } from "~/ui/button";
import { CheckboxField, FormErrors, TextField } from "~/ui/field";

const t = translator({ fields, login, register: registerText });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => [{ title: t("register.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = redirectParam(new URL(request.url), "");
  requireAnonymous(await getUser(request), redirectTo || HISTORY_PATH);
  return { redirect: redirectTo, providerName: env().OIDC_PROVIDER_NAME };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  const hideFields = ["password", "password_confirmation"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const { redirect: target, ...input } = submission.value;
  let accessToken: string;
  try {
    ({ accessToken } = await register({ ...input, cgu: true }, VERIFICATION_CALLBACK));
  } catch (error) {
    return data(submission.reply({ formErrors: platformFormErrors(error), hideFields }), { status: 400 });
  }
  const { setCookie } = await startSession(accessToken);
  const headers = new Headers();
  headers.append("Set-Cookie", setCookie);
  headers.append("Set-Cookie", await flashHeader(request, { message: t("register.created") }));
  const redirectTo = safeRedirect(target, "");
  return redirect(
    redirectTo ? `${ACCOUNT_VALIDATION_PATH}?redirect=${encodeURIComponent(redirectTo)}` : ACCOUNT_VALIDATION_PATH,
    { headers },
  );
}

export default function Register() {
  const { redirect: redirectTo, providerName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <AccountCard title={t("register.title")} intro={t("register.intro")}>
      <Form method="post" noValidate>
        <FormErrors errors={formErrors(result)} />
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <div className={styles.fieldRow}>
          <TextField
            id="inscription-prenom"
            label={t("fields.firstname")}
            name="firstname"
            autoComplete="given-name"
            required
            defaultValue={typedValue(result, "firstname")}
            errors={fieldErrors(result, "firstname")}
          />
          <TextField
            id="inscription-nom"
            label={t("fields.lastname")}
            name="lastname"
            autoComplete="family-name"
            required
            defaultValue={typedValue(result, "lastname")}
            errors={fieldErrors(result, "lastname")}
          />
        </div>
        <TextField
          id="inscription-email"
          label={t("fields.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={typedValue(result, "email")}
          errors={fieldErrors(result, "email")}
        />
        <TextField
          id="inscription-telephone"
          label={t("fields.phone")}
          description={t("fields.phoneHint")}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={typedValue(result, "phone")}
          errors={fieldErrors(result, "phone")}
        />
        <PasswordField
          id="inscription-mot-de-passe"
          label={t("fields.password")}
          description={t("fields.passwordHint")}
          name="password"
          autoComplete="new-password"
          required
          errors={fieldErrors(result, "password")}
        />
        <PasswordField
          id="inscription-confirmation"
          label={t("fields.passwordConfirmation")}
          name="password_confirmation"
          autoComplete="new-password"
          required
          errors={fieldErrors(result, "password_confirmation")}
        />
        <CheckboxField id="inscription-cgu" label={t("fields.cgu")} name="cgu" required errors={fieldErrors(result, "cgu")} />
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
        <Link to={redirectTo ? `/connexion?redirect=${encodeURIComponent(redirectTo)}` : "/connexion"}>
          {t("register.haveAccount")}
        </Link>
      </div>
    </AccountCard>
  );
}
