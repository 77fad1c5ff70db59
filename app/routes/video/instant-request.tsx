// /visio-immediate (the spec's instaconstat steps « demande » and « login »): a signed-in
// customer asks a study with a connected professional for a video call now. Choosing the study is a GET
// (the services follow it), asking is a POST; success goes to the waiting page. Signing in first is the
// login page, coming back here.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { validatedUser } from "~/.server/guards/account-pages";
import { PlatformError, ValidationError } from "~/.server/platform/errors";
import { askInstantCall, getInstantOptions } from "~/features/video-call/video-calls-client.server";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, formErrors, formReply, typedValue, type FormResult } from "~/features/forms/form-result";
import { paths } from "~/features/site/paths";
import { Button, buttonClass } from "~/ui/button";
import { FormErrors, SelectField, TextAreaField } from "~/ui/field";
import { Notice } from "~/ui/notice";
import { newIdempotencyKey } from "~/.server/idempotency-key";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import { postedIdempotencyKey } from "~common/idempotency";

const t = translator(video);

export const meta: MetaFunction = () => [{ title: t("instant.metaTitle") }, { name: "robots", content: "noindex" }];

const idOf = (value: FormDataEntryValue | string | null) =>
  typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;

export async function loader({ request, context }: LoaderFunctionArgs) {
  validatedUser(request, context.session.user, { loginFirst: true });
  const studyId = idOf(new URL(request.url).searchParams.get("etude"));
  // One key per rendering of the request form (docs/decisions/3633): a double click asks one call.
  return { ...(await getInstantOptions(context.platform, studyId)), idempotencyKey: newIdempotencyKey() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  validatedUser(request, context.session.user, { loginFirst: true });
  const form = await request.formData();
  const comment = String(form.get("comment") ?? "").trim();
  try {
    const asked = await askInstantCall(
      context.platform,
      {
        study_id: idOf(form.get("study_id")),
        report_type_id: idOf(form.get("report_type_id")),
        comment: comment || null,
      },
      postedIdempotencyKey(form),
    );
    return redirect(paths.instantRequestWaiting(asked.demand_id));
  } catch (error) {
    if (error instanceof ValidationError) return data({ result: formReply(form, error.fieldErrors) }, { status: 400 });
    if (error instanceof PlatformError && error.status === 409)
      return data({ result: formReply(form, { "": [error.message] }) }, { status: 400 });
    throw error;
  }
}

export default function InstantRequest() {
  const { studies, study_id: studyId, services, idempotencyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<{ result: FormResult }>();
  const result = answer?.result;
  const chosen = studies.find((study) => study.id === studyId);
  return (
    <>
      <h1>{t("instant.title")}</h1>
      <p>{t("instant.intro")}</p>
      {studies.length === 0 ? (
        <>
          <Notice tone="warning">{t("instant.noStudy")}</Notice>
          <p>
            <a className={buttonClass("outline")} href={paths.booking}>
              {t("instant.bookLink")}
            </a>
          </p>
        </>
      ) : (
        <>
          {/* Choosing the study is a GET: its services fill the form below (without JavaScript too). */}
          <Form method="get">
            <SelectField label={t("instant.study")} name="etude" defaultValue={chosen ? String(chosen.id) : ""} required>
              <option value="">{t("instant.studyPlaceholder")}</option>
              {studies.map((study) => (
                <option key={study.id} value={study.id}>
                  {study.name} ({study.city})
                </option>
              ))}
            </SelectField>
            <p>
              <Button type="submit" variant="outline">
                {t("instant.studyChoose")}
              </Button>
            </p>
          </Form>
          {chosen ? (
            <Form method="post">
              <input type="hidden" name="study_id" value={chosen.id} />
              <IdempotencyKeyField value={idempotencyKey} />
              <FormErrors errors={formErrors(result) ?? fieldErrors(result, "study_id")} />
              <SelectField
                label={t("instant.service")}
                name="report_type_id"
                defaultValue={typedValue(result, "report_type_id", services.length === 1 ? String(services[0]!.id) : "")}
                errors={fieldErrors(result, "report_type_id")}
                required
              >
                <option value="">{t("instant.servicePlaceholder")}</option>
                {services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name}
                  </option>
                ))}
              </SelectField>
              <TextAreaField
                label={t("instant.comment")}
                name="comment"
                maxLength={2000}
                rows={3}
                defaultValue={typedValue(result, "comment")}
                errors={fieldErrors(result, "comment")}
              />
              <p>
                <Button type="submit">{t("instant.submit")}</Button>
              </p>
            </Form>
          ) : null}
        </>
      )}
    </>
  );
}
