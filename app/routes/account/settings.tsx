// /parametres/{config?}/{subsetting?} (customer-side §2.2, pro-side §2 "Settings menu"):
// informations-personnelles (every role: the profile's forms), comptes (partner agents only: one block per
// partner company and the invitation form). The menu is filtered by role; it carries the logout.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { inviteColleague } from "~/.server/account/invitations";
import { profileAction, profileView } from "~/.server/account/profile";
import { inviteSchema } from "~/.server/account/schemas";
import { validatedUser } from "~/.server/guards/account-pages";
import { requirePartnerAgent } from "~/.server/guards/roles";
import { getCurrentUser } from "~/.server/platform/auth";
import { PlatformError, ValidationError } from "~/.server/platform/errors";
import { roles, settings } from "~/locales/fr/account-settings.json";
import { translator } from "~/i18n/translator";
import { AccountColumn } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import { answerFor, fieldErrors, formErrors, typedValue, type FormAnswer, type FormResult } from "~/features/account/form-result";
import { INVITABLE_ROLES, isInvitableRole } from "~/features/account/invitation-roles";
import { ProfileForms } from "~/features/account/profile-forms";
import type { ProfileActionData } from "~/features/account/profile-types";
import { SettingsLayout } from "~/features/account/settings-nav";
import { Button } from "~/ui/button";
import { FormErrors, SelectField, TextField } from "~/ui/field";

const t = translator({ roles, settings });

const PERSONAL = "informations-personnelles";
const ACCOUNTS = "comptes";

export const meta: MetaFunction = () => [{ title: t("settings.metaTitle") }, { name: "robots", content: "noindex" }];

function settingsPage(params: LoaderFunctionArgs["params"]): typeof PERSONAL | typeof ACCOUNTS {
  if (params.subsetting !== undefined) throw new Response(null, { status: 404, statusText: "Not Found" });
  if (params.config === PERSONAL || params.config === ACCOUNTS) return params.config;
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!params.config) throw redirect(`/parametres/${PERSONAL}`);
  const config = settingsPage(params);
  const sessionUser = validatedUser(request, context.session.user, { loginFirst: true });
  if (config === ACCOUNTS) requirePartnerAgent(sessionUser);
  const user = await getCurrentUser(context.platform);
  const partnerStudies = user.studies
    .filter((study) => study.type === "partner")
    .map((study) => ({
      id: study.id,
      name: study.name,
      address: study.full_address,
      jobName: study.job_name,
      roles: study.roles.map((role) => role.name),
    }));
  return { config, roles: sessionUser.roles, profile: config === PERSONAL ? profileView(user) : null, partnerStudies };
}

type InviteAnswer = FormAnswer<"invite">;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const config = settingsPage(params);
  const sessionUser = validatedUser(request, context.session.user, { loginFirst: true });
  if (config === PERSONAL) return profileAction(request, context, sessionUser.id, `/parametres/${PERSONAL}`);

  requirePartnerAgent(sessionUser);
  const submission = parseWithZod(await request.formData(), {
    schema: inviteSchema.refine((value) => isInvitableRole(value.role), { path: ["role"], message: t("settings.roleRequired") }),
  });
  if (submission.status !== "success")
    return data<InviteAnswer>({ intent: "invite", result: submission.reply() }, { status: 400 });
  const { study_id, email, role } = submission.value;
  const user = await getCurrentUser(context.platform);
  if (!user.studies.some((study) => study.id === study_id && study.type === "partner")) {
    return data<InviteAnswer>(
      { intent: "invite", result: submission.reply({ fieldErrors: { study_id: [t("settings.studyRequired")] } }) },
      { status: 400 },
    );
  }
  try {
    await inviteColleague(context.platform, study_id, { email, role });
  } catch (error) {
    if (error instanceof Response || !(error instanceof PlatformError)) throw error;
    // Issue 16: the platform's reasons (an address already in the company, a role it refuses) by their fields.
    if (error instanceof ValidationError && Object.keys(error.fieldErrors).length > 0) {
      const { email: emailErrors, role: roleErrors, ...others } = error.fieldErrors;
      return data<InviteAnswer>(
        {
          intent: "invite",
          result: submission.reply({
            fieldErrors: { email: emailErrors ?? [], role: roleErrors ?? [] },
            formErrors: Object.values(others).flat(),
          }),
        },
        { status: 422 },
      );
    }
    return data<InviteAnswer>(
      { intent: "invite", result: submission.reply({ formErrors: [t("settings.inviteFailed")] }) },
      { status: 502 },
    );
  }
  context.flash.add({ message: t("settings.invited", { email }) });
  return redirect(`/parametres/${ACCOUNTS}`);
}

export default function Settings() {
  const { config, roles, profile, partnerStudies } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ProfileActionData | InviteAnswer | undefined;
  return (
    <AccountColumn>
      <h1 className={card.title}>{t("settings.title")}</h1>
      <SettingsLayout roles={roles} current={config}>
        {config === PERSONAL && profile ? (
          <>
            <h2 className={card.sectionTitle}>{t("settings.personalInformation")}</h2>
            <ProfileForms profile={profile} answer={answer?.intent === "invite" ? undefined : answer} />
          </>
        ) : (
          <Accounts studies={partnerStudies} result={answerFor(answer, "invite")?.result} />
        )}
      </SettingsLayout>
    </AccountColumn>
  );
}

interface PartnerStudy {
  id: number;
  name: string;
  address: string;
  jobName: string | null;
  roles: string[];
}

function Accounts({ studies, result }: { studies: PartnerStudy[]; result: FormResult }) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h2 className={card.sectionTitle}>{t("settings.accountsTitle")}</h2>
      <p>{t("settings.accountsIntro")}</p>
      {studies.length === 0 ? <p>{t("settings.noPartnerStudy")}</p> : null}
      {studies.map((study) => (
        <section key={study.id} className={card.section} aria-labelledby={`etude-${study.id}`}>
          <h3 id={`etude-${study.id}`} className={card.sectionTitle}>
            {study.name}
          </h3>
          <p>{study.address}</p>
          <p>{t("settings.yourRole", { role: study.roles.map((role) => t(`roles.${role}`)).join(", ") })}</p>
          {study.jobName ? <p>{t("settings.yourJob", { job: study.jobName })}</p> : null}
        </section>
      ))}
      {studies.length > 0 ? (
        <section className={card.section} aria-labelledby="inviter">
          <h3 id="inviter" className={card.sectionTitle}>
            {t("settings.inviteTitle")}
          </h3>
          <Form method="post" noValidate>
            <FormErrors errors={formErrors(result)} />
            <SelectField
              id="invitation-entreprise"
              label={t("settings.inviteStudy")}
              name="study_id"
              defaultValue={typedValue(result, "study_id", String(studies[0]?.id ?? ""))}
              errors={fieldErrors(result, "study_id")}
            >
              {studies.map((study) => (
                <option key={study.id} value={study.id}>
                  {study.name}
                </option>
              ))}
            </SelectField>
            <TextField
              id="invitation-email"
              label={t("settings.inviteEmail")}
              name="email"
              type="email"
              autoComplete="off"
              required
              defaultValue={typedValue(result, "email")}
              errors={fieldErrors(result, "email")}
            />
            <SelectField
              id="invitation-role"
              label={t("settings.inviteRole")}
              name="role"
              defaultValue={typedValue(result, "role", "partner_agent")}
              errors={fieldErrors(result, "role")}
            >
              {INVITABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </SelectField>
            <Button type="submit" variant="secondary" disabled={busy}>
              {t("settings.inviteSubmit")}
            </Button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
