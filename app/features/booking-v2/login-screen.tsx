// The login screen of booking v2, shared by the connexion and mot-de-passe steps (customer-side §2.3):
// in login mode the external-provider button, the e-mail and the password; in password mode the title
// 'Définissez votre mot de passe', the password alone and 'Enregistrer'.
import { Form } from "@remix-run/react";
import {
  informations as informationsTexts,
  login as loginTexts,
  password as passwordTexts,
} from "~/locales/fr/booking-v2-details.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";
import { ExternalSignIn } from "./external-sign-in";
import { formErrors, type FormResult } from "~/features/forms/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";

import * as styles from "./v2-frame.css";

const t = translator({ informations: informationsTexts, login: loginTexts, password: passwordTexts });

export type LoginScreenProps =
  | {
      mode: "login";
      result: FormResult;
      submitting: boolean;
      returnTo: string;
      providerName: string;
      studySlug: string;
      detailsHref: string;
    }
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
        <RegistrationFields
          fields={login ? ["email", "current_password"] : ["password"]}
          result={result}
          overrides={{ email: { autoComplete: "username" } }}
        />
        <FormErrors errors={formErrors(result)} />
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting}>
            {submitting ? t(login ? "login.submitting" : "password.submitting") : t(login ? "login.submit" : "password.submit")}
          </Button>
          {login ? (
            <>
              <a href="/mot-de-passe-oublie">{t("login.forgotten")}</a>
              <a href={props.detailsHref}>{t("login.noAccount")}</a>
            </>
          ) : null}
        </div>
      </Form>
    </>
  );
}
