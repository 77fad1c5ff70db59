// The agenda's calls to the platform (pro-side §7 `calendar/events`, under bailiff/{id}; decision 1420):
// the events of a range of Paris days for one professional or all those the caller may read, and the
// exceptions (unavailabilities, extra openings) added and removed.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "./http";

const under = (studyId: number, path: string) => `/api/bailiff/${studyId}/${path}`;

const personSchema = z.object({ id: z.number(), firstname: z.string(), lastname: z.string() });

export const calendarEventSchema = z.object({
  id: z.string(),
  // `busy`: read from the professional's own connected calendar (issue 14, calendar connection).
  type: z.enum(["meeting", "unavailable", "available", "busy"]),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  isDemand: z.boolean(),
  isTmp: z.boolean(),
  color: z.string(),
  bailiff: personSchema.nullable(),
  meeting_id: z.number().nullable(),
  demand_id: z.number().nullable(),
  slot_id: z.number().nullable(),
  status: z.string().nullable(),
  needs_validation: z.boolean(),
  report_type: z.string().nullable(),
  customer: z.string().nullable(),
  has_visio: z.boolean(),
  exception_id: z.number().nullable(),
  reason: z.string().nullable(),
  // Issue 14: a constat outside legal hours (a warning, not a refusal); absent from older platforms.
  legal_hours_warning: z.string().nullable().default(null),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

const eventsAnswer = z.object({
  data: z.array(calendarEventSchema),
  bailiffs: z.array(personSchema.extend({ color: z.string() })),
  can_pick: z.boolean(),
  can_edit_others: z.boolean(),
});
export type CalendarEvents = z.infer<typeof eventsAnswer>;

export function getCalendarEvents(
  auth: PlatformAuth,
  studyId: number,
  asked: { startDate: string; endDate: string; userId?: number },
): Promise<CalendarEvents> {
  return platformRequest(eventsAnswer, {
    path: under(studyId, "calendar/events"),
    auth,
    query: { start_date: asked.startDate, end_date: asked.endDate, user_id: asked.userId, timezone: "Europe/Paris" },
  });
}

export interface NewCalendarException {
  userId: number;
  kind: "unavailable" | "available";
  /** Paris day YYYY-MM-DD and wall-clock times HH:mm. */
  date: string;
  start: string;
  end: string;
  reason?: string;
}

export function addCalendarException(auth: PlatformAuth, studyId: number, input: NewCalendarException) {
  return platformRequest(z.object({ exception: z.object({ id: z.number() }) }), {
    method: "POST",
    path: under(studyId, "calendar/exceptions"),
    auth,
    json: {
      user_id: input.userId,
      kind: input.kind,
      date: input.date,
      start: input.start,
      end: input.end,
      reason: input.reason,
    },
  });
}

export function removeCalendarException(auth: PlatformAuth, studyId: number, exceptionId: number) {
  return platformRequest(z.unknown(), { method: "DELETE", path: under(studyId, `calendar/exceptions/${exceptionId}`), auth });
}
