// /finalisation-enregistrement (customer-side §2.2, pro-side §6 "fully registered"): a signed-in account
// with a missing name, phone, password or terms acceptance (a guest who booked, a first external
// sign-in) completes it here, then goes on to where it was going.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { rememberUser } from "~/.server/auth";
import { platformFormErrors } from "~/features/account/platform-messages.server";
import { completeRegistrationSchema } from "~/features/account/schemas.server";
import { requireLoggedIn } from "~/.server/guards/logged-in";
import { paths } from "~/features/site/paths";
import { updateUser } from "~/.server/platform/users";
import { completeRegistration } from "~/locales/fr/account-register.json";
import { translator } from "~/i18n/translator";
import { AccountCard } from "~/features/account/account-card";
import * as styles from "~/features/account/account-card.css";
import { answerFor, formErrors, type FormAnswer } from "~/features/forms/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";
import { formatFrenchPhone } from "~/features/forms/phone";
import { redirectParam, safeRedirect } from "~/.server/guards/redirects";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";

const t = translator({ completeRegistration });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => [{ title: t("completeRegistration.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sessionUser = requireLoggedIn(request, context.session.user);
  const redirectTo = redirectParam(new URL(request.url), paths.history);
  const user = await context.platform.currentUser();
  if (user.isFullyRegistered) {
    // The session may still say otherwise (registration completed in another tab): bring it up to date.
    if (!sessionUser.fullyRegistered) rememberUser(context.session, user);
    throw redirect(redirectTo);
  }
  return {
    redirect: redirectTo,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone ? formatFrenchPhone(user.phone) : "",
  };
}

/** The page's one form. */
type CompleteRegistrationAnswer = FormAnswer<"complete-registration">;

export async function action({ request, context }: ActionFunctionArgs) {
  const sessionUser = requireLoggedIn(request, context.session.user);
  const submission = parseWithZod(await request.formData(), { schema: completeRegistrationSchema });
  const hideFields = ["password", "password_confirmation"];
  if (submission.status !== "success")
    return data<CompleteRegistrationAnswer>(
      { intent: "complete-registration", result: submission.reply({ hideFields }) },
      { status: 400 },
    );
  const { firstname, lastname, phone, password } = submission.value;
  let updated;
  try {
    updated = await updateUser(context.platform, sessionUser.id, {
      firstname,
      lastname,
      phone,
      new_password: password,
      password_confirmation: password,
      cgu: true,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return data<CompleteRegistrationAnswer>(
      { intent: "complete-registration", result: submission.reply({ formErrors: platformFormErrors(error), hideFields }) },
      { status: 400 },
    );
  }
  rememberUser(context.session, updated.user);
  context.flash.add({ message: t("completeRegistration.done") });
  return redirect(safeRedirect(submission.value.redirect, paths.history));
}

export default function CompleteRegistration() {
  const profile = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "complete-registration")?.result;
  const busy = useNavigation().state === "submitting";
  return (
    <AccountCard title={t("completeRegistration.title")} intro={t("completeRegistration.intro")}>
      <Form method="post" noValidate>
        <FormErrors errors={formErrors(result)} />
        <input type="hidden" name="redirect" value={profile.redirect} />
        <RegistrationFields
          fields={[["firstname", "lastname"], "phone"]}
          rowClassName={styles.fieldRow}
          result={result}
          values={profile}
          ids={{ prefix: "finalisation" }}
        />
        <h2 className={styles.sectionTitle}>{t("completeRegistration.passwordTitle")}</h2>
        <RegistrationFields
          fields={["password", "password_confirmation", "cgu"]}
          result={result}
          ids={{ prefix: "finalisation" }}
        />
        <Button type="submit" variant="secondary" block disabled={busy}>
          {t("completeRegistration.submit")}
        </Button>
      </Form>
    </AccountCard>
  );
}
