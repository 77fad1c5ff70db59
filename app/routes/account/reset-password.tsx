// /utilisateur/modification-mot-de-passe/{token} (customer-side §2.2): the e-mailed reset link lands here
// with its token in the path (decision 3822); the links sent before, with `?token=…&email=…`, still
// work. The new password is sent to the platform, whose errors are listed under the form; on success, to
// the login page with the server's message.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { platformFormErrors } from "~/features/account/platform-messages.server";
import { resetPasswordSchema } from "~/features/account/schemas.server";
import { updatePassword } from "~/.server/platform/users";
import { resetPassword } from "~/locales/fr/account-recovery.json";
import { translator } from "~/i18n/translator";
import { paths } from "~/features/site/paths";
import { AccountCard } from "~/features/account/account-card";
import * as styles from "~/features/account/account-card.css";
import { answerFor, fieldErrors, formErrors, type FormAnswer } from "~/features/forms/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";

const t = translator({ resetPassword });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => [{ title: t("resetPassword.metaTitle") }, { name: "robots", content: "noindex" }];

export function loader({ request, params }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  return {
    token: (params.token ?? search.get("token") ?? "").slice(0, 200),
    email: (search.get("email") ?? "").slice(0, 254),
  };
}

/** The page's one form. */
type ResetPasswordAnswer = FormAnswer<"reset-password">;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success")
    return data<ResetPasswordAnswer>(
      { intent: "reset-password", result: submission.reply({ hideFields: ["password", "password_confirmation"] }) },
      { status: 400 },
    );
  try {
    const answer = await updatePassword(submission.value);
    context.flash.add({ message: answer.message });
    return redirect(paths.login);
  } catch (error) {
    return data<ResetPasswordAnswer>(
      {
        intent: "reset-password",
        result: submission.reply({ formErrors: platformFormErrors(error), hideFields: ["password", "password_confirmation"] }),
      },
      {
        status: 400,
      },
    );
  }
}

export default function ResetPassword() {
  const { token, email } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "reset-password")?.result;
  const busy = useNavigation().state === "submitting";
  if (!token) {
    return (
      <AccountCard title={t("resetPassword.title")}>
        <FormErrors errors={[t("resetPassword.missingToken")]} />
        <div className={styles.links}>
          <Link to="/mot-de-passe-oublie">{t("resetPassword.askAgain")}</Link>
        </div>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t("resetPassword.title")} intro={email || undefined}>
      <Form method="post" noValidate>
        <FormErrors errors={formErrors(result) ?? fieldErrors(result, "token") ?? fieldErrors(result, "email")} />
        <input type="hidden" name="token" value={token} />
        {email ? <input type="hidden" name="email" value={email} /> : null}
        <RegistrationFields
          fields={["password", "password_confirmation"]}
          result={result}
          overrides={{
            password: { id: "nouveau-mot-de-passe", label: t("resetPassword.newPassword") },
            password_confirmation: { id: "confirmation-mot-de-passe" },
          }}
        />
        <Button type="submit" variant="secondary" block disabled={busy}>
          {t("resetPassword.submit")}
        </Button>
      </Form>
      <div className={styles.links}>
        <Link to="/mot-de-passe-oublie">{t("resetPassword.askAgain")}</Link>
      </div>
    </AccountCard>
  );
}
