// Planning a meeting of a dossier (pro-side §7; docs/decisions/3101): what the caller may plan in it
// (`GET demands/{id}/meetings/to-plan`), the planning itself (`POST demands/{id}/meetings {slots,
// bailiffId, reportTypeId}`, with the meeting planned or replaced and the status the page saw; a clash
// answers SlotTakenError like a booking), and what legal hours say of a time being chosen
// (`GET demands/{id}/legal-hours`, docs/decisions/3103). The platform decides who may plan what.
import { z } from "zod";
import type { SlotDay } from "~/features/slots/slot-days";
import { slotWindowDays } from "~/features/booking/slot-search.server";
import { PlatformError } from "~/.server/platform/errors";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";
import { demandSchema, meetingSchema, type Demand, type Meeting } from "~/.server/platform/schemas";

export interface PlannedSlot {
  start_date: string;
  end_date: string;
}

const toPlanSchema = z.object({
  data: z.array(
    z.object({
      meeting: meetingSchema,
      /** "reschedule": the study's professional, confirmed at once; "plan": the customer, to be confirmed. */
      action: z.enum(["plan", "reschedule"]),
      report_type: z.object({ id: z.number(), name: z.string(), slug: z.string(), type: z.string(), slot_duration: z.number() }),
      legal_hours: z.enum(["bounded", "warning", "free"]),
      bailiff_id: z.number().nullable(),
      /** The times the professional declined, never offered again (absent from older platforms). */
      refused_slots: z.array(z.object({ start_date: z.string(), end_date: z.string() })).default([]),
    }),
  ),
});
export type MeetingToPlan = z.infer<typeof toPlanSchema>["data"][number];

/** The dossier's meetings waiting for a slot (or declined) that the caller may plan now. */
export async function getMeetingsToPlan(auth: PlatformAuth, demandId: number): Promise<MeetingToPlan[]> {
  const answer = await platformRequest(toPlanSchema, { path: `/api/demands/${demandId}/meetings/to-plan`, auth });
  return answer.data;
}

const plannedSchema = z.object({
  meeting: meetingSchema,
  demand: demandSchema,
  legal_hours_warning: z.string().nullable().default(null),
});

export function planMeeting(
  auth: PlatformAuth,
  demandId: number,
  input: {
    slot: PlannedSlot;
    reportTypeId: number;
    bailiffId?: number;
    meetingId?: number;
    expectedStatus?: Meeting["status"];
    /** The planning form's key: posted twice, it plans once (docs/decisions/3630). */
    idempotencyKey?: string;
  },
) {
  return platformRequest(plannedSchema, {
    method: "POST",
    path: `/api/demands/${demandId}/meetings`,
    auth,
    json: {
      slots: [input.slot],
      reportTypeId: input.reportTypeId,
      bailiffId: input.bailiffId,
      meetingId: input.meetingId,
      expected_status: input.expectedStatus,
    },
    idempotencyKey: input.idempotencyKey,
  });
}

const legalHoursSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  policy: z.enum(["bounded", "warning", "free"]),
  legal_hours_warning: z.string().nullable(),
  legal_hours_refusal: z.string().nullable(),
});
export type PlannedActLegalHours = z.infer<typeof legalHoursSchema>;

/** What legal hours say of the service at that time in this dossier; without an end, the service's length. */
export function getPlannedActLegalHours(
  auth: PlatformAuth,
  demandId: number,
  act: { reportTypeId: number; start: string; end?: string },
): Promise<PlannedActLegalHours> {
  return platformRequest(legalHoursSchema, {
    path: `/api/demands/${demandId}/legal-hours`,
    auth,
    query: { report_type_id: act.reportTypeId, start_date: act.start, end_date: act.end },
  });
}

/**
 * The slots to plan `meeting` of `demand` with a professional: the booking pages' 7-day window from
 * `from` (at the demand's address, or by video); none when the platform cannot answer.
 */
export async function planningSlots(
  demand: Pick<Demand, "study" | "address">,
  meeting: Pick<Meeting, "has_visio" | "reportType">,
  bailiffId: number | undefined,
  from: string,
): Promise<{ days: SlotDay[] }> {
  const visio = meeting.has_visio;
  return slotWindowDays(
    {
      reportTypeId: meeting.reportType.id,
      studyId: demand.study.id,
      bailiffId,
      latitude: visio ? undefined : (demand.address.lat ?? undefined),
      longitude: visio ? undefined : (demand.address.lng ?? undefined),
      visio,
    },
    from,
  ).catch((error: unknown) => {
    if (error instanceof PlatformError) return { days: [] };
    throw error;
  });
}
