// Reading a case's file form (the customer's documents, the study's report): the file is kept in memory
// up to `maxBytes`; a larger one is read to its end and dropped, its field then holding FILE_TOO_LARGE,
// so the form's other fields (which document, the case's version) survive and the page can say "too
// large" next to the right field instead of losing the whole form. No file chosen gives "".
import {
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";

export const FILE_TOO_LARGE = "__file-too-large__";

/** Text fields: small, as any form's. */
const TEXT_FIELD_MAX_BYTES = 64 * 1024;

function limitedFileHandler(maxBytes: number): UploadHandler {
  return async ({ filename, contentType, data }) => {
    if (filename === undefined) return undefined;
    const chunks: BlobPart[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= maxBytes) chunks.push(new Uint8Array(chunk));
    }
    if (size > maxBytes) return FILE_TOO_LARGE;
    if (filename === "" && size === 0) return "";
    return new File(chunks, filename, { type: contentType });
  };
}

export function readCaseFileForm(request: Request, maxBytes: number): Promise<FormData> {
  return unstable_parseMultipartFormData(
    request,
    unstable_composeUploadHandlers(
      limitedFileHandler(maxBytes),
      unstable_createMemoryUploadHandler({ maxPartSize: TEXT_FIELD_MAX_BYTES }),
    ),
  );
}

/** The posted form, multipart or not. */
export function readCaseForm(request: Request, maxBytes: number): Promise<FormData> {
  const multipart = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
  return multipart ? readCaseFileForm(request, maxBytes) : request.formData();
}
