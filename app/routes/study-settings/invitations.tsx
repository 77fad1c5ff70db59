// /espace-pro/etude/{slug}/invitations (pro-side §3 Invitation {email, role_id}, §5 "Invite role choices
// exclude StudyAdmin and Customer", §7 `invitation` POST, GET, resend POST, DELETE): invite a colleague
// by e-mail with a role; the pending invitations, each resent (a new link, the old one dies) or deleted.
// An address that already belongs to the study is refused next to the field, with what was typed kept.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import {
  deleteInvitation,
  inviteMember,
  listInvitations,
  resendInvitation,
} from "~/features/study-settings/study-admin-client.server";
import text from "~/locales/fr/study-settings.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, formErrors, typedValue, type FormAnswer } from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { formatLongDayAtHour } from "~common/paris-time";
import { refusedCall } from "~/features/study-settings/platform-answer.server";
import { Button } from "~/ui/button";
import { FormErrors, SelectField, TextField } from "~/ui/field";
import { requireStudySettings } from "~/features/study-settings/study-settings.server";
import { newIdempotencyKey } from "~/.server/idempotency-key";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import { postedIdempotencyKey } from "~common/idempotency";

const t = translator(text);

export const meta: MetaFunction = () => [{ title: t("invitations.metaTitle") }, { name: "robots", content: "noindex" }];

/** The roles offered are the platform's for this study and this user (decision 1804): an office's, or a partner company's. */
const inviteSchema = (invitableRoles: readonly string[]) =>
  z.object({
    email: z
      .string({ required_error: t("invitations.emailRequired") })
      .trim()
      .email(t("invitations.emailRequired"))
      .max(254),
    role: z
      .string({ required_error: t("invitations.roleRequired") })
      .refine((role) => invitableRoles.includes(role), t("invitations.roleRequired")),
  });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, study } = await requireStudySettings("invitations", request, context, params.slug);
  const invitations = await listInvitations(auth, study.id);
  return {
    // One key per rendering (docs/decisions/3633): a double click or a re-post sends one invitation.
    idempotencyKey: newIdempotencyKey(),
    roles: study.invitableRoles,
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expired: invitation.expired,
      until: formatLongDayAtHour(invitation.expires_at),
    })),
  };
}

type InviteAnswer = FormAnswer<"invite">;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, study } = await requireStudySettings("invitations", request, context, params.slug);
  const back = proPaths.studySettings(study.slug, "invitations");
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "resend" || intent === "delete") {
    const invitationId = Number(form.get("invitation_id"));
    const invitation = (await listInvitations(auth, study.id)).find((candidate) => candidate.id === invitationId);
    // Already accepted or deleted meanwhile: the list shows where things are.
    if (!invitation) throw redirect(back);
    if (intent === "resend") await resendInvitation(auth, study.id, invitation.id);
    else await deleteInvitation(auth, study.id, invitation.id);
    context.flash.add({
      message: t(intent === "resend" ? "invitations.resent" : "invitations.deleted", { email: invitation.email }),
    });
    return redirect(back);
  }
  const submission = parseWithZod(form, { schema: inviteSchema(study.invitableRoles) });
  if (submission.status !== "success")
    return data<InviteAnswer>({ intent: "invite", result: submission.reply() }, { status: 400 });
  try {
    await inviteMember(auth, study.id, submission.value, postedIdempotencyKey(form));
  } catch (error) {
    const refused = refusedCall(error, t("invitations.failed"), { role_id: "role" });
    return data<InviteAnswer>(
      { intent: "invite", result: submission.reply({ fieldErrors: refused.fieldErrors, formErrors: refused.formErrors }) },
      { status: refused.status },
    );
  }
  context.flash.add({ message: t("invitations.sent", { email: submission.value.email }) });
  return redirect(back);
}

export default function InvitationsPage() {
  const { roles, invitations, idempotencyKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  return (
    <>
      <h1 className={styles.title}>{t("invitations.title")}</h1>
      <p>{t("invitations.intro")}</p>
      {/* A new key after each invitation sent: with JavaScript the fields empty, as after a page load. */}
      <Form method="post" className={styles.section} noValidate key={invitations.map((invitation) => invitation.id).join()}>
        <FormErrors errors={formErrors(result)} />
        <IdempotencyKeyField value={idempotencyKey} />
        <TextField
          id="invitation-email"
          label={t("invitations.email")}
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={typedValue(result, "email")}
          errors={fieldErrors(result, "email")}
        />
        <SelectField
          id="invitation-role"
          label={t("invitations.role")}
          name="role"
          required
          defaultValue={typedValue(result, "role")}
          errors={fieldErrors(result, "role")}
        >
          <option value="">{t("invitations.chooseRole")}</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" name="intent" value="invite">
          {t("invitations.submit")}
        </Button>
      </Form>

      <h2 className={styles.sectionTitle}>{t("invitations.pendingTitle")}</h2>
      {invitations.length === 0 ? <p>{t("invitations.none")}</p> : null}
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <li key={invitation.id} className={styles.item}>
            <p className={styles.itemTitle}>
              {t("invitations.pendingItem", { email: invitation.email, role: t(`roles.${invitation.role}`) })}
            </p>
            <p className={styles.meta}>
              {t(invitation.expired ? "invitations.expired" : "invitations.expires", { date: invitation.until })}
            </p>
            <Form method="post" className={styles.inline}>
              <input type="hidden" name="invitation_id" value={invitation.id} />
              <Button type="submit" name="intent" value="resend" variant="outline">
                {t("invitations.resend", { email: invitation.email })}
              </Button>
              <Button type="submit" name="intent" value="delete" variant="outline">
                {t("invitations.delete", { email: invitation.email })}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </>
  );
}
