// The headers the app sends a case's file with: whatever the platform or the uploader said,
// the browser gets an attachment named safely and a type among the ones a case file may have.
const CASE_FILE_TYPES = new Set(["application/pdf", "image/jpeg", "image/png"]);

/** The upstream type when it is one a case file may have, else a plain byte stream. */
export function safeContentType(upstream: string | null): string {
  const type = (upstream ?? "").split(";", 1)[0]!.trim().toLowerCase();
  return CASE_FILE_TYPES.has(type) ? type : "application/octet-stream";
}

/** The file's name from the upstream Content-Disposition (RFC 5987 first), "document" without one. */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return "document";
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(disposition) ?? /filename\s*=\s*([^;]+)/i.exec(disposition);
  return plain?.[1]?.trim() || "document";
}

const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** Always an attachment; the name without path, quotes or control characters, in ASCII and in UTF-8. */
export function contentDisposition(upstream: string | null): string {
  const name =
    fileNameOf(upstream)
      .replace(/^.*[\\/]/, "")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .slice(0, 200) || "document";
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}
