// Booking searches: professionals available at an address, their slots over 7-day windows (paged by
// 100 until a short page, pro-side §5), and the once-only recommendation of an unavailable one.
import { z } from "zod";
import { SLOTS_PAGE_SIZE, windowFrom } from "~/features/slots/slot-window";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";
import { professionalSchema, slotSchema, studySchema, type AvailableSlot } from "~/.server/platform/schemas";

export interface BookingCriteria {
  lat?: number;
  lon?: number;
  studyId?: number;
  reportTypeId?: number;
  isVisio?: boolean;
}

const eligibleSchema = z.object({
  bailiff: professionalSchema,
  studies: z.array(studySchema),
  distance_km: z.number().nullable(),
});
const availableBailiffsSchema = z.object({ onboarded: z.array(eligibleSchema), affiliated: z.array(eligibleSchema) });

export function getAvailableBailiffs(criteria: BookingCriteria) {
  return platformRequest(availableBailiffsSchema, {
    path: "/api/reporttypes/bailiffs",
    query: {
      lat: criteria.lat,
      lon: criteria.lon,
      study_id: criteria.studyId,
      report_type_id: criteria.reportTypeId,
      is_visio: criteria.isVisio ? 1 : undefined,
    },
  });
}

export interface SlotQuery extends BookingCriteria {
  reportTypeId: number;
  /** First day (Paris) of the window; the window ends `SLOT_WINDOW_DAYS` days later. */
  from: Date | string;
  bailiffId?: number;
  partnerStudyId?: number;
}

const slotsPageSchema = z.object({
  available_slots: z.array(slotSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number(), has_more: z.boolean(), no_meeting: z.boolean() }),
});

/** The 7-day window starting at the day of `from` in Paris (the slots core's window), as start and end instants. */
export function slotWindow(from: SlotQuery["from"]) {
  const window = windowFrom(typeof from === "string" ? from : from.toISOString());
  return { start_date: window.start, end_date: window.end };
}

export function getSlotsPage(query: SlotQuery, page = 1) {
  return platformRequest(slotsPageSchema, {
    path: "/api/calendar/available-slots",
    query: {
      ...slotWindow(query.from),
      study_id: query.studyId,
      bailiff_id: query.bailiffId,
      report_type_id: query.reportTypeId,
      // Coordinates only matter on site.
      lat: query.isVisio ? undefined : query.lat,
      lon: query.isVisio ? undefined : query.lon,
      partner_study_id: query.partnerStudyId,
      type: query.isVisio ? "visio" : undefined,
      page,
    },
  });
}

/** Every slot of the window: asks page after page and stops at the first page under 100. */
export async function getAvailableSlots(query: SlotQuery): Promise<AvailableSlot[]> {
  const slots: AvailableSlot[] = [];
  for (let page = 1; ; page++) {
    const { available_slots } = await getSlotsPage(query, page);
    slots.push(...available_slots);
    if (available_slots.length < SLOTS_PAGE_SIZE) return slots;
  }
}

/** Answers whether the request was sent now or had already been sent before. */
export function recommendUnavailableBailiff(auth: PlatformAuth, bailiffId: number) {
  return platformRequest(z.object({ status: z.enum(["sent", "already_sent"]), alreadyRecommended: z.boolean() }), {
    method: "PUT",
    path: "/api/bailiffs/seek-unavailable",
    auth,
    json: { bailiff: bailiffId },
  });
}
