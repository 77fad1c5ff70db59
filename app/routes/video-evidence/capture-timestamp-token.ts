// /espace-pro/dossiers/{id}/visio/{meetingId}/captures/{captureId}/horodatage?access_token=… — a
// stamped capture's RFC 3161 token as a `.tsr` file (decision 1530), for the same people and
// with the same access token as its image, so that anyone it is handed to can check it with
// `openssl ts -verify -in capture-N.tsr -data capture-N.png -CAfile <certificat de l'autorité>`.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { streamCaptureDownload } from "~/features/video-evidence/capture-download.server";

export const loader = (args: LoaderFunctionArgs) =>
  streamCaptureDownload(args, {
    what: "timestampToken",
    types: { "application/timestamp-reply": "tsr" },
    disposition: () => "attachment",
  });
