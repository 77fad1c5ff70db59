// /reservation/inscription — REGISTER (customer-side §2.4, §5, §8): create the account inside the flow
// (first and last name, e-mail, French phone typed with spaces, dots, dashes or +33, terms, password),
// sign in with the token the platform answers, claim the draft, and go on to the confirmation. The
// platform's errors are flattened under the form.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { GENERIC_ERROR } from "~/features/account/platform-messages.server";
import { openSession } from "~/.server/auth";
import { saveDraft } from "~/features/booking/drafts.server";
import { enterStep, goToStep } from "~/features/booking/wizard-flow.server";
import { PlatformError, ValidationError } from "~/.server/platform/errors";
import { register } from "~/.server/platform/users";
import { answerFor, formErrors, type FormAnswer } from "~/features/forms/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";
import { WizardFrame } from "~/features/booking/components/wizard-frame";
import * as frame from "~/features/booking/components/wizard-frame.css";
import { stepProgress } from "~/features/booking/wizard-progress";
import { nextStep, STEP_PATHS } from "~/features/booking/wizard";
import { cguAccepted, email, frenchPhone, newPassword, personName } from "~/features/forms/rules";
import type { RouteHandle } from "~/features/site/route-handle";
import { fields } from "~/locales/fr/account.json";
import { register as registerText } from "~/locales/fr/booking-register.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";
import { wizardMeta } from "./wizard-meta";

const t = translator({ fields, register: registerText });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => wizardMeta(t("register.title"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state, user } = await enterStep(request, context, "REGISTER");
  if (user) throw redirect(STEP_PATHS[nextStep("ACCOUNT", state, true)]);
  return data({ progress: stepProgress("REGISTER", state, false) });
}

const schema = z.object({
  firstname: personName,
  lastname: personName,
  email,
  phone: frenchPhone,
  cgu: cguAccepted,
  password: newPassword,
});

/** The page's one form. */
type RegisterStepAnswer = FormAnswer<"register">;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success")
    return data<RegisterStepAnswer>(
      { intent: "register", result: submission.reply({ hideFields: ["password"] }) },
      { status: 400 },
    );
  const { state, source } = await enterStep(request, context, "REGISTER");
  const values = submission.value;
  let accessToken: string;
  try {
    ({ accessToken } = await register({
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      phone: values.phone,
      cgu: values.cgu,
      password: values.password,
      password_confirmation: values.password,
      source,
    }));
  } catch (error) {
    if (error instanceof ValidationError) {
      return data<RegisterStepAnswer>(
        { intent: "register", result: submission.reply({ formErrors: error.allMessages, hideFields: ["password"] }) },
        { status: 400 },
      );
    }
    if (!(error instanceof PlatformError)) throw error;
    console.error("Inscription impossible :", error.message);
    return data<RegisterStepAnswer>(
      { intent: "register", result: submission.reply({ formErrors: [GENERIC_ERROR], hideFields: ["password"] }) },
      { status: 502 },
    );
  }
  await openSession(context.session, accessToken);
  // Draft status 1 after registration (never lowered: a chosen slot keeps it at 3), now the account's.
  const { cookies: draftCookies } = await saveDraft(request, state, { source, auth: { token: accessToken }, registered: true });
  return goToStep(context, nextStep("ACCOUNT", state, true), { ...state, signedInInFlow: true }, draftCookies);
}

export default function RegisterStep() {
  const { progress } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "register")?.result;
  const submitting = useNavigation().state === "submitting";
  return (
    <WizardFrame title={t("register.title")} lead={t("register.lead")} backHref={STEP_PATHS.ACCOUNT} progress={progress}>
      <Form method="post" noValidate>
        <FormErrors errors={formErrors(result)} />
        <RegistrationFields
          fields={["firstname", "lastname", "email", "phone", "password", "cgu"]}
          result={result}
          ids="names"
          overrides={{
            phone: { description: t("register.phoneHint") },
            password: { description: t("register.passwordHint") },
            cgu: {
              label: (
                <>
                  {t("fields.cgu")} (<a href="/page/cgu">{t("fields.cguLink")}</a>)
                </>
              ),
            },
          }}
        />
        <div className={frame.actions}>
          <Button type="submit" disabled={submitting}>
            {t("register.submit")}
          </Button>
        </div>
      </Form>
      <p>
        {t("register.haveAccount")} <Link to={STEP_PATHS.ACCOUNT}>{t("register.login")}</Link>
      </p>
    </WizardFrame>
  );
}
