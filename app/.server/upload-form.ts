// Reading a form that carries a file (the avatar, a dossier's documents): kept in memory up to
// `maxBytes` per part; a larger file is the caller's "too large" message, never a 500.
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";

export const TOO_LARGE = "too-large";

export async function readUploadForm(request: Request, maxBytes: number): Promise<FormData | typeof TOO_LARGE> {
  try {
    return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: maxBytes }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return TOO_LARGE;
    throw error;
  }
}

export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}
