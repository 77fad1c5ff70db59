// Booking drafts, saved at each step and resumed from the lastUnfinishedDemand cookie. An anonymous
// draft opens only with the key its creation answered (sent as `draft-key`, docs/decisions/804).
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";
import { studySchema } from "~/.server/platform/schemas";

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

const savedDraftSchema = unfinishedDemandSchema.extend({ key: z.string().optional() });

const keyHeader = (key: string | null | undefined) => (key ? { "draft-key": key } : undefined);

/**
 * Creates the draft (the answer's `key` is to keep: an anonymous draft opens only with it), or updates
 * it when `id` is given, with its `key` when the draft is anonymous.
 */
export function saveUnfinishedDemand(auth: PlatformAuth, input: UnfinishedDemandInput, key?: string | null) {
  return platformRequest(savedDraftSchema, {
    method: "POST",
    path: "/api/unfinished-demands",
    auth,
    json: input,
    headers: keyHeader(key),
  });
}

/**
 * Throws NotFoundError once the draft became a demand, or for an anonymous draft without its key;
 * UnauthorizedError/ForbiddenError when it is someone's and not the caller's.
 */
export function getUnfinishedDemand(auth: PlatformAuth, id: number, key?: string | null) {
  return platformRequest(unfinishedDemandSchema, { path: `/api/unfinished-demands/${id}`, auth, headers: keyHeader(key) });
}
