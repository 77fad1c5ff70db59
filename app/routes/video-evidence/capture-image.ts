// /espace-pro/dossiers/{id}/visio/{meetingId}/captures/{captureId}?access_token=… — a capture's image
// for the study's staff (part B): the session is checked here (the workspace's rules), the
// platform checks the short-lived access token it issued with the capture list; the image is streamed on
// as PNG or JPEG only, never cached, inline for thumbnails or as an attachment with `telecharger=1`.
// Anything refused is a 404. A resource route: no layout, no JavaScript.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { streamCaptureDownload } from "~/features/video-evidence/capture-download.server";

export const loader = (args: LoaderFunctionArgs) =>
  streamCaptureDownload(args, {
    what: "image",
    types: { "image/png": "png", "image/jpeg": "jpg" },
    disposition: (query) => (query.get("telecharger") === "1" ? "attachment" : "inline"),
  });
