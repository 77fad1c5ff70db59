// /espace-pro/etude/{slug}/justificatifs-pro (pro-side §2 study settings' child, §7 `professional-document`
// requirements GET, POST, `upload/{id}` DELETE): the credentials the platform asks of a professional, each
// with the files they sent, one upload form per requirement (checked by content by the platform) and a
// delete button per file. Hidden from, and closed to, users authorised by the document-signing capability.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import {
  deleteProfessionalDocument,
  listProfessionalDocuments,
  uploadProfessionalDocument,
} from "~/features/study-settings/study-admin-client.server";
import { FILE_TOO_LARGE, isMultipart, readUploadForm } from "~/.server/upload-form";
import text from "~/locales/fr/study-settings.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, type FormAnswer } from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { formatLongDay } from "~common/paris-time";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { refusedCall } from "~/features/study-settings/platform-answer.server";
import { requireStudySettings } from "~/features/study-settings/study-settings.server";

const t = translator(text);
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const meta: MetaFunction = () => [{ title: t("documents.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, study } = await requireStudySettings("justificatifs-pro", request, context, params.slug);
  const requirements = await listProfessionalDocuments(auth, study.id);
  return {
    requirements: requirements.map((requirement) => ({
      id: requirement.id,
      label: requirement.label,
      uploads: requirement.uploads.map((upload) => ({
        id: upload.id,
        name: upload.original_name,
        date: formatLongDay(upload.created_at),
      })),
    })),
  };
}

type DocumentAnswer = FormAnswer<string>;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, study } = await requireStudySettings("justificatifs-pro", request, context, params.slug);
  const back = proPaths.studySettings(study.slug, "justificatifs-pro");
  if (!isMultipart(request)) {
    const form = await request.formData();
    const uploadId = Number(form.get("upload_id"));
    if (!Number.isInteger(uploadId) || uploadId <= 0) throw redirect(back);
    try {
      await deleteProfessionalDocument(auth, study.id, uploadId);
    } catch (error) {
      refusedCall(error, t("documents.failed"));
      // Already gone: the list shows where things are.
      throw redirect(back);
    }
    context.flash.add({ message: t("documents.deleted") });
    return redirect(back);
  }
  const form = await readUploadForm(request, DOCUMENT_MAX_BYTES);
  const requirementId = Number(form.get("requirement_id"));
  const refuse = (message: string, status: number) =>
    data<DocumentAnswer>(
      { intent: `document-${requirementId}`, result: { status: "error", error: { file: [message] } } },
      { status },
    );
  const file = form.get("file");
  if (file === FILE_TOO_LARGE) return refuse(t("documents.tooLarge"), 413);
  if (!(file instanceof File) || file.size === 0) return refuse(t("documents.fileRequired"), 400);
  try {
    await uploadProfessionalDocument(auth, study.id, requirementId, file);
  } catch (error) {
    const refused = refusedCall(error, t("documents.failed"));
    return refuse(Object.values(refused.fieldErrors).flat()[0] ?? refused.formErrors[0] ?? t("documents.failed"), refused.status);
  }
  context.flash.add({ message: t("documents.sent") });
  return redirect(back);
}

export default function ProfessionalDocumentsPage() {
  const { requirements } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <h1 className={styles.title}>{t("documents.title")}</h1>
      <p>{t("documents.intro")}</p>
      <ul className={styles.cards}>
        {requirements.map((requirement) => {
          const result = answer?.intent === `document-${requirement.id}` ? answer.result : undefined;
          return (
            <li key={requirement.id} className={styles.section} aria-labelledby={`justificatif-${requirement.id}`}>
              <h2 id={`justificatif-${requirement.id}`} className={styles.sectionTitle}>
                {requirement.label}
              </h2>
              {requirement.uploads.length === 0 ? <p>{t("documents.none")}</p> : null}
              <ul className={styles.list}>
                {requirement.uploads.map((upload) => (
                  <li key={upload.id} className={styles.inline}>
                    <span>{t("documents.uploaded", { name: upload.name, date: upload.date })}</span>
                    <Form method="post">
                      <input type="hidden" name="upload_id" value={upload.id} />
                      <Button type="submit" variant="outline">
                        {t("documents.delete", { name: upload.name })}
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
              <Form method="post" encType="multipart/form-data" noValidate>
                <input type="hidden" name="requirement_id" value={requirement.id} />
                <TextField
                  id={`justificatif-fichier-${requirement.id}`}
                  label={t("documents.file", { label: requirement.label })}
                  name="file"
                  type="file"
                  accept="application/pdf,image/jpeg,image/png"
                  errors={fieldErrors(result, "file")}
                />
                <Button type="submit" variant="outline">
                  {t("documents.send")}
                </Button>
              </Form>
            </li>
          );
        })}
      </ul>
    </>
  );
}
