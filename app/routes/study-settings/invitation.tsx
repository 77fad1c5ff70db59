// /invitation/{studyId}/{token}: the page of the e-mailed invitation link (pro-side §7
// `studies/{id}/bailiff-invitation/{token}`). It says which study invites whom with which role. A signed-in
// user joins with one button; a visitor creates their account here (the registration's fields and call,
// the invited address fixed) and joins in the same post, or signs in first and comes back. Either way
// they land in the study's workspace with the invited role, that study current. A forged, expired or
// used link shows the platform's French reason and grants nothing.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { openSession } from "~/.server/auth";
import { switchCurrentStudy } from "~/features/account/current-study.server";
import { VERIFICATION_CALLBACK } from "~/features/account/links.server";
import { platformFormErrors } from "~/features/account/platform-messages.server";
import { registerSchema } from "~/features/account/schemas.server";
import { guardRedirect, HISTORY_PATH } from "~/.server/guards/redirects";
import { PlatformError } from "~/.server/platform/errors";
import { acceptInvitation, readInvitation, type InvitationView } from "~/features/study-settings/study-admin-client.server";
import { register } from "~/.server/platform/users";
import { fields } from "~/locales/fr/account.json";
import text from "~/locales/fr/study-settings.json";
import { translator } from "~/i18n/translator";
import { AccountCard } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import { formErrors, type FormAnswer } from "~/features/forms/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";
import { proNavFor } from "~/features/pro/pro-nav";
import { asRole } from "~common/french-elision";
import { paths, withQuery } from "~/features/site/paths";
import { proPaths } from "~/features/pro/pro-paths";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button, ButtonLink } from "~/ui/button";
import { FormErrors } from "~/ui/field";

const t = translator({ ...text, fields });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => [{ title: t("invitation.metaTitle") }, { name: "robots", content: "noindex" }];

type Invitation = { ok: true; invitation: InvitationView } | { ok: false; status: number; reason: string };

/** The invitation, or why it cannot be used (404 forged, 409 expired or used: the platform's words). */
async function lookUp(studyIdParam: string | undefined, token: string | undefined, clientIp: string | null): Promise<Invitation> {
  const studyId = Number(studyIdParam);
  if (!Number.isInteger(studyId) || studyId <= 0 || !token)
    return { ok: false, status: 404, reason: t("invitation.unavailable") };
  try {
    return { ok: true, invitation: await readInvitation(studyId, token, { clientIp }) };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.status === 404 || error.status === 409)
      return { ok: false, status: error.status === 404 ? 404 : 410, reason: error.message };
    return { ok: false, status: 503, reason: t("invitation.unavailable") };
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const found = await lookUp(params.studyId, params.token, context.platform.clientIp);
  if (!found.ok) return data({ ...found, signedInEmail: null, here: "" }, { status: found.status });
  const signedIn = context.session.user ? await context.platform.currentUser() : null;
  return { ...found, signedInEmail: signedIn?.email ?? null, here: new URL(request.url).pathname };
}

type InvitationAnswer = FormAnswer<"register" | "accept">;

/** Joins the study for the session's account, makes it current, and opens its workspace. */
async function join(context: ActionFunctionArgs["context"], invitation: InvitationView, token: string) {
  const joined = await acceptInvitation(context.platform, invitation.study.id, token);
  await switchCurrentStudy(context.session, joined.study.id);
  context.flash.add({ message: t("invitation.joined", { study: joined.study.name }) });
  const standing = context.session.user ?? { permissions: [] };
  return redirect(proNavFor(standing, joined.study.slug)[0]?.href ?? proPaths.studySettings(joined.study.slug));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const found = await lookUp(params.studyId, params.token, context.platform.clientIp);
  if (!found.ok) throw redirect(new URL(request.url).pathname);
  const { invitation } = found;
  const token = params.token!;
  const form = await request.formData();

  if (form.get("intent") === "accept") {
    if (!context.session.user) throw redirect(new URL(request.url).pathname);
    try {
      return await join(context, invitation, token);
    } catch (error) {
      if (error instanceof Response || !(error instanceof PlatformError) || error.status >= 500) throw error;
      return data<InvitationAnswer>(
        { intent: "accept", result: { status: "error", error: { "": [error.message] } } },
        { status: error.status },
      );
    }
  }

  // A new account for the invited address: the address comes from the invitation, never from the form.
  if (context.session.user) throw guardRedirect(HISTORY_PATH);
  form.set("email", invitation.email);
  const submission = parseWithZod(form, { schema: registerSchema });
  const hideFields = ["password", "password_confirmation"];
  if (submission.status !== "success")
    return data<InvitationAnswer>({ intent: "register", result: submission.reply({ hideFields }) }, { status: 400 });
  const { redirect: _ignored, ...input } = submission.value;
  let accessToken: string;
  try {
    ({ accessToken } = await register({ ...input, cgu: true }, VERIFICATION_CALLBACK));
  } catch (error) {
    return data<InvitationAnswer>(
      { intent: "register", result: submission.reply({ formErrors: platformFormErrors(error), hideFields }) },
      { status: 400 },
    );
  }
  await openSession(context.session, accessToken);
  return join(context, invitation, token);
}

export default function InvitationPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (!loaded.ok) {
    return (
      <AccountCard title={t("invitation.invalidTitle")}>
        <p role="alert">{loaded.reason}</p>
        <ButtonLink to={paths.home} variant="outline">
          {t("invitation.invalidHome")}
        </ButtonLink>
      </AccountCard>
    );
  }
  const { invitation, signedInEmail, here } = loaded;
  const role = t(`roles.${invitation.role}`).toLowerCase();
  return (
    <AccountCard
      title={t("invitation.title", { study: invitation.study.name })}
      intro={t("invitation.intro", { study: invitation.study.name, asRole: asRole(role) })}
    >
      <p>{t("invitation.forAddress", { email: invitation.email })}</p>
      {signedInEmail ? (
        <Form method="post">
          <FormErrors errors={answer?.intent === "accept" ? formErrors(answer.result) : undefined} />
          {signedInEmail.toLowerCase() !== invitation.email.toLowerCase() ? <p>{t("invitation.otherAccount")}</p> : null}
          <Button type="submit" name="intent" value="accept" variant="secondary" block>
            {t("invitation.accept")}
          </Button>
        </Form>
      ) : (
        <>
          <h2 className={card.sectionTitle}>{t("invitation.registerTitle")}</h2>
          <Form method="post" noValidate>
            <FormErrors errors={answer?.intent === "register" ? formErrors(answer.result) : undefined} />
            <RegistrationFields
              fields={[["firstname", "lastname"], "email", "phone", "password", "password_confirmation", "cgu"]}
              rowClassName={card.fieldRow}
              result={answer?.intent === "register" ? answer.result : undefined}
              ids={{ prefix: "invitation" }}
              lockedEmail={{ value: invitation.email, note: t("invitation.forAddress", { email: invitation.email }) }}
            />
            <p>
              <Link to="/page/cgu">{t("fields.cguLink")}</Link>
            </p>
            <Button type="submit" name="intent" value="register" variant="secondary" block>
              {t("invitation.createAndJoin")}
            </Button>
          </Form>
          <p>
            {t("invitation.haveAccount")} <Link to={withQuery(paths.login, { redirect: here })}>{t("invitation.login")}</Link>
          </p>
        </>
      )}
    </AccountCard>
  );
}
