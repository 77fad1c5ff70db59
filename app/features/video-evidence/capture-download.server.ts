// The common part of a capture's downloads for the study's staff: the session page's guard,
// the capture id from the path and the platform's access token from the query, the platform's answer
// streamed on only when it has one of the expected types, never cached; anything refused is a 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { demandIdParam } from "~/.server/guards/demand";
import { downloadNotFound, streamedDownload } from "~/.server/streamed-download";
import { fetchCaptureDownload } from "~/features/video-evidence/video-evidence-client.server";
import { requireSessionPage } from "./session-ref.server";

export interface CaptureDownload {
  what: Parameters<typeof fetchCaptureDownload>[1];
  /** The content types accepted from the platform, with the file extension each is saved under. */
  types: Record<string, string>;
  /** Inline (thumbnails) or attachment. */
  disposition(query: URLSearchParams): "inline" | "attachment";
}

export async function streamCaptureDownload({ request, params, context }: LoaderFunctionArgs, download: CaptureDownload) {
  await requireSessionPage(request, params, context);
  const captureId = demandIdParam(params.captureId);
  const query = new URL(request.url).searchParams;
  const token = query.get("access_token") ?? "";
  if (!/^[\w.-]{1,200}$/.test(token)) return notFound();
  const upstream = await fetchCaptureDownload(context.platform, download.what, captureId, token);
  const type = (upstream.headers.get("Content-Type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
  const extension = download.types[type];
  if (!upstream.ok || !upstream.body || !extension) {
    await upstream.body?.cancel();
    return notFound();
  }
  return streamedDownload(upstream.body, upstream.headers, {
    "Content-Type": type,
    "Content-Disposition": `${download.disposition(query)}; filename="capture-${captureId}.${extension}"`,
    "X-Content-Type-Options": "nosniff",
  });
}

const notFound = () => downloadNotFound("Capture introuvable.");
