// /parametres/mes-donnees/telechargement (docs/decisions/3010): the ZIP of everything the platform holds
// about the signed-in user, streamed on as the platform writes it, always as an attachment, never cached.
// A resource route: a plain link downloads it, with or without JavaScript.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { validatedUser } from "~/.server/guards/account-pages";
import { fetchPersonalDataExport } from "~/features/personal-data/personal-data-client.server";
import { PlatformUnavailableError } from "~/.server/platform/errors";
import { streamedDownload } from "~/.server/streamed-download";

/** The platform's own name for the archive (« constat-rdv-donnees-personnelles-2026-11-27.zip »), or this one. */
const ARCHIVE_NAME = /^attachment; filename="constat-rdv-donnees-personnelles-\d{4}-\d\d-\d\d\.zip"/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  validatedUser(request, context.session.user, { loginFirst: true });
  const upstream = await fetchPersonalDataExport(context.platform);
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    // 401: the session's token is no longer accepted; the login page brings the user back here.
    if (upstream.status === 401) return context.platform.sessionExpired();
    throw new PlatformUnavailableError(upstream.status, `Personal data export answered ${upstream.status}`, "bad_response");
  }
  const named = ARCHIVE_NAME.exec(upstream.headers.get("Content-Disposition") ?? "")?.[0];
  return streamedDownload(upstream.body, upstream.headers, {
    "Content-Type": "application/zip",
    "Content-Disposition": named ?? 'attachment; filename="constat-rdv-donnees-personnelles.zip"',
  });
}
