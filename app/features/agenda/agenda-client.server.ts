// The agenda's calls to the platform (pro-side §7 `calendar/events`, under bailiff/{id}; decision 1420):
// the events of a range of Paris days for one professional or all those the caller may read, and the
// exceptions (unavailabilities, extra openings) added and removed. The events travel in the compact form
// (decision 1441: ids, epoch ms, names once) and are rebuilt here into the full events the agenda reads.
import { z } from "zod";
import { expandCalendarEvents, type CalendarEvent } from "~common/calendar-events";
import { PARIS_ZONE } from "~common/paris-time";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";

const under = (studyId: number, path: string) => `/api/bailiff/${studyId}/${path}`;

const personSchema = z.object({ id: z.number(), firstname: z.string(), lastname: z.string() });

export type { CalendarEvent };

const bailiffSchema = personSchema.extend({ color: z.string() });
type Bailiff = z.infer<typeof bailiffSchema>;
/** The agenda's events, rebuilt from the compact answer, with the professionals the caller may read. */
export interface CalendarEvents {
  data: CalendarEvent[];
  bailiffs: Bailiff[];
  can_pick: boolean;
  can_edit_others: boolean;
}

const id = z.number();
// Positions as the platform writes them (platform/domain/calendar/calendar-events.ts, CompactMeeting). The
// last, the drive to the meeting (decision 3006), is null when a platform that does not estimate drives
// leaves it out.
const COMPACT_MEETING_LENGTH = 13;
const compactMeeting = z.preprocess(
  (value) => (Array.isArray(value) && value.length === COMPACT_MEETING_LENGTH - 1 ? [...value, null] : value),
  z.tuple([
    id,
    id,
    id.nullable(),
    z.string(),
    z.number(),
    z.number(),
    z.number(),
    z.number(),
    z.union([z.literal(0), z.literal(1)]),
    id.nullable(),
    z.string().nullable(),
    z.number(),
    z.number().nullable(),
  ]),
);
const compactBlock = z.tuple([
  z.enum(["unavailable", "available", "busy"]),
  id,
  id,
  z.number(),
  z.number(),
  z.string(),
  z.string().nullable(),
]);
export const compactEventsAnswer = z.object({
  format: z.literal("compact"),
  report_types: z.array(z.string()),
  customers: z.array(z.string()),
  action_sets: z.array(z.array(z.string())),
  meetings: z.array(compactMeeting),
  blocks: z.array(compactBlock),
  unassigned_color: z.string(),
  bailiffs: z.array(bailiffSchema),
  can_pick: z.boolean(),
  can_edit_others: z.boolean(),
});
type CompactEvents = z.infer<typeof compactEventsAnswer>;

/** The full events of the compact answer, in the platform's order: by start, meetings first at equal starts. */
export function rebuildCalendarEvents(answer: CompactEvents): CalendarEvents {
  const bailiffs = new Map(answer.bailiffs.map((bailiff) => [bailiff.id, bailiff]));
  const data = expandCalendarEvents(answer, (bailiffId) => {
    const found = bailiffId === null ? undefined : bailiffs.get(bailiffId);
    return {
      color: found?.color ?? answer.unassigned_color,
      bailiff: found ? { id: found.id, firstname: found.firstname, lastname: found.lastname } : null,
    };
  });
  return { data, bailiffs: answer.bailiffs, can_pick: answer.can_pick, can_edit_others: answer.can_edit_others };
}

export async function getCalendarEvents(
  auth: PlatformAuth,
  studyId: number,
  asked: { startDate: string; endDate: string; userId?: number },
): Promise<CalendarEvents> {
  const answer = await platformRequest(compactEventsAnswer, {
    path: under(studyId, "calendar/events"),
    auth,
    query: {
      start_date: asked.startDate,
      end_date: asked.endDate,
      user_id: asked.userId,
      timezone: PARIS_ZONE,
      format: "compact",
    },
  });
  return rebuildCalendarEvents(answer);
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

/** With the form's key, the same form posted twice adds one exception (docs/decisions/3630). */
export function addCalendarException(auth: PlatformAuth, studyId: number, input: NewCalendarException, idempotencyKey?: string) {
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
    idempotencyKey,
  });
}

export function removeCalendarException(auth: PlatformAuth, studyId: number, exceptionId: number) {
  return platformRequest(z.unknown(), { method: "DELETE", path: under(studyId, `calendar/exceptions/${exceptionId}`), auth });
}
