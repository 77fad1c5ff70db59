// /parametres/etudes (pro-side §2 settings menu; §7 `users/{id}/studies/{studyId}` {job_name} and
// `users/default-study`): for a member of one or more studies, their roles and job name in each (one
// plain form per study), the study opened at sign-in, and a link to each study's settings they may open.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { validatedUser } from "~/.server/guards/account-pages";
import { setDefaultStudy, setJobName } from "~/.server/platform/memberships";
import text from "~/locales/fr/study-settings.json";
import { ofStudy } from "~common/french-elision";
import { translator } from "~/i18n/translator";
import { AccountColumn } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import { fieldErrors, formErrors, formReply, typedValue, type FormAnswer } from "~/features/forms/form-result";
import { SettingsLayout } from "~/features/account/settings-nav";
import { proPaths } from "~/features/pro/pro-paths";
import { studySettingsMenu } from "~/features/study-settings/study-settings-menu";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import { refusedCall } from "~/features/study-settings/platform-answer.server";

const t = translator(text);
const HERE = "/parametres/etudes";

export const meta: MetaFunction = () => [{ title: t("myStudies.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sessionUser = validatedUser(request, context.session.user, { loginFirst: true });
  const user = await context.platform.currentUser();
  const studies = user.studies.map((study) => ({
    id: study.id,
    name: study.name,
    jobName: study.job_name ?? "",
    roles: study.roles.map((role) => role.name),
    settingsHref: studySettingsMenu(study, study.slug).length > 0 ? proPaths.studySettings(study.slug) : null,
  }));
  return { permissions: sessionUser.permissions, studies, defaultStudyId: user.defaultStudy?.id ?? null };
}

type StudiesAnswer = FormAnswer<string>;

export async function action({ request, context }: ActionFunctionArgs) {
  const sessionUser = validatedUser(request, context.session.user, { loginFirst: true });
  const user = await context.platform.currentUser();
  const form = await request.formData();
  const study = user.studies.find((candidate) => String(candidate.id) === form.get("study_id"));
  if (!study) throw redirect(HERE);
  const intent = form.get("intent") === "default" ? "default" : `job-${study.id}`;
  try {
    if (intent === "default") {
      await setDefaultStudy(context.platform, study.id);
      context.flash.add({ message: t("myStudies.defaultSaved", { name: study.name }) });
    } else {
      const jobName = String(form.get("job_name") ?? "").trim();
      if (jobName.length === 0 || jobName.length > 100)
        return data<StudiesAnswer>(
          { intent, result: formReply(form, { job_name: [t("myStudies.jobRequired")] }) },
          { status: 400 },
        );
      await setJobName(context.platform, sessionUser.id, study.id, jobName);
      context.flash.add({ message: t("myStudies.jobSaved", { name: study.name }) });
    }
  } catch (error) {
    const refused = refusedCall(error, t("myStudies.failed"));
    return data<StudiesAnswer>(
      { intent, result: formReply(form, { ...refused.fieldErrors, "": refused.formErrors }) },
      { status: refused.status },
    );
  }
  return redirect(HERE);
}

export default function MyStudies() {
  const { permissions, studies, defaultStudyId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const resultFor = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  return (
    <AccountColumn>
      <h1 className={card.title}>{t("myStudies.title")}</h1>
      <SettingsLayout permissions={permissions} current="etudes">
        <p>{t("myStudies.intro")}</p>
        {studies.length === 0 ? <p>{t("myStudies.none")}</p> : null}
        {studies.map((study) => {
          const result = resultFor(`job-${study.id}`);
          return (
            <section key={study.id} className={card.section} aria-labelledby={`mon-etude-${study.id}`}>
              <h2 id={`mon-etude-${study.id}`} className={card.sectionTitle}>
                {study.name}
              </h2>
              <p>{t("myStudies.roles", { roles: study.roles.map((role) => t(`roles.${role}`)).join(", ") })}</p>
              {study.settingsHref ? (
                <Link to={study.settingsHref}>{t("myStudies.settingsLink", { ofStudy: ofStudy(study.name) })}</Link>
              ) : null}
              <Form method="post" noValidate>
                <input type="hidden" name="study_id" value={study.id} />
                <FormErrors errors={formErrors(result)} />
                <TextField
                  id={`fonction-${study.id}`}
                  label={t("myStudies.jobName", { name: study.name })}
                  name="job_name"
                  maxLength={100}
                  defaultValue={typedValue(result, "job_name", study.jobName)}
                  errors={fieldErrors(result, "job_name")}
                />
                <Button type="submit" name="intent" value="job" variant="outline">
                  {t("myStudies.saveJob")}
                </Button>
              </Form>
            </section>
          );
        })}
        {studies.length > 1 ? (
          <Form method="post" className={card.section}>
            <FormErrors errors={formErrors(resultFor("default"))} />
            <fieldset>
              <legend className={card.sectionTitle}>{t("myStudies.defaultLegend")}</legend>
              {studies.map((study) => (
                <div key={study.id}>
                  <input
                    type="radio"
                    id={`etude-defaut-${study.id}`}
                    name="study_id"
                    value={study.id}
                    defaultChecked={study.id === defaultStudyId}
                  />{" "}
                  <label htmlFor={`etude-defaut-${study.id}`}>{study.name}</label>
                </div>
              ))}
            </fieldset>
            <Button type="submit" name="intent" value="default" variant="outline">
              {t("myStudies.saveDefault")}
            </Button>
          </Form>
        ) : null}
      </SettingsLayout>
    </AccountColumn>
  );
}
