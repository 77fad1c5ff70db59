// /reservation/compte — ACCOUNT (customer-side §2.4, §2.6, §8): log in inside the flow (e-mail,
// password with show/hide, remember me) or go to REGISTER. Failures show the catalogue's messages;
// the third failure sends to the forgotten-password page. A signed-in user goes straight on.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { afterFailure, failedLogins, loginFailuresCookie } from "~/features/account/login-attempts.server";
import { SIGN_IN_INVALID, SIGN_IN_TOO_MANY } from "~/features/account/platform-messages.server";
import { openSession, passwordGrant } from "~/.server/auth";
import { paths, withQuery } from "~/features/site/paths";
import { saveDraft } from "~/features/booking/drafts.server";
import { enterStep, goToStep } from "~/features/booking/wizard-flow.server";
import { answerFor, formErrors, typedChecked, type FormAnswer } from "~/features/forms/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";
import { WizardFrame } from "~/features/booking/components/wizard-frame";
import * as frame from "~/features/booking/components/wizard-frame.css";
import { stepProgress } from "~/features/booking/wizard-progress";
import { nextStep, previousStep, STEP_PATHS } from "~/features/booking/wizard";
import { email, password } from "~/features/forms/rules";
import type { RouteHandle } from "~/features/site/route-handle";
import { account } from "~/locales/fr/booking-account.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { CheckboxField, FormErrors } from "~/ui/field";
import { wizardMeta } from "./wizard-meta";

const t = translator({ account });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => wizardMeta(t("account.title"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state, user } = await enterStep(request, context, "ACCOUNT");
  if (user) throw redirect(STEP_PATHS[nextStep("ACCOUNT", state, true)]);
  return data({
    backHref: STEP_PATHS[previousStep("ACCOUNT", state) ?? "BAILIFF_SELECTION"],
    progress: stepProgress("ACCOUNT", state, false),
  });
}

const schema = z.object({ email, password, rememberMe: z.literal("on").optional() });

/** The page's one form. */
type AccountStepAnswer = FormAnswer<"sign-in">;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success")
    return data<AccountStepAnswer>(
      { intent: "sign-in", result: submission.reply({ hideFields: ["password"] }) },
      { status: 400 },
    );
  const { state, source } = await enterStep(request, context, "ACCOUNT");
  const { email: address, password: secret, rememberMe } = submission.value;
  const granted = await passwordGrant(address, secret, { request, context });
  if (!granted.ok) {
    if (granted.reason === "too-many-attempts") {
      return data<AccountStepAnswer>(
        { intent: "sign-in", result: submission.reply({ formErrors: [SIGN_IN_TOO_MANY], hideFields: ["password"] }) },
        { status: 429 },
      );
    }
    const { count, sendToReset } = afterFailure(await failedLogins(request));
    if (sendToReset) {
      context.cookies.expire(loginFailuresCookie);
      return redirect(withQuery(paths.forgotPassword, { email: address }));
    }
    context.cookies.set(loginFailuresCookie, count);
    return data<AccountStepAnswer>(
      { intent: "sign-in", result: submission.reply({ formErrors: [SIGN_IN_INVALID], hideFields: ["password"] }) },
      { status: 400 },
    );
  }
  await openSession(context.session, granted.token, { rememberMe: rememberMe === "on" });
  context.cookies.expire(loginFailuresCookie);
  // The draft saved anonymously is claimed by the account now signed in.
  const { cookies: draftCookies } = await saveDraft(request, state, {
    source,
    auth: { token: granted.token },
    registered: true,
  });
  return goToStep(context, nextStep("ACCOUNT", state, true), { ...state, signedInInFlow: true }, draftCookies);
}

export default function AccountStep() {
  const { backHref, progress } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "sign-in")?.result;
  const submitting = useNavigation().state === "submitting";
  return (
    <WizardFrame title={t("account.title")} lead={t("account.lead")} backHref={backHref} progress={progress}>
      <Form method="post" noValidate>
        <FormErrors errors={formErrors(result)} />
        <RegistrationFields fields={["email", "current_password"]} result={result} ids="names" />
        <CheckboxField
          label={t("account.rememberMe")}
          id="rememberMe"
          name="rememberMe"
          defaultChecked={typedChecked(result, "rememberMe")}
        />
        <p>
          <Link to={paths.forgotPassword}>{t("account.forgotten")}</Link>
        </p>
        <div className={frame.actions}>
          <Button type="submit" disabled={submitting}>
            {t("account.submit")}
          </Button>
        </div>
      </Form>
      <p>
        {t("account.noAccount")} <Link to={STEP_PATHS.REGISTER}>{t("account.register")}</Link>
      </p>
    </WizardFrame>
  );
}
