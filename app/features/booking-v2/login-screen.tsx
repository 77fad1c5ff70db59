// The login screen of booking v2, shared by the connexion and mot-de-passe steps (customer-side §2.3):
// in login mode the external-provider button, the e-mail and the password; in password mode the title
// 'Définissez votre mot de passe', the password alone and 'Enregistrer'.
import { Form } from "@remix-run/react";
import { informations as informationsTexts, login as loginTexts, password as passwordTexts } from "~/locales/fr/booking-v2.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import { ExternalSignIn } from "./external-sign-in";
import { errorsOf, valueOf, type FormResult } from "./form-result";
import { FORGOTTEN_PASSWORD_PATH } from "./login-failures";
import * as styles from "./v2-frame.css";

const t = translator({ informations: informationsTexts, login: loginTexts, password: passwordTexts });

export type LoginScreenProps =
  | { mode: "login"; result: FormResult; submitting: boolean; failures: number; returnTo: string; providerName: string; studySlug: string; detailsHref: string }
  | { mode: "password"; result: FormResult; submitting: boolean; email: string };

export function LoginScreen(props: LoginScreenProps) {
  const { result, submitting } = props;
  const login = props.mode === "login";
  return (
    <>
      <h2 className={styles.stepTitle}>{t(login ? "login.title" : "password.title")}</h2>
      {login ? (
        <>
          <ExternalSignIn providerName={props.providerName} returnTo={props.returnTo} studySlug={props.studySlug} />
          <p className={styles.separator}>{t("informations.or")}</p>
          <p className={styles.intro}>{t("login.intro")}</p>
        </>
      ) : (
        <>
          <p className={styles.intro}>{t("password.intro")}</p>
          <p>{t("password.account", { email: props.email })}</p>
        </>
      )}
      <Form method="post" noValidate>
        {login ? (
          <>
            <TextField
              label={t("login.email")}
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={valueOf(result, "email")}
              errors={errorsOf(result, "email")}
            />
            <input type="hidden" name="failures" value={props.failures} />
          </>
        ) : null}
        <TextField
          // A new field after each failure: the password typed is never kept (as without JavaScript).
          key={login ? `echecs-${props.failures}` : JSON.stringify(errorsOf(result, "") ?? errorsOf(result, "password") ?? null)}
          label={t(login ? "login.password" : "password.password")}
          name="password"
          type="password"
          autoComplete={login ? "current-password" : "new-password"}
          required
          description={login ? undefined : t("password.passwordHelp")}
          errors={errorsOf(result, "password")}
        />
        <FormErrors errors={errorsOf(result, "")} />
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting}>
            {submitting ? t(login ? "login.submitting" : "password.submitting") : t(login ? "login.submit" : "password.submit")}
          </Button>
          {login ? (
            <>
              <a href={FORGOTTEN_PASSWORD_PATH}>{t("login.forgotten")}</a>
              <a href={props.detailsHref}>{t("login.noAccount")}</a>
            </>
          ) : null}
        </div>
      </Form>
    </>
  );
}
