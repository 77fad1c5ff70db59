// /espace-pro/dossiers/{id}/visio/{meetingId}/captures/{captureId}?access_token=… — a capture's image
// for the study's staff (issue 15, part B): the session is checked here (the workspace's rules), the
// platform checks the short-lived access token it issued with the capture list; the image is streamed on
// as PNG or JPEG only, never cached, inline for thumbnails or as an attachment with `telecharger=1`.
// Anything refused is a 404. A resource route: no layout, no JavaScript.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchCaptureImage } from "~/features/video-evidence/video-evidence-client.server";
import { demandIdParam } from "~/.server/guards/demand";
import { requireSessionPage } from "./session-ref.server";

const IMAGE_TYPES = new Set(["image/png", "image/jpeg"]);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireSessionPage(request, params, context);
  const captureId = demandIdParam(params.captureId);
  const query = new URL(request.url).searchParams;
  const token = query.get("access_token") ?? "";
  if (!/^[\w.-]{1,200}$/.test(token)) return notFound();
  const upstream = await fetchCaptureImage(context.platform, captureId, token);
  const type = (upstream.headers.get("Content-Type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (!upstream.ok || !upstream.body || !IMAGE_TYPES.has(type)) {
    await upstream.body?.cancel();
    return notFound();
  }
  const extension = type === "image/png" ? "png" : "jpg";
  const disposition = query.get("telecharger") === "1" ? "attachment" : "inline";
  const headers = new Headers({
    "Content-Type": type,
    "Content-Disposition": `${disposition}; filename="capture-${captureId}.${extension}"`,
    "Cache-Control": "private, no-store",
  });
  const length = upstream.headers.get("Content-Length");
  if (length && /^\d+$/.test(length)) headers.set("Content-Length", length);
  return new Response(upstream.body, { status: 200, headers });
}

function notFound() {
  return new Response("Capture introuvable.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
