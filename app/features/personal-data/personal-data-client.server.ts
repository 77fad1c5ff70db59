// A person's data in their hands (docs/decisions/3010–3012): the archive of everything the platform holds
// about the signed-in user (streamed on by the download route), the deletion of their account, and a
// study's retention of the video evidence no report uses. Answers parsed at the boundary.
import { z } from "zod";
import { platformDownload, platformRequest, type PlatformAuth } from "~/.server/platform/http";

/** An archive may be large and the browser slow: the download has ten minutes, not the usual one. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export const fetchPersonalDataExport = (auth: PlatformAuth): Promise<Response> =>
  platformDownload(auth, "/api/personal-data/export", EXPORT_TIMEOUT_MS);

/** Deletes the signed-in user's account; `email` is their confirmation (the platform compares it). */
export const deleteOwnAccount = (auth: PlatformAuth, email: string) =>
  platformRequest(z.object({ result: z.enum(["deleted", "already_deleted"]) }), {
    method: "DELETE",
    path: "/api/personal-data/account",
    auth,
    json: { email },
  });

const retentionSchema = z.object({ capture_days: z.number(), position_days: z.number() });
export type RetentionSettings = z.infer<typeof retentionSchema>;

export const readRetentionSettings = async (auth: PlatformAuth, studyId: number) =>
  (
    await platformRequest(z.object({ data: retentionSchema }), {
      path: `/api/admin/${studyId}/data-retention`,
      auth: { ...auth, studyId },
    })
  ).data;

export const saveRetentionSettings = (auth: PlatformAuth, studyId: number, settings: RetentionSettings) =>
  platformRequest(z.object({ data: retentionSchema }), {
    method: "PUT",
    path: `/api/admin/${studyId}/data-retention`,
    auth: { ...auth, studyId },
    json: settings,
  });
