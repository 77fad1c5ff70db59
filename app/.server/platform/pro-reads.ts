// What the professional workspace reads from the platform (pro-side §7 "under bailiff/{id}"): the
// meetings waiting for confirmation, the meetings between two Paris days, the demands waiting to be
// planned or qualified, the study's demands with every filter, its members, one demand with its
// customer's contact, its meetings. `{studyId}` is the current study (the session's, sent as `study-id`).
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "./http";
import { meetingSchema } from "./schemas";
import { meetingItemSchema, memberSchema, pagedSchema, proDemandSchema, refusalTypeSchema } from "./pro-schemas";

const under = (studyId: number, path: string) => `/api/bailiff/${studyId}/${path}`;

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

/** Demands waiting for the study to plan or qualify them; `insta` keeps the video (instant) ones. */
export async function getPendingDemands(auth: PlatformAuth, studyId: number, insta: boolean) {
  const answer = await platformRequest(z.object({ data: z.array(proDemandSchema) }), {
    path: under(studyId, "demands/pending"),
    auth,
    query: { is_insta: insta ? 1 : 0 },
  });
  return answer.data;
}

/** The filters of the study's demands list (pro-side §7), each optional: ids as numbers, days as YYYY-MM-DD. */
export type StudyDemandFilters = Partial<
  Record<
    | "page"
    | "start_date"
    | "end_date"
    | "lastname"
    | "manager_id"
    | "operator_id"
    | "report_type"
    | "marking"
    | "partner_agent_id"
    | "demand_name"
    | "bailiff_id"
    | "pending",
    string | number
  >
>;

export function getStudyDemands(auth: PlatformAuth, studyId: number, filters: StudyDemandFilters) {
  return platformRequest(pagedSchema(proDemandSchema), { path: under(studyId, "demands"), auth, query: { ...filters } });
}

export async function getStudyMembers(auth: PlatformAuth, studyId: number) {
  return (await platformRequest(z.object({ data: z.array(memberSchema) }), { path: under(studyId, "members"), auth })).data;
}

export async function getDemandMeetings(auth: PlatformAuth, demandId: number) {
  return (await platformRequest(z.object({ data: z.array(meetingSchema) }), { path: `/api/demands/${demandId}/meetings`, auth }))
    .data;
}

/** The decline reasons (pro-side §3 "refusal types"): title, SMS text, value and the customer's message. */
export async function getRefusalTypeList(auth: PlatformAuth) {
  return (await platformRequest(z.object({ data: z.array(refusalTypeSchema) }), { path: "/api/refusal_types", auth })).data;
}
