// Case management at the platform (decisions 1301–1302): the case as the study's staff read it
// (its version, its lock, its internal comment, its documents and report), the named transitions, the
// case actions under `bailiff/{studyId}/demands/{id}/…`, the journal, the documents each report type
// asks for, the customer's uploads and the files' download. Every case action sends the version the
// form was rendered with (`expected_version`): a case changed meanwhile is 409 `stale`, a case locked by
// someone else 409 `locked`, each with the platform's French sentence.
import { z } from "zod";
import { platformDownload, platformRequest, type PlatformAuth } from "~/.server/platform/http";
import { proDemandSchema } from "~/.server/platform/pro-schemas";
import { demandSchema } from "~/.server/platform/schemas";

const under = (studyId: number, path: string) => `/api/bailiff/${studyId}/${path}`;

const requirementSchema = z.object({
  id: z.number(),
  name: z.string(),
  position: z.number().default(0),
  required: z.boolean().default(true),
  provided: z.boolean().default(false),
});

const caseFileSchema = z.object({
  id: z.number(),
  report_type_document_id: z.number().nullable(),
  name: z.string(),
  content_type: z.string(),
  size: z.number(),
  created_at: z.string(),
});

const reportSchema = z.object({
  id: z.number(),
  name: z.string(),
  content_type: z.string(),
  size: z.number(),
  published_at: z.string(),
});

const caseFields = {
  /** Null from a platform that does not version its cases: the forms then send no expected version. */
  version: z.number().nullable().default(null),
  locked_by: z.object({ id: z.number(), firstname: z.string(), lastname: z.string() }).nullable().default(null),
  locked_at: z.string().nullable().default(null),
  comment: z.string().nullable().optional(),
  report_type_documents: z.array(requirementSchema).default([]),
  user_documents: z.array(caseFileSchema).default([]),
  missing_documents: z.number().default(0),
  report: reportSchema.nullable().default(null),
};

/** A case as the study's staff read it. */
const proCaseSchema = proDemandSchema.extend(caseFields);
export type ProCase = z.infer<typeof proCaseSchema>;

/** A case as its customer reads it (no internal comment: the platform leaves it out). */
const customerCaseSchema = demandSchema.extend(caseFields);
export type CustomerCase = z.infer<typeof customerCaseSchema>;

const proCaseAnswer = z.object({ demand: proCaseSchema });

export function getProCase(auth: PlatformAuth, demandId: number) {
  return platformRequest(proCaseSchema, {
    path: `/api/demands/${demandId}`,
    auth,
    query: { need_manager: 1, need_operator: 1 },
  });
}

export function getCustomerCase(auth: PlatformAuth, demandId: number) {
  return platformRequest(customerCaseSchema, { path: `/api/demands/${demandId}`, auth });
}

const transitionSchema = z.object({ name: z.string(), label: z.string(), to: z.string() });
export type NamedTransition = z.infer<typeof transitionSchema>;

/** The named transitions the case's marking allows now (qualify, requalify, complete, reopen). */
export async function getCaseTransitions(auth: PlatformAuth, studyId: number, demandId: number) {
  return (
    await platformRequest(z.object({ marking: z.string(), data: z.array(transitionSchema) }), {
      path: under(studyId, `demands/${demandId}/transition`),
      auth,
    })
  ).data;
}

/** Which case, in which study, and the version the form saw. */
export interface CaseTarget {
  studyId: number;
  demandId: number;
  expectedVersion: number | null;
}

const expected = (target: Pick<CaseTarget, "expectedVersion">) =>
  target.expectedVersion === null ? {} : { expected_version: target.expectedVersion };

function caseAction(auth: PlatformAuth, target: CaseTarget, method: "POST" | "PUT", action: string, body = {}) {
  return platformRequest(proCaseAnswer, {
    method,
    path: under(target.studyId, `demands/${target.demandId}/${action}`),
    auth,
    json: { ...body, ...expected(target) },
  });
}

export const runTransition = (auth: PlatformAuth, target: CaseTarget, transition: string) =>
  caseAction(auth, target, "PUT", "transition", { transition });
export const lockCase = (auth: PlatformAuth, target: CaseTarget) => caseAction(auth, target, "POST", "lock");
export const unlockCase = (auth: PlatformAuth, target: CaseTarget) => caseAction(auth, target, "PUT", "unlock");
export const refuseCase = (auth: PlatformAuth, target: CaseTarget, refusalTypeId: number) =>
  caseAction(auth, target, "POST", "refuse", { refusal_type_id: refusalTypeId });
export const updateBillStatus = (auth: PlatformAuth, target: CaseTarget, billStatus: string) =>
  caseAction(auth, target, "POST", "update-billstatus", { bill_status: billStatus });
export const updateComment = (auth: PlatformAuth, target: CaseTarget, comment: string) =>
  caseAction(auth, target, "PUT", "comment", { comment });
export const changeMeetingMode = (auth: PlatformAuth, target: CaseTarget, mode: "visio" | "meeting") =>
  caseAction(auth, target, "POST", "change-type", { new_type: mode });
export const askForDocuments = (auth: PlatformAuth, target: CaseTarget) => caseAction(auth, target, "POST", "ask-documents");

/** Title and further information go through the demand's own path (the customer may change them too). */
function demandEdit(auth: PlatformAuth, target: Omit<CaseTarget, "studyId">, action: string, body: object) {
  return platformRequest(z.object({ demand: z.unknown() }), {
    method: "PUT",
    path: `/api/demands/${target.demandId}/${action}`,
    auth,
    json: { ...body, ...expected(target) },
  });
}

export const updateCaseTitle = (auth: PlatformAuth, target: CaseTarget, title: string) =>
  demandEdit(auth, target, "update-title", { title });
export const updateCaseFurtherInfos = (auth: PlatformAuth, target: CaseTarget, furtherInfos: string) =>
  demandEdit(auth, target, "update-further-infos", { further_infos: furtherInfos });

/** Publishes the case's report (a PDF): the case goes to `reportdone`, the customer is e-mailed. */
export function publishReport(auth: PlatformAuth, target: CaseTarget, file: Blob, fileName: string) {
  const form = new FormData();
  if (target.expectedVersion !== null) form.append("expected_version", String(target.expectedVersion));
  form.append("type", "report");
  form.append("file", file, fileName);
  return platformRequest(proCaseAnswer, {
    method: "POST",
    path: under(target.studyId, `demands/${target.demandId}/publish-drive-file`),
    auth,
    multipart: form,
    timeoutMs: 60_000,
  });
}

const caseEventSchema = z.object({
  id: z.number(),
  kind: z.string(),
  actor: z.object({ id: z.number(), firstname: z.string(), lastname: z.string() }).nullable(),
  summary: z.string(),
  visible_to_customer: z.boolean(),
  created_at: z.string(),
});
export type CaseEvent = z.infer<typeof caseEventSchema>;

/** The journal: every entry for the study's side, the entries meant for them for the customer. */
export async function getCaseEvents(auth: PlatformAuth, demandId: number) {
  return (await platformRequest(z.object({ data: z.array(caseEventSchema) }), { path: `/api/demands/${demandId}/events`, auth }))
    .data;
}

const requirementList = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });

/** The documents the study asks its customers for a report type. */
export async function getRequiredDocuments(auth: PlatformAuth, studyId: number, reportTypeId: number) {
  return (await platformRequest(requirementList, { path: under(studyId, `report-types/${reportTypeId}/documents`), auth })).data;
}

export async function setRequiredDocuments(auth: PlatformAuth, studyId: number, reportTypeId: number, labels: string[]) {
  return (
    await platformRequest(requirementList, {
      method: "PUT",
      path: under(studyId, `report-types/${reportTypeId}/documents`),
      auth,
      json: { documents: labels },
    })
  ).data;
}

/** Sends a document the case asks for (by its customer, or the study's staff). */
export function uploadCaseDocument(auth: PlatformAuth, demandId: number, requirementId: number, file: Blob, fileName: string) {
  const form = new FormData();
  form.append("demand_id", String(demandId));
  form.append("user_demand_document_id", String(requirementId));
  form.append("file", file, fileName);
  return platformRequest(z.object({ demand: z.unknown() }), {
    method: "POST",
    path: "/api/users/documents",
    auth,
    multipart: form,
    timeoutMs: 60_000,
  });
}

export function removeCaseDocument(auth: PlatformAuth, demandId: number, requirementId: number, fileId: number) {
  return platformRequest(z.object({ demand: z.unknown() }), {
    method: "DELETE",
    path: `/api/demands/${demandId}/upload/${requirementId}/${fileId}`,
    auth,
  });
}

/**
 * A case's file as the platform sends it (only to people who may read the case): the raw response, its
 * body streamed on by the app's download route. Errors stay responses (401, 403, 404) for the caller.
 */
export const fetchCaseFile = (auth: PlatformAuth, demandId: number, fileId: number): Promise<Response> =>
  platformDownload(auth, `/api/demands/${demandId}/files/${fileId}`);
