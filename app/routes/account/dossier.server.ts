// The mutations of the dossier page (/dossier/{id}, customer-side §2.6): each form posts an `intent`
// and the action hands it to one function here. Each answers a FormAnswer (a field error, 400) or a
// redirect back to the dossier with a flash alert, success or the catalogue's failure message.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { DOCUMENT_MAX_BYTES, uploadDemandDocument } from "~/.server/account/demand-documents";
import { cancelDemandSchema } from "~/.server/account/schemas";
import { cancelDemand } from "~/.server/platform/demands";
import { PlatformError } from "~/.server/platform/errors";
import type { Demand } from "~/.server/platform/schemas";
import type { RequestContext } from "~/.server/request-context";
import { isMultipart, readUploadForm, type TOO_LARGE } from "~/.server/upload-form";
import { dossier } from "~/locales/fr/account-demands.json";
import { profile } from "~/locales/fr/account-profile.json";
import { translator } from "~/i18n/translator";
import { DOSSIER_INTENTS, type DossierIntent } from "~/features/account/dossier-intents";
import type { FormAnswer } from "~/features/account/form-result";
import { paths } from "~/features/site/paths";

const t = translator({ dossier, profile });

type DossierContext = Pick<RequestContext, "platform" | "flash">;

/** Back to the dossier with an alert: the page shows the demand as the platform now has it. */
function backToDossier(context: DossierContext, demand: Demand, alert: { message: string; type?: "error" }) {
  context.flash.add(alert);
  return redirect(paths.dossier(demand.id));
}

/** The posted form: multipart for the document upload (at most DOCUMENT_MAX_BYTES), else url-encoded. */
export function readDossierForm(request: Request): Promise<FormData | typeof TOO_LARGE> {
  return isMultipart(request) ? readUploadForm(request, DOCUMENT_MAX_BYTES) : request.formData();
}

/** A file too large to read: the upload's message, as for any refused upload. */
export function documentTooLarge(context: DossierContext, demand: Demand) {
  return backToDossier(context, demand, { message: t("profile.avatarTooLarge"), type: "error" });
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

/** Sends one of the documents the dossier is missing. */
export async function uploadDossierDocument(context: DossierContext, demand: Demand, formData: FormData) {
  const file = formData.get("file");
  const documentId = formData.get("document_id");
  if (!(file instanceof Blob) || file.size === 0 || typeof documentId !== "string" || !documentId) {
    return backToDossier(context, demand, { message: t("dossier.uploadFailed"), type: "error" });
  }
  const fileName = "name" in file && typeof file.name === "string" ? file.name : "document";
  try {
    await uploadDemandDocument(context.platform, demand.id, documentId, file, fileName);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return backToDossier(context, demand, { message: t("dossier.uploadFailed"), type: "error" });
  }
  return backToDossier(context, demand, { message: t("dossier.uploaded") });
}
