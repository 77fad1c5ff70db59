// /validation-compte (pro-side §6 "account validation route"): where a signed-in user whose e-mail is
// not confirmed yet is sent by the validated pages. It offers to resend the e-mail; once the address
// is confirmed (the link opened, perhaps in another tab) it lets the user go on.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { rememberUser } from "~/.server/auth";
import { VERIFICATION_CALLBACK } from "~/features/account/links.server";
import { requireLoggedIn } from "~/.server/guards/logged-in";
import { paths } from "~/features/site/paths";
import { redirectValidatedUser } from "~/.server/guards/validated";
import { PlatformError } from "~/.server/platform/errors";
import { sendConfirmation } from "~/.server/platform/users";
import { profile } from "~/locales/fr/account-profile.json";
import { validation } from "~/locales/fr/account-recovery.json";
import { translator } from "~/i18n/translator";
import { AccountCard, Notice } from "~/features/account/account-card";
import { answerFor, errorOf, type FormAnswer } from "~/features/forms/form-result";
import { redirectParam } from "~/.server/guards/redirects";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";

const t = translator({ profile, validation });

export const handle: RouteHandle = { hideDraftWidget: true, hydrate: false };

export const meta: MetaFunction = () => [{ title: t("validation.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sessionUser = requireLoggedIn(request, context.session.user);
  const user = await context.platform.currentUser();
  if (user.verified && !sessionUser.verified) {
    // Confirmed since the session was made: refresh it and go on.
    rememberUser(context.session, user);
    throw redirect(redirectParam(new URL(request.url), paths.history));
  }
  redirectValidatedUser(request, { ...sessionUser, verified: user.verified });
  return { email: user.email };
}

/** The page's one form, sending the link again: `data.sent` once sent, else the failure's message. */
type ResendAnswer = FormAnswer<"resend-mail", { sent: true }>;

export async function action({ request, context }: ActionFunctionArgs) {
  requireLoggedIn(request, context.session.user);
  try {
    await sendConfirmation(context.platform, "mail", undefined, VERIFICATION_CALLBACK);
    return data<ResendAnswer>({ intent: "resend-mail", data: { sent: true } });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof PlatformError) return data<ResendAnswer>({ intent: "resend-mail", error: t("profile.resendFailed") });
    throw error;
  }
}

export default function AccountValidation() {
  const { email } = useLoaderData<typeof loader>();
  const answer = answerFor(useActionData<typeof action>(), "resend-mail");
  const busy = useNavigation().state === "submitting";
  return (
    <AccountCard title={t("validation.title")} intro={t("validation.intro")}>
      <p>
        <strong>{email}</strong>
      </p>
      {answer?.data?.sent ? <Notice>{t("profile.resentMail")}</Notice> : null}
      <FormErrors errors={errorOf(answer)} />
      <p>{t("validation.notReceived")}</p>
      <Form method="post">
        <Button type="submit" variant="outline" disabled={busy}>
          {t("validation.resend")}
        </Button>
      </Form>
    </AccountCard>
  );
}
