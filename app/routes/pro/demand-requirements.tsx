// /espace-pro/documents-demandes — the documents the current study asks its customers for, per report
// type (decision 1312): choose a service (a GET form: `?prestation=`), then edit its list, one
// document per line, in a plain form. For the study's members who may set them (`documents.require`:
// study admin, bailiff, lawyer, clerk); the others go back to the history. Each case of that service then
// shows the list on the customer's dossier, and the missing-documents warning until each one is sent.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { loadGuarded } from "~/.server/guards/demand";
import { requireProPage } from "~/.server/guards/pro-pages";
import { guardRedirect, HISTORY_PATH } from "~/.server/guards/redirects";
import { hasPermission } from "~/.server/guards/study-access";
import { getRequiredDocuments, setRequiredDocuments } from "~/features/demands/case-management-client.server";
import { PlatformError, ValidationError } from "~/.server/platform/errors";
import { getStudyReportTypes } from "~/.server/platform/report-types";
import cases from "~/locales/fr/cases.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, typedValue, type FormAnswer } from "~/features/forms/form-result";
import { ChoiceSelect } from "~/features/pro/choice-select";
import * as styles from "~/features/pro/pro.css";
import { reportTypeChoices } from "~/features/pro/report-type-choices";
import { withQuery } from "~/features/site/paths";
import { proPaths } from "~/features/pro/pro-paths";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/field";

const t = translator(cases);

export const meta: MetaFunction = () => [{ title: t("requirements.metaTitle") }, { name: "robots", content: "noindex" }];

const REQUIREMENTS_INTENT = "required-documents";

async function requireSetter(request: Request, context: LoaderFunctionArgs["context"]) {
  const { studyId, access } = await requireProPage("demands", request, context);
  if (!hasPermission(access, "documents.require")) throw guardRedirect(HISTORY_PATH);
  const reportTypes = reportTypeChoices(await loadGuarded(() => getStudyReportTypes(studyId, true)));
  return { studyId, reportTypes };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { studyId, reportTypes } = await requireSetter(request, context);
  const chosen = reportTypes.find((choice) => String(choice.id) === new URL(request.url).searchParams.get("prestation"));
  const documents = chosen ? await loadGuarded(() => getRequiredDocuments(context.platform, studyId, chosen.id)) : [];
  return {
    reportTypes: reportTypes.map((choice) => ({ id: choice.id, name: choice.name })),
    chosen: chosen ? { id: chosen.id, name: chosen.name } : null,
    documents: documents.map((document) => document.name).join("\n"),
  };
}

/** The textarea's lines, blank ones left out (the platform checks each: length, duplicates). */
export function documentLines(raw: FormDataEntryValue | null): string[] {
  return typeof raw === "string"
    ? raw
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { studyId, reportTypes } = await requireSetter(request, context);
  const form = await request.formData();
  const typed = typeof form.get("documents") === "string" ? String(form.get("documents")) : "";
  const answer = (message: string[], status: number) =>
    data<FormAnswer<typeof REQUIREMENTS_INTENT>>(
      {
        intent: REQUIREMENTS_INTENT,
        result: { status: "error", initialValue: { documents: typed }, error: { documents: message } },
      },
      { status },
    );
  const chosen = reportTypes.find((choice) => String(choice.id) === form.get("report_type_id"));
  if (!chosen) throw redirect(proPaths.proRequiredDocuments);
  const lines = documentLines(typed);
  try {
    await setRequiredDocuments(context.platform, studyId, chosen.id, lines);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error instanceof ValidationError) {
      // `documents.2` is the third line sent: say which line the message is about.
      const messages = Object.entries(error.fieldErrors).flatMap(([field, list]) => {
        const index = /^documents\.(\d+)$/.exec(field)?.[1];
        return list.map((message) =>
          index === undefined ? message : t("requirements.line", { line: Number(index) + 1, message }),
        );
      });
      return answer(messages.length ? messages : [error.message], 422);
    }
    return answer([t("errors.failed")], error.status >= 400 && error.status < 500 ? error.status : 503);
  }
  context.flash.add({ message: t("requirements.saved") });
  return redirect(withQuery(proPaths.proRequiredDocuments, { prestation: chosen.id }));
}

export default function RequiredDocumentsPage() {
  const { reportTypes, chosen, documents } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  return (
    <>
      <h1 className={styles.title}>{t("requirements.title")}</h1>
      <p>{t("requirements.intro")}</p>
      <Form method="get" className={styles.section}>
        <ChoiceSelect
          id="prestation"
          label={t("requirements.reportType")}
          name="prestation"
          emptyLabel={t("requirements.chooseReportType")}
          choices={reportTypes}
          defaultValue={chosen ? String(chosen.id) : ""}
          required
        />
        <Button type="submit" variant="outline">
          {t("requirements.show")}
        </Button>
      </Form>
      {chosen ? (
        <Form method="post" className={styles.section} key={chosen.id}>
          <input type="hidden" name="report_type_id" value={chosen.id} />
          <TextAreaField
            id="documents-demandes"
            label={`${t("requirements.documents")} — ${chosen.name}`}
            description={t("requirements.documentsHelp")}
            name="documents"
            rows={8}
            defaultValue={typedValue(result, "documents", documents)}
            errors={fieldErrors(result, "documents")}
          />
          <Button type="submit">{t("requirements.submit")}</Button>
        </Form>
      ) : null}
    </>
  );
}
