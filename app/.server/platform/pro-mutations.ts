// The professional's actions on a whole demand (pro-side §2, §7): its manager, a service added. The
// actions on one meeting live with the meetings (app/features/meetings/meetings-client.server.ts).
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "./http";
import { demandSchema } from "./schemas";

const under = (studyId: number, path: string) => `/api/bailiff/${studyId}/${path}`;

const demandAnswer = z.object({ demand: demandSchema });

/** The member of the study who manages the demand. */
export function assignDemandManager(auth: PlatformAuth, studyId: number, demandId: number, managerId: number) {
  return platformRequest(demandAnswer, {
    method: "PUT",
    path: under(studyId, `demands/${demandId}/operator-manager`),
    auth,
    json: { manager_id: managerId },
  });
}

/** Adds a service: a new meeting to plan for that report type (at once completed for a no-meeting one). */
export function addDemandService(
  auth: PlatformAuth,
  studyId: number,
  demandId: number,
  reportTypeId: number,
  idempotencyKey?: string,
) {
  return platformRequest(demandAnswer, {
    method: "POST",
    path: under(studyId, `demands/${demandId}/report-type`),
    auth,
    json: { report_type_id: reportTypeId },
    idempotencyKey,
  });
}
