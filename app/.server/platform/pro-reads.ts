// What the professional workspace reads from the platform (pro-side §7 "under bailiff/{id}"): the
// demands waiting to be planned or qualified, the study's demands with every filter, its members, the
// decline reasons (the meetings' reads live with the meetings: app/features/meetings/). `{studyId}` is the current study (the session's, sent as `study-id`).
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "./http";
import { memberSchema, pagedSchema, proDemandSchema, refusalTypeSchema } from "./pro-schemas";

const under = (studyId: number, path: string) => `/api/bailiff/${studyId}/${path}`;

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

/** The decline reasons (pro-side §3 "refusal types"): title, SMS text, value and the customer's message. */
export async function getRefusalTypeList(auth: PlatformAuth) {
  return (await platformRequest(z.object({ data: z.array(refusalTypeSchema) }), { path: "/api/refusal_types", auth })).data;
}
