// Reading a case's form (the customer's documents, the study's report, a call's captures): a multipart
// one through the upload reader (files on disk, a file over `maxBytes` marked FILE_TOO_LARGE so the other
// fields survive: ../upload-form.ts), any other as it is.
import { isMultipart, readUploadForm } from "~/.server/upload-form";

export { FILE_TOO_LARGE } from "~/.server/upload-form";

/** The posted form, multipart or not. */
export function readCaseForm(request: Request, maxBytes: number): Promise<FormData> {
  return isMultipart(request) ? readUploadForm(request, maxBytes) : request.formData();
}
