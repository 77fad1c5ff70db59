// /finalisation-enregistrement (customer-side §2.2, pro-side §6 "fully registered"): a signed-in account
// with a missing name, phone, password or terms acceptance (a guest who booked, a first external
// sign-in) completes it here, then goes on to where it was going.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getUser, sessionWithUser, withPlatformAuth } from "~/.server/auth";
import { platformFormErrors } from "~/.server/account/platform-messages";
import { completeRegistrationSchema } from "~/.server/account/schemas";
import { flashHeader } from "~/.server/flash";
import { requireLoggedIn } from "~/.server/guards/logged-in";
import { HISTORY_PATH } from "~/.server/guards/redirects";
import { getCurrentUser } from "~/.server/platform/auth";
import { updateUser } from "~/.server/platform/users";
import { completeRegistration } from "~/locales/fr/account-register.json";
import { translator } from "~/i18n/translator";
import { AccountCard } from "~/features/account/account-card";
import * as styles from "~/features/account/account-card.css";
import { formErrors } from "~/features/account/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";
import { formatFrenchPhone } from "~/features/forms/phone";
import { redirectParam, safeRedirect } from "~/features/site/safe-redirect";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";

const t = translator({ completeRegistration });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => [{ title: t("completeRegistration.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const sessionUser = requireLoggedIn(request, await getUser(request));
  const redirectTo = redirectParam(new URL(request.url), HISTORY_PATH);
  const user = await withPlatformAuth(request, (auth) => getCurrentUser(auth));
  if (user.isFullyRegistered) {
    // The session may still say otherwise (registration completed in another tab): bring it up to date.
    const headers = sessionUser.fullyRegistered ? undefined : { "Set-Cookie": await sessionWithUser(request, user) };
    throw redirect(redirectTo, { headers });
  }
  return {
    redirect: redirectTo,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone ? formatFrenchPhone(user.phone) : "",
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const sessionUser = requireLoggedIn(request, await getUser(request));
  const submission = parseWithZod(await request.formData(), { schema: completeRegistrationSchema });
  const hideFields = ["password", "password_confirmation"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const { firstname, lastname, phone, password } = submission.value;
  let updated;
  try {
    updated = await withPlatformAuth(request, (auth) =>
      updateUser(auth, sessionUser.id, {
        firstname,
        lastname,
        phone,
        new_password: password,
        password_confirmation: password,
        cgu: true,
      }),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    return data(submission.reply({ formErrors: platformFormErrors(error), hideFields }), { status: 400 });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionWithUser(request, updated.user));
  headers.append("Set-Cookie", await flashHeader(request, { message: t("completeRegistration.done") }));
  return redirect(safeRedirect(submission.value.redirect, HISTORY_PATH), { headers });
}

export default function CompleteRegistration() {
  const profile = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
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
