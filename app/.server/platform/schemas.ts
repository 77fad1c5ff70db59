// The shapes the platform answers with (spec customer-side §3, pro-side §3), shared by the resource
// modules. Parsing strips unknown keys, so a platform adding fields never breaks the app.
import { z } from "zod";
import { MEETING_STATUSES } from "~common/statuses";

const roleSchema = z.object({ name: z.string(), permissions: z.array(z.string()) });

export const studySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(["study", "partner", "affiliate"]),
  profession: z.enum(["bailiff", "lawyer"]),
  siret: z.string().nullable(),
  logo: z.string().nullable(),
  full_address: z.string(),
  city: z.string(),
  postcode: z.string(),
  address_lat: z.number(),
  address_lon: z.number(),
  subscribed: z.boolean(),
  showBadges: z.boolean(),
  fullyConnected: z.boolean(),
  noMeeting: z.boolean(),
});
export type Study = z.infer<typeof studySchema>;

const userStudySchema = studySchema.extend({
  job_name: z.string().nullable(),
  roles: z.array(roleSchema),
  /** What the user may do in this study, as the platform decides (common/permissions.ts). */
  permissions: z.array(z.string()),
  /** The roles this user's invitations into the study may give (decision 1804); none where they may not invite. */
  invitable_roles: z.array(z.string()).default([]),
});

export const userSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  civility: z.number().nullable(),
  nationality: z.string().nullable(),
  address: z.string().nullable(),
  avatar: z.string().nullable(),
  color: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  verified: z.boolean(),
  isFullyRegistered: z.boolean(),
  isBailiff: z.boolean(),
  isBailiffVerified: z.boolean(),
  isClerk: z.boolean(),
  profession: z.enum(["bailiff", "lawyer"]).nullable(),
  onboarding: z.object({ vc_validated: z.boolean() }),
  roles: z.array(roleSchema),
  /** What the user may do in the current study: the menus, guards and buttons ask these, never a role. */
  permissions: z.array(z.string()),
  currentStudyId: z.number().nullable(),
  studies: z.array(userStudySchema),
  bailiffStudies: z.array(userStudySchema),
  defaultStudy: userStudySchema.nullable(),
  cronofy_access_token: z.string().nullable(),
  cronofy_sub: z.string().nullable(),
  seniority: z.number().nullable(),
});
export type User = z.infer<typeof userSchema>;

const priceSchema = z.object({ price: z.number(), visio: z.boolean(), type: z.enum(["fixed", "hour"]) });

const reportTypeBase = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(["meeting", "consultation", "recovery", "judgment"]),
  code: z.string(),
  icon: z.string().nullable(),
  enabled: z.boolean(),
  noMeeting: z.boolean(),
  visioEnabled: z.boolean(),
  slot_duration: z.number(),
  prices: z.array(priceSchema),
  parent: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
});
export const reportTypeSchema = reportTypeBase.extend({
  children: z.array(reportTypeBase.extend({ children: z.array(z.unknown()) })),
});
export type ReportType = z.infer<typeof reportTypeSchema>;

export const professionalSchema = z.object({
  id: z.number(),
  avatar: z.string().nullable(),
  roles: z.array(roleSchema),
  firstname: z.string(),
  lastname: z.string(),
  civility: z.number().nullable(),
  isClerk: z.boolean(),
  isReactive: z.boolean(),
  rank: z.number().int().min(1).max(4).nullable(),
  goodSuccessRate: z.boolean(),
  agenda_ready: z.boolean(),
  dronePilot: z.boolean(),
  seniority: z.number().nullable(),
});
export type Professional = z.infer<typeof professionalSchema>;

/** A constat's time outside legal hours carries the platform's warning (docs/decisions/3103); absent from older platforms. */
const legalHoursWarning = z.string().nullable().default(null);

export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  study_id: z.number(),
  participants: z.array(z.object({ sub: z.string(), bailiff_id: z.number() })),
  prices: z.array(priceSchema),
  legal_hours_warning: legalHoursWarning,
});
export type AvailableSlot = z.infer<typeof slotSchema>;

const statusModel = z.object({ name: z.string(), label: z.string(), color: z.string() });
const personSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  civility: z.number().nullable(),
  avatar: z.string().nullable(),
});
const reportTypeRef = z.object({ id: z.number(), slug: z.string(), name: z.string(), type: z.string(), noMeeting: z.boolean() });
const meetingSlotSchema = z.object({
  id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  legal_hours_warning: legalHoursWarning,
});

/**
 * What the caller may do with a demand ("cancel") or a meeting ("confirm", "complete", "decline",
 * "update_date", "cancel", "reschedule", "plan"): the platform decides, the app's buttons and guards read it.
 * Empty when an older platform does not say (then no action is offered).
 */
const allowedActions = z.array(z.string()).default([]);

export const meetingSchema = z.object({
  id: z.number(),
  status: z.enum(MEETING_STATUSES),
  statusModel,
  has_visio: z.boolean(),
  reportType: reportTypeRef,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  slots: z.array(meetingSlotSchema),
  selectedSlot: meetingSlotSchema.nullable(),
  operator: personSchema.nullable(),
  user: personSchema.nullable(),
  displayedFirstname: z.string().nullable(),
  displayedLastname: z.string().nullable(),
  route_token: z.string(),
  legal_hours_warning: legalHoursWarning,
  allowed_actions: allowedActions,
});
export type Meeting = z.infer<typeof meetingSchema>;

export const demandSchema = z.object({
  id: z.number(),
  title: z.string().nullable(),
  created_at: z.string(),
  marking: z.enum(["inprogress", "completed", "toqualify", "reportdone", "nofollowup"]),
  markingModel: statusModel,
  bill_status: z.enum(["notbilled", "partialpaid", "unpaid", "paid"]),
  billStatusModel: statusModel,
  report_type: reportTypeRef,
  meeting_type: z.enum(["meeting", "consultation"]),
  type: z.enum(["real", "visio"]),
  address: z.object({ text: z.string().nullable(), lat: z.number().nullable(), lng: z.number().nullable() }),
  study: studySchema,
  partner: studySchema.nullable(),
  route_token: z.string(),
  further_infos: z.string().nullable(),
  source: z.string().nullable(),
  user: personSchema.nullable(),
  operator: personSchema.nullable(),
  manager: personSchema.nullable(),
  canceled_at: z.string().nullable(),
  meetings: z.array(meetingSchema),
  report_type_documents: z.array(z.unknown()),
  user_documents: z.array(z.unknown()),
  videos: z.array(z.unknown()),
  allowed_actions: allowedActions,
});
export type Demand = z.infer<typeof demandSchema>;

export const messageSchema = z.object({ message: z.string() });
