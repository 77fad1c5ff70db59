// /parametres/{config?}/{subsetting?} (customer-side §2.2, pro-side §2 "Settings menu"):
// informations-personnelles (every role: the profile's forms), comptes (partner agents only: one block per
// partner company with its accounts, and the invitation form offering the roles the platform lets them give
// there). The menu is filtered by role; it carries the logout.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getPartnerAccounts, inviteColleague, type PartnerAccount } from "~/features/account/invitations.server";
import { profileAction, profileView } from "~/features/account/profile.server";
import { inviteSchema } from "~/features/account/schemas.server";
import { validatedUser } from "~/.server/guards/account-pages";
import { requirePermission } from "~/.server/guards/permission-rules";
import { ForbiddenError, PlatformError, ValidationError } from "~/.server/platform/errors";
import { roles, settings } from "~/locales/fr/account-settings.json";
import { ofStudy } from "~common/french-elision";
import { translator } from "~/i18n/translator";
import { AccountColumn } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import { answerFor, fieldErrors, formErrors, typedValue, type FormAnswer, type FormResult } from "~/features/forms/form-result";
import { ProfileForms } from "~/features/account/profile-forms";
import type { ProfileActionData } from "~/features/account/profile-types";
import { SettingsLayout } from "~/features/account/settings-nav";
import { Button } from "~/ui/button";
import { FormErrors, SelectField, TextField } from "~/ui/field";
import { newIdempotencyKey } from "~/.server/idempotency-key";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import { postedIdempotencyKey } from "~common/idempotency";

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
  // pro-side §2 'Mes comptes': partner agents only (the spec's PartnerAgent).
  if (config === ACCOUNTS) requirePermission(sessionUser, "partner.act_for_company");
  const user = await context.platform.currentUser();
  const partners = config === ACCOUNTS ? user.studies.filter((study) => study.type === "partner") : [];
  const partnerStudies = await Promise.all(
    partners.map(async (study) => ({
      id: study.id,
      name: study.name,
      address: study.full_address,
      jobName: study.job_name,
      roles: study.roles.map((role) => role.name),
      invitableRoles: study.invitable_roles,
      accounts: await accountsOf(context, study.id, user.id),
    })),
  );
  return {
    config,
    permissions: sessionUser.permissions,
    profile: config === PERSONAL ? profileView(user) : null,
    partnerStudies,
    // The invitation form's key for this rendering (docs/decisions/3633): a re-post invites once.
    idempotencyKey: newIdempotencyKey(),
  };
}

/** The company's accounts, the user's own first; none when the platform does not show them to this user. */
async function accountsOf(context: LoaderFunctionArgs["context"], studyId: number, userId: number) {
  let accounts: PartnerAccount[];
  try {
    accounts = await getPartnerAccounts(context.platform, studyId);
  } catch (error) {
    if (error instanceof ForbiddenError) return [];
    throw error;
  }
  return accounts.map((account) => ({ ...account, self: account.id === userId })).sort((a, b) => Number(b.self) - Number(a.self));
}

type InviteAnswer = FormAnswer<"invite">;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const config = settingsPage(params);
  const sessionUser = validatedUser(request, context.session.user, { loginFirst: true });
  if (config === PERSONAL) return profileAction(request, context, sessionUser.id, `/parametres/${PERSONAL}`);

  requirePermission(sessionUser, "partner.act_for_company");
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: inviteSchema });
  if (submission.status !== "success")
    return data<InviteAnswer>({ intent: "invite", result: submission.reply() }, { status: 400 });
  const { study_id, email, role } = submission.value;
  const user = await context.platform.currentUser();
  const study = user.studies.find((candidate) => candidate.id === study_id && candidate.type === "partner");
  if (!study || study.invitable_roles.length === 0) {
    return data<InviteAnswer>(
      { intent: "invite", result: submission.reply({ fieldErrors: { study_id: [t("settings.studyRequired")] } }) },
      { status: 400 },
    );
  }
  if (!study.invitable_roles.includes(role)) {
    return data<InviteAnswer>(
      { intent: "invite", result: submission.reply({ fieldErrors: { role: [t("settings.roleRequired")] } }) },
      { status: 400 },
    );
  }
  try {
    await inviteColleague(context.platform, study_id, { email, role }, postedIdempotencyKey(form));
  } catch (error) {
    if (error instanceof Response || !(error instanceof PlatformError)) throw error;
    // The platform's reasons (an address already in the company, a role it refuses) by their fields.
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
  const { config, permissions, profile, partnerStudies, idempotencyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ProfileActionData | InviteAnswer | undefined;
  return (
    <AccountColumn>
      <h1 className={card.title}>{t("settings.title")}</h1>
      <SettingsLayout permissions={permissions} current={config}>
        {config === PERSONAL && profile ? (
          <>
            <h2 className={card.sectionTitle}>{t("settings.personalInformation")}</h2>
            <ProfileForms profile={profile} answer={answer?.intent === "invite" ? undefined : answer} />
          </>
        ) : (
          <Accounts studies={partnerStudies} result={answerFor(answer, "invite")?.result} idempotencyKey={idempotencyKey} />
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
  invitableRoles: string[];
  accounts: (PartnerAccount & { self: boolean })[];
}

function Accounts({ studies, result, idempotencyKey }: { studies: PartnerStudy[]; result: FormResult; idempotencyKey: string }) {
  const busy = useNavigation().state === "submitting";
  // Only the companies where the platform lets this user invite, with the roles it lets them give.
  const inviting = studies.filter((study) => study.invitableRoles.length > 0);
  const roleChoices = [...new Set(inviting.flatMap((study) => study.invitableRoles))];
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
          <h4 className={card.sectionTitle}>{t("settings.studyMembers", { ofStudy: ofStudy(study.name) })}</h4>
          <ul aria-label={t("settings.studyMembers", { ofStudy: ofStudy(study.name) })}>
            {study.accounts.map((account) => (
              <li key={account.id}>
                <strong>
                  {account.firstname} {account.lastname}
                </strong>
                {account.self ? ` ${t("settings.you")}` : null} — {account.email} —{" "}
                {account.roles.map((role) => t(`roles.${role}`)).join(", ")}
                {account.job_name ? ` (${account.job_name})` : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {inviting.length > 0 ? (
        <section className={card.section} aria-labelledby="inviter">
          <h3 id="inviter" className={card.sectionTitle}>
            {t("settings.inviteTitle")}
          </h3>
          <Form method="post" noValidate>
            <FormErrors errors={formErrors(result)} />
            <IdempotencyKeyField value={idempotencyKey} />
            <SelectField
              id="invitation-entreprise"
              label={t("settings.inviteStudy")}
              name="study_id"
              defaultValue={typedValue(result, "study_id", String(inviting[0]?.id ?? ""))}
              errors={fieldErrors(result, "study_id")}
            >
              {inviting.map((study) => (
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
              {roleChoices.map((role) => (
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
