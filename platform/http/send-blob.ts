// Sends a stored file, whichever backend holds it, with the headers every file of the platform gets: its
// type as the platform sniffed it at upload, nosniff, how the browser is to show it, and whether it may be
// cached. The bytes are piped as the store reads them (chunk by chunk from PostgreSQL), never whole. A
// stored name never names other bytes (decision 2001), so it is the ETag, and a revalidation is a 304.
import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import { notFound } from "../domain/errors";
import type { BlobFolder } from "../files/blob-store";

export interface SendBlobOptions {
  contentType: string;
  /** The Content-Disposition: `attachmentOf(name)`, or `inline; filename="…"`. */
  disposition: string;
  /** `public`: the same for everyone and never changing (logos, avatars); `private`: never kept. */
  cache: "public" | "private";
  /** Further headers, e.g. a sandboxing Content-Security-Policy. */
  headers?: Record<string, string>;
  /** The 404's message when the file is not there. */
  missing?: string;
}

const CACHE_CONTROL = { public: "public, max-age=86400, immutable", private: "private, no-store" };

/** A header parameter value (RFC 5987): percent-encoded UTF-8, quotes and parentheses included. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** Always downloaded, under the user's own name (« Pièce d'identité.pdf ») with an ASCII fallback. */
export function attachmentOf(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

export async function sendBlob(req: Request, res: Response, folder: BlobFolder, storedName: string, options: SendBlobOptions) {
  const blob = await folder.open(storedName);
  if (!blob) throw notFound(options.missing ?? "Fichier introuvable.");
  res.set({
    "Content-Type": options.contentType,
    "Content-Length": String(blob.size),
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": options.disposition,
    "Cache-Control": CACHE_CONTROL[options.cache],
    ETag: `"${storedName}"`,
    ...options.headers,
  });
  if (req.fresh || req.method === "HEAD") {
    blob.stream.destroy();
    res.status(req.fresh ? 304 : 200).end();
    return;
  }
  try {
    await pipeline(blob.stream, res);
  } catch (error) {
    // A client that went away is no fault; a file that broke mid-way is, and its response is cut short.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
      console.warn(`Fichier ${storedName} interrompu : ${(error as Error).message}`);
    }
  }
}
