// What a case's file really is, from its bytes: the client's name and type are never
// trusted. PDF, JPEG and PNG only; a program renamed ".pdf" is not a PDF.
import { fileTypeFromBuffer } from "file-type";

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const DOCUMENT_TYPES = new Map([
  ["pdf", "application/pdf"],
  ["jpg", "image/jpeg"],
  ["png", "image/png"],
]);

interface SniffedType {
  extension: string;
  contentType: string;
}

/** The type of these bytes if it is one of `accepted` (extensions), else null. */
export async function sniffDocument(buffer: Buffer, accepted: readonly string[] = [...DOCUMENT_TYPES.keys()]) {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !accepted.includes(detected.ext)) return null;
  const contentType = DOCUMENT_TYPES.get(detected.ext);
  return contentType ? ({ extension: detected.ext, contentType } satisfies SniffedType) : null;
}

/** The client's file name as it may be shown back: no path, no control characters, not too long. */
export function displayName(name: string | undefined, fallback: string): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((char) => {
      const code = char.codePointAt(0)!;
      return code >= 0x20 && code !== 0x7f && char !== '"';
    })
    .join("")
    .trim()
    .slice(0, 200);
  return clean || fallback;
}
