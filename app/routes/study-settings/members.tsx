// /espace-pro/etude/{slug}/membres (pro-side §2 study settings, §7 `active-members`, `bailiff-management
// roles` PUT, `delete-bailiff`, `clerk/assign`, `assign-all-bailiffs`): the study's active members with
// their roles, each with plain forms to change their roles, remove them (after a confirmation in a
// <details>, no JavaScript needed) and, for clerks, choose the professionals they assist. The platform
// refuses to leave the study without an administrator; its French message shows next to the form.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import {
  assignClerk,
  assignClerkToAll,
  listActiveMembers,
  removeMember,
  setMemberRoles,
} from "~/features/study-settings/study-admin-client.server";
import text from "~/locales/fr/study-settings.json";
import { ofName } from "~common/french-elision";
import { translator } from "~/i18n/translator";
import { formReply, type FormAnswer } from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { isStudyProfessional } from "~/features/pro/study-professionals";
import { memberName } from "~/features/study-settings/member-names";
import { refusedCall } from "~/features/study-settings/platform-answer.server";
import { Button } from "~/ui/button";
import { CheckboxField, FormErrors } from "~/ui/field";
import { requireStudySettings } from "~/features/study-settings/study-settings.server";

const t = translator(text);

export const meta: MetaFunction = () => [{ title: t("members.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, study, user } = await requireStudySettings("membres", request, context, params.slug);
  const members = await listActiveMembers(auth, study.id);
  // The roles an admin may give, as the platform sends them with the study (the spec's order).
  const assignableRoles = user.studies.find((candidate) => candidate.id === study.id)?.assignable_roles ?? [];
  return { members, selfId: user.id, assignableRoles };
}

const intentSchema = z.object({
  intent: z.enum(["roles", "remove", "assign"]),
  member_id: z.coerce.number().int().positive(),
});

type MembersAnswer = FormAnswer<string>;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, study } = await requireStudySettings("membres", request, context, params.slug);
  const form = await request.formData();
  const parsed = intentSchema.safeParse({ intent: form.get("intent"), member_id: form.get("member_id") });
  const back = proPaths.studySettings(study.slug, "membres");
  if (!parsed.success) throw redirect(back);
  const { intent, member_id: memberId } = parsed.data;
  const member = (await listActiveMembers(auth, study.id)).find((candidate) => candidate.id === memberId);
  if (!member) throw redirect(back);
  const name = memberName(member);
  const strings = (key: string) => form.getAll(key).filter((value): value is string => typeof value === "string");
  try {
    if (intent === "roles") {
      await setMemberRoles(auth, study.id, memberId, strings("roles"));
      context.flash.add({ message: t("members.rolesSaved", { ofName: ofName(name) }) });
    } else if (intent === "remove") {
      await removeMember(auth, study.id, memberId);
      context.flash.add({ message: t("members.removed", { name }) });
    } else if (form.get("all") === "on") {
      await assignClerkToAll(auth, study.id, memberId, true);
      context.flash.add({ message: t("members.assignmentSaved", { ofName: ofName(name) }) });
    } else {
      const bailiffs = strings("bailiffs")
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0);
      await assignClerk(auth, study.id, memberId, bailiffs);
      context.flash.add({ message: t("members.assignmentSaved", { ofName: ofName(name) }) });
    }
  } catch (error) {
    const refused = refusedCall(error, t("members.failed"));
    const errors = { "": [...refused.formErrors, ...Object.values(refused.fieldErrors).flat()] };
    return data<MembersAnswer>({ intent: `${intent}-${memberId}`, result: formReply(form, errors) }, { status: refused.status });
  }
  return redirect(back);
}

export default function MembersPage() {
  const { members, selfId, assignableRoles } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errorsFor = (intent: string) => (answer?.intent === intent ? answer.result?.error?.[""] : undefined);
  const professionals = members.filter(isStudyProfessional);
  return (
    <>
      <h1 className={styles.title}>{t("members.title")}</h1>
      {members.length === 0 ? <p>{t("members.empty")}</p> : null}
      <ul className={styles.cards}>
        {members.map((member) => {
          const name = memberName(member);
          const headingId = `membre-${member.id}`;
          return (
            <li key={member.id} className={styles.section} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.sectionTitle}>
                {name}
              </h2>
              <p className={styles.meta}>{t("members.email", { email: member.email })}</p>
              {member.job_name ? <p className={styles.meta}>{t("members.job", { job: member.job_name })}</p> : null}

              <Form method="post">
                <input type="hidden" name="member_id" value={member.id} />
                <FormErrors errors={errorsFor(`roles-${member.id}`)} />
                <fieldset className={styles.fieldset}>
                  <legend className={styles.filtersLegend}>{t("members.rolesLegend", { ofName: ofName(name) })}</legend>
                  {assignableRoles.map((role) => (
                    <CheckboxField
                      key={role}
                      id={`roles-${member.id}-${role}`}
                      name="roles"
                      value={role}
                      label={t(`roles.${role}`)}
                      defaultChecked={member.roles.includes(role)}
                    />
                  ))}
                </fieldset>
                <Button type="submit" name="intent" value="roles" variant="outline">
                  {t("members.saveRoles")}
                </Button>
              </Form>

              {member.roles.includes("clerk") ? (
                <Form method="post">
                  <input type="hidden" name="member_id" value={member.id} />
                  <FormErrors errors={errorsFor(`assign-${member.id}`)} />
                  <fieldset className={styles.fieldset}>
                    <legend className={styles.filtersLegend}>{t("members.assignLegend", { name })}</legend>
                    <CheckboxField
                      id={`assign-${member.id}-all`}
                      name="all"
                      label={t("members.assignAll")}
                      defaultChecked={member.assigned_to_all}
                    />
                    {professionals.length === 0 ? <p>{t("members.assignNone")}</p> : null}
                    {professionals.map((professional) => (
                      <CheckboxField
                        key={professional.id}
                        id={`assign-${member.id}-${professional.id}`}
                        name="bailiffs"
                        value={professional.id}
                        label={memberName(professional)}
                        defaultChecked={member.assigned_bailiffs.includes(professional.id)}
                      />
                    ))}
                  </fieldset>
                  <Button type="submit" name="intent" value="assign" variant="outline">
                    {t("members.saveAssignment")}
                  </Button>
                </Form>
              ) : null}

              {member.id === selfId ? null : (
                <details>
                  <summary>{t("members.remove", { name })}</summary>
                  <Form method="post">
                    <input type="hidden" name="member_id" value={member.id} />
                    <p>{t("members.removeQuestion", { name })}</p>
                    <Button type="submit" name="intent" value="remove" variant="secondary">
                      {t("members.removeConfirm", { ofName: ofName(name) })}
                    </Button>
                  </Form>
                </details>
              )}
              <FormErrors errors={errorsFor(`remove-${member.id}`)} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
