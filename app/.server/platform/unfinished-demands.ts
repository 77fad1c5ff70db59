// Booking drafts, saved at each step and resumed from the lastUnfinishedDemand cookie.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "./http";
import { studySchema } from "./schemas";

export interface UnfinishedDemandInput {
  id?: number;
  type?: string;
  study_id?: number;
  partner_id?: number;
  source?: string;
  status?: 1 | 2 | 3;
  bailiff_id?: number;
  report_type_id?: number;
  meeting_type?: "meeting" | "consultation";
  address?: string;
  latitude?: number;
  longitude?: number;
  slot?: { start: string; end: string } | null;
  new_booking?: boolean;
}

const unfinishedDemandSchema = z.object({
  id: z.number(),
  type: z.string().nullable(),
  studyId: z.number().nullable(),
  partnerId: z.number().nullable(),
  source: z.string().nullable(),
  status: z.number(),
  userId: z.number().nullable(),
  reportTypeId: z.number().nullable(),
  meetingType: z.enum(["meeting", "consultation"]).nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  slot: z.object({ start: z.string(), end: z.string() }).nullable(),
  bailiffId: z.number().nullable(),
  newBooking: z.boolean(),
  study: studySchema.nullable(),
  bailiff: z
    .object({
      id: z.number(),
      firstname: z.string(),
      lastname: z.string(),
      civility: z.number().nullable(),
      avatar: z.string().nullable(),
    })
    .nullable(),
  reportType: z
    .object({ id: z.number(), slug: z.string(), name: z.string(), type: z.string(), slot_duration: z.number() })
    .nullable(),
});
export type UnfinishedDemand = z.infer<typeof unfinishedDemandSchema>;

/** Creates the draft, or updates it when `id` is given. */
export function saveUnfinishedDemand(auth: PlatformAuth, input: UnfinishedDemandInput) {
  return platformRequest(unfinishedDemandSchema, { method: "POST", path: "/api/unfinished-demands", auth, json: input });
}

/** Throws NotFoundError once the draft became a demand; UnauthorizedError/ForbiddenError if not theirs. */
export function getUnfinishedDemand(auth: PlatformAuth, id: number) {
  return platformRequest(unfinishedDemandSchema, { path: `/api/unfinished-demands/${id}`, auth });
}
