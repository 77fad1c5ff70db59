// Sending a document the dossier is missing (customer-side §2.6 "upload the missing ones", pro-side §7
// `POST users/documents {user_demand_document_id}`). The embedded platform does not take documents yet:
// this calls the contract it is asked to add (docs/decisions/606-platform-gaps.md).
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "../platform/http";

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export function uploadDemandDocument(auth: PlatformAuth, demandId: number, documentId: string, file: Blob, fileName: string) {
  const form = new FormData();
  form.append("user_demand_document_id", documentId);
  form.append("demand_id", String(demandId));
  form.append("file", file, fileName);
  return platformRequest(z.object({}).passthrough(), {
    method: "POST",
    path: "/api/users/documents",
    auth,
    multipart: form,
    timeoutMs: 60_000,
  });
}
