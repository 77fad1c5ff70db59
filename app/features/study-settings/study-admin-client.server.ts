// The study admin's calls (pro-side §7 "Admin", under /api/admin/{studyId}), the invitation link
// (`studies/{id}/bailiff-invitation/{token}`) and a professional's documents and signature (under
// /api/bailiff/{studyId}): typed, their answers parsed at the boundary. Every call acts for the study of
// the page (its `study-id`), whatever the session's current study.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";

const admin = (studyId: number, path: string) => `/api/admin/${studyId}/${path}`;
const bailiff = (studyId: number, path: string) => `/api/bailiff/${studyId}/${path}`;
const asStudy = (auth: PlatformAuth, studyId: number): PlatformAuth => ({ ...auth, studyId });
const message = z.object({ message: z.string().optional() }).passthrough();

/** A member of a study as its admin (`active-members`) or a partner company's accounts (`accounts`) read it. */
export const studyAccountSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  job_name: z.string().nullable(),
  roles: z.array(z.string()),
});

const memberSchema = studyAccountSchema.extend({
  /** What the member may do in the study: tells its professionals (features/pro/study-professionals.ts). */
  permissions: z.array(z.string()).default([]),
  assigned_to_all: z.boolean(),
  assigned_bailiffs: z.array(z.number()),
});

const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});

const reportTypeSettingSchema = z.object({
  report_type_id: z.number(),
  name: z.string(),
  group: z.string().nullable(),
  visio_available: z.boolean(),
  enabled: z.boolean(),
  slot_duration: z.number(),
  batch: z.number().nullable(),
  time_limit: z.number().nullable(),
  price: z.number(),
  visio_price: z.number().nullable(),
  price_type: z.enum(["fixed", "hour"]),
  visio_enabled: z.boolean(),
});
export type ReportTypeSetting = z.infer<typeof reportTypeSettingSchema>;

const studyInformationSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  full_address: z.string(),
  postcode: z.string(),
  city: z.string(),
  address_lat: z.number(),
  address_lon: z.number(),
  siret: z.string().nullable(),
  logo: z.string().nullable(),
  consultation_duration: z.number(),
});
export type StudyInformation = z.infer<typeof studyInformationSchema>;

export const listActiveMembers = async (auth: PlatformAuth, studyId: number) =>
  (
    await platformRequest(z.object({ data: z.array(memberSchema) }), {
      path: admin(studyId, "active-members"),
      auth: asStudy(auth, studyId),
    })
  ).data;

export const setMemberRoles = (auth: PlatformAuth, studyId: number, memberId: number, roles: string[]) =>
  platformRequest(message, {
    method: "PUT",
    path: admin(studyId, "bailiff-management/roles"),
    auth: asStudy(auth, studyId),
    json: { bailiff_id: memberId, roles },
  });

export const removeMember = (auth: PlatformAuth, studyId: number, memberId: number) =>
  platformRequest(message, {
    method: "POST",
    path: admin(studyId, "bailiff-management/delete-bailiff"),
    auth: asStudy(auth, studyId),
    json: { bailiff_id: memberId },
  });

export const assignClerk = (auth: PlatformAuth, studyId: number, clerkId: number, bailiffs: number[]) =>
  platformRequest(message, {
    method: "PUT",
    path: admin(studyId, "clerk/assign"),
    auth: asStudy(auth, studyId),
    json: { clerk_id: clerkId, bailiffs },
  });

export const assignClerkToAll = (auth: PlatformAuth, studyId: number, clerkId: number, value: boolean) =>
  platformRequest(message, {
    method: "POST",
    path: admin(studyId, "assign-all-bailiffs"),
    auth: asStudy(auth, studyId),
    json: { clerk_id: clerkId, value },
  });

export const listInvitations = async (auth: PlatformAuth, studyId: number) =>
  (
    await platformRequest(z.object({ data: z.array(invitationSchema) }), {
      path: admin(studyId, "invitation"),
      auth: asStudy(auth, studyId),
    })
  ).data;

export const inviteMember = (
  auth: PlatformAuth,
  studyId: number,
  invitation: { email: string; role: string },
  idempotencyKey?: string,
) =>
  platformRequest(message, {
    method: "POST",
    path: admin(studyId, "invitation"),
    auth: asStudy(auth, studyId),
    json: { email: invitation.email, role_id: invitation.role },
    idempotencyKey,
  });

export const resendInvitation = (auth: PlatformAuth, studyId: number, invitationId: number) =>
  platformRequest(message, {
    method: "POST",
    path: admin(studyId, `invitation/${invitationId}/resend`),
    auth: asStudy(auth, studyId),
  });

export const deleteInvitation = (auth: PlatformAuth, studyId: number, invitationId: number) =>
  platformRequest(message, {
    method: "DELETE",
    path: admin(studyId, `invitation/${invitationId}`),
    auth: asStudy(auth, studyId),
  });

export const listReportTypeSettings = async (auth: PlatformAuth, studyId: number) =>
  (
    await platformRequest(z.object({ data: z.array(reportTypeSettingSchema) }), {
      path: admin(studyId, "all-report-types"),
      auth: asStudy(auth, studyId),
    })
  ).data;

export const updateReportTypeSetting = (
  auth: PlatformAuth,
  studyId: number,
  setting: Omit<ReportTypeSetting, "name" | "group" | "visio_available">,
) =>
  platformRequest(message, {
    method: "PUT",
    path: admin(studyId, "update-report-type"),
    auth: asStudy(auth, studyId),
    json: setting,
  });

export const readStudyInformation = async (auth: PlatformAuth, studyId: number) =>
  (
    await platformRequest(z.object({ data: studyInformationSchema }), {
      path: admin(studyId, "study"),
      auth: asStudy(auth, studyId),
    })
  ).data;

export const updateStudyInformation = (
  auth: PlatformAuth,
  studyId: number,
  input: Omit<StudyInformation, "id" | "slug" | "logo" | "consultation_duration">,
) => platformRequest(message, { method: "PUT", path: admin(studyId, "study"), auth: asStudy(auth, studyId), json: input });

export function uploadStudyLogo(auth: PlatformAuth, studyId: number, logo: File) {
  const form = new FormData();
  form.append("logo", logo, logo.name || "logo");
  return platformRequest(message, {
    method: "POST",
    path: admin(studyId, "study/logo"),
    auth: asStudy(auth, studyId),
    multipart: form,
  });
}

export const readConsultationDuration = async (auth: PlatformAuth, studyId: number) =>
  (
    await platformRequest(z.object({ data: z.object({ consultation_duration: z.number() }) }), {
      path: admin(studyId, "configuration/list"),
      auth: asStudy(auth, studyId),
    })
  ).data.consultation_duration;

export const setConsultationDuration = (auth: PlatformAuth, studyId: number, duration: number) =>
  platformRequest(message, {
    method: "PUT",
    path: admin(studyId, "consultation"),
    auth: asStudy(auth, studyId),
    json: { duration },
  });

export function uploadHandwrittenSignature(auth: PlatformAuth, studyId: number, image: File) {
  const form = new FormData();
  form.append("handwritten_signature", image, image.name || "signature");
  return platformRequest(message, {
    method: "POST",
    path: bailiff(studyId, "configuration"),
    auth: asStudy(auth, studyId),
    multipart: form,
  });
}

const requirementSchema = z.object({
  id: z.number(),
  label: z.string(),
  uploads: z.array(
    z.object({ id: z.number(), original_name: z.string(), content_type: z.string(), size: z.number(), created_at: z.string() }),
  ),
});

export const listProfessionalDocuments = async (auth: PlatformAuth, studyId: number) =>
  (
    await platformRequest(z.object({ data: z.array(requirementSchema) }), {
      path: bailiff(studyId, "professional-document/requirements"),
      auth: asStudy(auth, studyId),
    })
  ).data;

export function uploadProfessionalDocument(auth: PlatformAuth, studyId: number, requirementId: number, file: File) {
  const form = new FormData();
  form.append("requirement_id", String(requirementId));
  form.append("file", file, file.name || "document");
  return platformRequest(message, {
    method: "POST",
    path: bailiff(studyId, "professional-document"),
    auth: asStudy(auth, studyId),
    multipart: form,
  });
}

export const deleteProfessionalDocument = (auth: PlatformAuth, studyId: number, uploadId: number) =>
  platformRequest(message, {
    method: "DELETE",
    path: bailiff(studyId, `professional-document/upload/${uploadId}`),
    auth: asStudy(auth, studyId),
  });

const invitationViewSchema = z.object({
  study: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  email: z.string(),
  role: z.string(),
  expires_at: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** What an invitation link offers; 404 (forged) and 409 (expired, used) carry the French reason. */
export const readInvitation = async (studyId: number, token: string, auth: PlatformAuth = {}) =>
  (
    await platformRequest(z.object({ data: invitationViewSchema }), {
      path: `/api/studies/${studyId}/bailiff-invitation/${encodeURIComponent(token)}`,
      auth: { clientIp: auth.clientIp },
    })
  ).data;

export const acceptInvitation = async (auth: PlatformAuth, studyId: number, token: string) =>
  (
    await platformRequest(z.object({ data: invitationViewSchema }), {
      method: "POST",
      path: `/api/studies/${studyId}/bailiff-invitation/${encodeURIComponent(token)}`,
      auth,
    })
  ).data;
