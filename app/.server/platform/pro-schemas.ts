// The shapes of the professional workspace's platform answers (docs/briefs contract of the workspace,
// pro-side §7 "under bailiff/{id}"): a demand as study staff read it (the customer's e-mail and phone
// added), a meeting with its demand, paged lists, the study's members.
import { z } from "zod";
import { demandSchema, meetingSchema } from "./schemas";

const customerSchema = demandSchema.shape.user
  .unwrap()
  .extend({ email: z.string().nullable().optional(), phone: z.string().nullable().optional() });

/** A demand as the study's staff read it: the customer's contact comes with it. */
export const proDemandSchema = demandSchema.extend({ user: customerSchema.nullable() });
export type ProDemand = z.infer<typeof proDemandSchema>;

/** A meeting of a study's list, with the demand it belongs to (whose own meetings may be left out). */
export const meetingItemSchema = meetingSchema.extend({
  demand: proDemandSchema.extend({ meetings: z.array(meetingSchema).default([]) }),
});
export type MeetingItem = z.infer<typeof meetingItemSchema>;

const listMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export function pagedSchema<Item extends z.ZodTypeAny>(item: Item) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export const memberSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  roles: z.array(z.string()),
  /** What the member's roles let them do in the study (common/permissions.ts). */
  permissions: z.array(z.string()),
});

export const refusalTypeSchema = z.object({
  id: z.number(),
  title: z.string(),
  sms_content: z.string(),
  value: z.string(),
  message: z.string(),
});
