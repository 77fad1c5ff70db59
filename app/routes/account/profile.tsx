// /utilisateur/profil/{token?} (customer-side §2.6, §8): the profile of a validated account; with a
// token, the e-mail (or SMS) verification link, confirmed by a POST (the GET spends nothing), which works
// signed in or not.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { refreshUser } from "~/.server/auth";
import { loadProfile, profileAction } from "~/features/account/profile.server";
import { validatedUser } from "~/.server/guards/account-pages";
import { PlatformError } from "~/.server/platform/errors";
import { verifyMail } from "~/.server/platform/users";
import { profile, verification } from "~/locales/fr/account-profile.json";
import { translator } from "~/i18n/translator";
import { AccountCard, AccountColumn } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import { ProfileForms } from "~/features/account/profile-forms";
import { answerFor, errorOf } from "~/features/forms/form-result";
import type { ProfileActionData } from "~/features/account/profile-types";
import { paths, withQuery } from "~/features/site/paths";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";

const t = translator({ profile, verification });

export const meta: MetaFunction = () => [{ title: t("profile.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (params.token) return { mode: "verify" as const, token: params.token.slice(0, 200), profile: null };
  validatedUser(request, context.session.user);
  return { mode: "profile" as const, token: null, profile: await loadProfile(context) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (params.token) return verifyAction(context, params.token);
  const user = validatedUser(request, context.session.user);
  return profileAction(request, context, user.id, paths.profile);
}

/** Spends the verification token; signed in, back to the profile, otherwise to the login page. */
async function verifyAction(context: AppLoadContext, token: string) {
  let message: string;
  try {
    ({ message } = await verifyMail(token));
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const reason = error.allMessages[0] ?? t("verification.invalid");
    return data<ProfileActionData>({ intent: "verify", error: reason }, { status: 400 });
  }
  context.flash.add({ message });
  if (!context.session.user) return redirect(withQuery(paths.login, { redirect: paths.profile }));
  await refreshUser(context.session);
  return redirect(paths.profile);
}

export default function Profile() {
  const { mode, token, profile } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ProfileActionData | undefined;
  const busy = useNavigation().state === "submitting";

  if (mode === "verify") {
    return (
      <AccountCard title={t("verification.title")} intro={t("verification.intro")}>
        <FormErrors errors={errorOf(answerFor(answer, "verify"))} />
        <Form method="post">
          <input type="hidden" name="token" value={token ?? ""} />
          <Button type="submit" variant="secondary" block disabled={busy}>
            {t("verification.submit")}
          </Button>
        </Form>
      </AccountCard>
    );
  }

  return (
    <AccountColumn>
      <h1 className={card.title}>{t("profile.title")}</h1>
      {profile ? <ProfileForms profile={profile} answer={answer} /> : null}
    </AccountColumn>
  );
}
