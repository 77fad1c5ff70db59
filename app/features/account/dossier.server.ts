// The mutations of the dossier page (/dossier/{id}, customer-side §2.6): each form posts an `intent`
// and the action hands it to one function here. Each answers a FormAnswer (a field error, 400) or a
// redirect back to the dossier with a flash alert, success or the catalogue's failure message.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { cancelDemandSchema } from "~/features/account/schemas.server";
import { cancelDemand } from "~/.server/platform/demands";
import { removeCaseDocument, uploadCaseDocument } from "~/features/demands/case-management-client.server";
import { FILE_TOO_LARGE, readCaseForm } from "~/features/demands/case-upload-form.server";
import { PlatformError, ValidationError } from "~/.server/platform/errors";
import type { Demand } from "~/.server/platform/schemas";
import type { RequestContext } from "~/.server/request-context";
import { dossier } from "~/locales/fr/account-demands.json";
import cases from "~/locales/fr/cases.json";
import { translator } from "~/i18n/translator";
import { DOSSIER_INTENTS, type DossierIntent } from "~/features/account/dossier-intents";
import { CASE_FILE_MAX_BYTES, type REMOVE_DOCUMENT_INTENT } from "~/features/demands/case-intents";
import { fileName } from "~/features/demands/file-name";
import type { FormAnswer } from "~/features/forms/form-result";
import { paths } from "~/features/site/paths";

const t = translator({ dossier, cases });

type DossierContext = Pick<RequestContext, "platform" | "flash">;

/** Back to the dossier with an alert: the page shows the demand as the platform now has it. */
function backToDossier(context: DossierContext, demand: Demand, alert: { message: string; type?: "error" }) {
  context.flash.add(alert);
  return redirect(paths.dossier(demand.id));
}

/** The posted form: multipart for the document upload (a file over 10 Mo becomes FILE_TOO_LARGE), else url-encoded. */
export function readDossierForm(request: Request): Promise<FormData> {
  return readCaseForm(request, CASE_FILE_MAX_BYTES);
}

/** Cancels the demand once the box is ticked; a platform refusal is the catalogue's 'cannot-cancel'. */
export async function cancelDossierDemand(context: DossierContext, demand: Demand, formData: FormData) {
  const submission = parseWithZod(formData, { schema: cancelDemandSchema });
  if (submission.status !== "success") {
    return data<FormAnswer<DossierIntent>>({ intent: DOSSIER_INTENTS.cancel, result: submission.reply() }, { status: 400 });
  }
  try {
    await cancelDemand(context.platform, demand.id);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return backToDossier(context, demand, { message: t("dossier.cannot-cancel"), type: "error" });
  }
  return backToDossier(context, demand, { message: t("dossier.canceled") });
}

/** The answer about one document's form: its errors shown next to that document's file field. */
export type DocumentAnswer = FormAnswer<DossierIntent | typeof REMOVE_DOCUMENT_INTENT, { documentId: string }>;

function documentError(intent: DocumentAnswer["intent"], documentId: string, message: string, status: number) {
  return data<DocumentAnswer>(
    {
      intent,
      data: { documentId },
      result: { status: "error", initialValue: { document_id: documentId }, error: { file: [message] } },
    },
    { status },
  );
}

/** Sends one of the documents the dossier asks for: checked here (chosen, not empty, ≤ 10 Mo), sniffed by the platform. */
export async function uploadDossierDocument(context: DossierContext, demand: Demand, formData: FormData) {
  const intent = DOSSIER_INTENTS.uploadDocument;
  const file = formData.get("file");
  const documentId = formData.get("document_id");
  if (typeof documentId !== "string" || !/^\d{1,9}$/.test(documentId)) {
    return backToDossier(context, demand, { message: t("cases.errors.unknownDocument"), type: "error" });
  }
  if (file === FILE_TOO_LARGE) return documentError(intent, documentId, t("cases.errors.fileTooLarge"), 413);
  if (!(file instanceof Blob) || (file.size === 0 && !fileName(file))) {
    return documentError(intent, documentId, t("cases.errors.fileMissing"), 400);
  }
  if (file.size === 0) return documentError(intent, documentId, t("cases.errors.fileEmpty"), 400);
  try {
    await uploadCaseDocument(context.platform, demand.id, Number(documentId), file, fileName(file) || "document");
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    // Not a PDF, a JPEG or a PNG by its content; a requirement of another case; the limit: the platform's sentence.
    if (error instanceof ValidationError) {
      const message = error.fieldErrors.file?.[0] ?? Object.values(error.fieldErrors).flat()[0] ?? error.message;
      return documentError(intent, documentId, message, 422);
    }
    if (error.status === 413) return documentError(intent, documentId, t("cases.errors.fileTooLarge"), 413);
    if (error.status === 409) return documentError(intent, documentId, error.message, 409);
    return backToDossier(context, demand, { message: t("dossier.uploadFailed"), type: "error" });
  }
  return backToDossier(context, demand, { message: t("dossier.uploaded") });
}

/** Removes one of the customer's documents (the platform checks it is of that requirement of that case). */
export async function removeDossierDocument(context: DossierContext, demand: Demand, formData: FormData) {
  const requirementId = Number(formData.get("document_id"));
  const fileId = Number(formData.get("file_id"));
  if (!Number.isInteger(requirementId) || requirementId <= 0 || !Number.isInteger(fileId) || fileId <= 0) {
    return backToDossier(context, demand, { message: t("cases.customer.removeFailed"), type: "error" });
  }
  try {
    await removeCaseDocument(context.platform, demand.id, requirementId, fileId);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const message = error.status === 409 ? error.message : t("cases.customer.removeFailed");
    return backToDossier(context, demand, { message, type: "error" });
  }
  return backToDossier(context, demand, { message: t("cases.customer.removed") });
}
