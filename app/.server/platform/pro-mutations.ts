// The professional's actions on meetings and demands (pro-side §2 "Meeting actions", §7). Each meeting
// mutation carries the status the form was rendered with (`expected_status`): the platform answers 409
// `stale` when the meeting changed meanwhile, with a French sentence saying what it is now.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "./http";
import { demandSchema, meetingSchema, type Meeting } from "./schemas";

const under = (studyId: number, path: string) => `/api/bailiff/${studyId}/${path}`;

const meetingAnswer = z.object({
  meeting: meetingSchema,
  demand: demandSchema,
  // A constat dated outside legal hours (a warning, decision 1401); absent from older platforms.
  legal_hours_warning: z.string().nullable().default(null),
});
const demandAnswer = z.object({ demand: demandSchema });

/** Which meeting, in which study, and the status the form saw. */
export interface MeetingTarget {
  studyId: number;
  meetingId: number;
  expectedStatus: Meeting["status"];
  /** The form's key: a confirmation or a move posted twice is made once (docs/decisions/3630). */
  idempotencyKey?: string;
}

function mutateMeeting(
  auth: PlatformAuth,
  target: MeetingTarget,
  method: "POST" | "PUT",
  action: string,
  body: Record<string, unknown> = {},
) {
  return platformRequest(meetingAnswer, {
    method,
    path: under(target.studyId, `meetings/${target.meetingId}/${action}`),
    auth,
    json: { ...body, expected_status: target.expectedStatus },
    // The platform takes keys on its creating POSTs only (docs/decisions/3631).
    idempotencyKey: method === "POST" ? target.idempotencyKey : undefined,
  });
}

/** Confirms the meeting on one of its proposed slots. */
export const confirmMeeting = (auth: PlatformAuth, target: MeetingTarget, slotId: number) =>
  mutateMeeting(auth, target, "POST", "confirm", { slot_id: slotId });

export const completeMeeting = (auth: PlatformAuth, target: MeetingTarget) => mutateMeeting(auth, target, "PUT", "complete");

export const declineMeeting = (auth: PlatformAuth, target: MeetingTarget, refusalTypeId: number) =>
  mutateMeeting(auth, target, "POST", "decline", { refusal_type_id: refusalTypeId });

/** A new date, "YYYY-MM-DD HH:mm" in Paris time; the meeting keeps its duration. */
export const updateMeetingDate = (auth: PlatformAuth, target: MeetingTarget, date: string) =>
  mutateMeeting(auth, target, "POST", "update-slot", { date });

/** Cancels; with `notify`, the customer is told the reason (`refusalTypeId`, then required). */
export const cancelMeeting = (auth: PlatformAuth, target: MeetingTarget, notify: boolean, refusalTypeId?: number) =>
  mutateMeeting(auth, target, "PUT", "cancel", notify ? { notify, refusal_type_id: refusalTypeId } : { notify });

/** The professional who carries out the meeting. */
export const assignMeetingOperator = (auth: PlatformAuth, target: MeetingTarget, operatorId: number) =>
  mutateMeeting(auth, target, "PUT", "operator-manager", { operator_id: operatorId });

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
