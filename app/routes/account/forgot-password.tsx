// /mot-de-passe-oublie (customer-side §2.2, §7, §8): asks for a reset link. The server's message is
// shown, the same whether or not an account exists, for 5 s with JavaScript (customer-side §7: a tiny
// inline script, the page ships no bundle); when the request fails nothing is shown.
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { emailOnlySchema } from "~/features/account/schemas.server";
import { PlatformError } from "~/.server/platform/errors";
import { requestPasswordReset } from "~/.server/platform/users";
import { forgotPassword } from "~/locales/fr/account-recovery.json";
import { login } from "~/locales/fr/account-login.json";
import { translator } from "~/i18n/translator";
import { AccountCard, Notice } from "~/features/account/account-card";
import * as styles from "~/features/account/account-card.css";
import { answerFor, type FormAnswer } from "~/features/forms/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button } from "~/ui/button";
import { HideAfter } from "~/ui/hide-after";
import { FormErrors } from "~/ui/field";

const t = translator({ forgotPassword, login });

/** How long the answer stays with JavaScript (customer-side §9: forgot-password message 5000 ms). */
const FORGOT_PASSWORD_MESSAGE_MS = 5000;
const MESSAGE_ID = "oubli-message";

export const handle: RouteHandle = { hideDraftWidget: true, hydrate: false };

export const meta: MetaFunction = () => [{ title: t("forgotPassword.metaTitle") }, { name: "robots", content: "noindex" }];

export function loader({ request }: LoaderFunctionArgs) {
  return { afterFailures: new URL(request.url).searchParams.get("echecs") === "1" };
}

/** The page's one form; the platform's message, when it answered one, rides in `data`. */
type ForgotPasswordAnswer = FormAnswer<"forgot-password", { message: string }>;

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: emailOnlySchema });
  if (submission.status !== "success")
    return data<ForgotPasswordAnswer>({ intent: "forgot-password", result: submission.reply() }, { status: 400 });
  try {
    const answer = await requestPasswordReset(submission.value.email);
    return data<ForgotPasswordAnswer>({
      intent: "forgot-password",
      result: submission.reply(),
      data: { message: answer.message },
    });
  } catch (error) {
    // The catalogue: a failed request stops the loader and shows nothing.
    if (error instanceof PlatformError)
      return data<ForgotPasswordAnswer>({ intent: "forgot-password", result: submission.reply() });
    throw error;
  }
}

export default function ForgotPassword() {
  const { afterFailures } = useLoaderData<typeof loader>();
  const answer = answerFor(useActionData<typeof action>(), "forgot-password");
  const busy = useNavigation().state === "submitting";
  return (
    <AccountCard title={t("forgotPassword.title")} intro={t("forgotPassword.intro")}>
      {afterFailures && !answer ? <FormErrors errors={[t("login.resetAfterFailures")]} /> : null}
      {answer?.data?.message ? (
        <div id={MESSAGE_ID}>
          <Notice>{answer.data.message}</Notice>
          <HideAfter targetId={MESSAGE_ID} milliseconds={FORGOT_PASSWORD_MESSAGE_MS} />
        </div>
      ) : null}
      <Form method="post" noValidate>
        <RegistrationFields fields={["email"]} result={answer?.result} ids={{ prefix: "oubli" }} />
        <Button type="submit" variant="secondary" block disabled={busy}>
          {t("forgotPassword.submit")}
        </Button>
      </Form>
      <div className={styles.links}>
        <Link to="/connexion">{t("forgotPassword.backToLogin")}</Link>
      </div>
    </AccountCard>
  );
}
