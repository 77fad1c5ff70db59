// The meetings at the platform, as the study's staff read and change them (pro-side §2 "Meeting actions",
// §7 "under bailiff/{id}"): the meetings waiting for confirmation, the meetings between two Paris days,
// and each action on one meeting. Every action carries the status the form was rendered with
// (`expected_status`): the platform answers 409 `stale` when the meeting changed meanwhile, with a French
// sentence saying what it is now (the refusal policy, features/forms/refusal.server.ts, shows it).
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";
import { demandSchema, meetingSchema, type Meeting } from "~/.server/platform/schemas";
import { meetingItemSchema, pagedSchema } from "~/.server/platform/pro-schemas";

const under = (studyId: number, path: string) => `/api/bailiff/${studyId}/${path}`;

const meetingAnswer = z.object({
  meeting: meetingSchema,
  demand: demandSchema,
  // A constat dated outside legal hours (a warning, decision 1401); absent from older platforms.
  legal_hours_warning: z.string().nullable().default(null),
});
export type MeetingAnswer = z.infer<typeof meetingAnswer>;

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

/** « Marquer absent »: the customer did not come to a meeting that has started (docs/decisions/3910). */
export const markCustomerAbsent = (auth: PlatformAuth, target: MeetingTarget) => mutateMeeting(auth, target, "PUT", "no-show");

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

export function getPendingMeetings(auth: PlatformAuth, studyId: number, page = 1) {
  return platformRequest(pagedSchema(meetingItemSchema), { path: under(studyId, "meetings/pending"), auth, query: { page } });
}

export interface MeetingsBetween {
  /** Paris days, YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
  marking?: "inprogress" | "completed";
  page?: number;
  bailiffId?: number;
}

export function getMeetingsBetween(auth: PlatformAuth, studyId: number, asked: MeetingsBetween) {
  return platformRequest(pagedSchema(meetingItemSchema), {
    path: under(studyId, "meetings"),
    auth,
    query: {
      start_date: asked.startDate,
      end_date: asked.endDate,
      marking: asked.marking,
      page: asked.page,
      bailiff_id: asked.bailiffId,
    },
  });
}
