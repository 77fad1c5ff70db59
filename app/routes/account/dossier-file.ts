// /dossier/{id}/fichiers/{fileId} — a case's file (a document the customer provided, the published
// report) downloaded through the app (decision 1302): the platform decides who may read it (the
// case's customer, its study's staff, its partner company) and reaches a file only through its own case;
// the app streams it on with safe headers of its own: always an attachment, a type among the ones the
// platform accepts (else a plain byte stream), never cached; the server adds `X-Content-Type-Options:
// nosniff` and the CSP to every response (server/security-headers.ts). Anyone else gets a 404, whatever
// the ids in the URL. A resource route: no layout, no JavaScript.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { validatedUser } from "~/.server/guards/account-pages";
import { demandIdParam } from "~/.server/guards/demand";
import { fetchCaseFile } from "~/features/demands/case-management-client.server";
import { downloadNotFound, streamedDownload } from "~/.server/streamed-download";
import { contentDisposition, safeContentType } from "~/features/demands/download-headers";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  validatedUser(request, context.session.user, { loginFirst: true });
  const demandId = demandIdParam(params.id);
  const fileId = demandIdParam(params.fileId);
  const upstream = await fetchCaseFile(context.platform, demandId, fileId);
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    // 401: the session's token is no longer accepted; the login page brings the user back here.
    if (upstream.status === 401) return context.platform.sessionExpired();
    return notFound();
  }
  return streamedDownload(upstream.body, upstream.headers, {
    "Content-Type": safeContentType(upstream.headers.get("Content-Type")),
    "Content-Disposition": contentDisposition(upstream.headers.get("Content-Disposition")),
  });
}

const notFound = () => downloadNotFound("Fichier introuvable.");
