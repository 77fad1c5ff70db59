// Lookups the booking tests share: seeded ids by slug or e-mail, and Paris dates weeks ahead.
import { DateTime } from "luxon";
import type { TestPlatform } from "./test-platform";

export async function studyBySlug(platform: TestPlatform, slug: string) {
  const { body } = await platform.call("GET", `/api/studies/search?slug=${slug}`);
  return body as {
    id: number;
    slug: string;
    address_lat: number;
    address_lon: number;
    bailiffs: Array<{ id: number; firstname: string; lastname: string }>;
  };
}

export async function reportTypeOf(platform: TestPlatform, studyId: number, slug: string) {
  const { body } = await platform.call("GET", `/api/studies/${studyId}/reporttypes`);
  const all = (
    body.data as Array<{ children: Array<{ id: number; slug: string; slot_duration: number; enabled: boolean }> }>
  ).flatMap((group) => group.children);
  const found = all.find((type) => type.slug === slug);
  if (!found) throw new Error(`no report type ${slug}`);
  return found;
}

/** Monday 00:00 in Paris, `weeks` weeks after the current week. */
export function mondayIn(weeks: number): DateTime {
  return DateTime.now().setZone("Europe/Paris").startOf("week").plus({ weeks });
}

export const LYON = { lat: 45.764, lon: 4.8357, address: "10 rue de la République, 69002 Lyon" };

interface FreeSlot {
  start: string;
  end: string;
  study_id: number;
  participants: Array<{ bailiff_id: number }>;
}

/** Free slots of one professional for a report type, in the week starting `weeks` weeks ahead. */
export async function freeSlots(
  platform: TestPlatform,
  options: {
    studyId: number;
    bailiffId: number;
    reportTypeId: number;
    weeks: number;
    lat?: number;
    lon?: number;
    isVisio?: boolean;
  },
) {
  const monday = mondayIn(options.weeks);
  const params = new URLSearchParams({
    start_date: monday.toISODate()!,
    end_date: monday.plus({ days: 6 }).toISODate()!,
    study_id: String(options.studyId),
    bailiff_id: String(options.bailiffId),
    report_type_id: String(options.reportTypeId),
    lat: String(options.lat ?? LYON.lat),
    lon: String(options.lon ?? LYON.lon),
  });
  if (options.isVisio) params.set("is_visio", "true");
  const { body } = await platform.call("GET", `/api/calendar/available-slots?${params}`);
  return body.available_slots as FreeSlot[];
}

/**
 * The first free slot the engine offers starting no later than `latestStart` (Paris "HH:mm"), as a
 * Paris time: a window a test then blocks or books must come from the engine, never from an hour the
 * seed happens to leave free (the demo agenda is dated from the seed's day, so any fixed hour is taken
 * on some days of the week).
 */
export function firstFreeStart(slots: readonly FreeSlot[], latestStart: string): DateTime {
  const found = slots
    .map((slot) => DateTime.fromISO(slot.start, { zone: "Europe/Paris" }))
    .find((start) => start.toFormat("HH:mm") <= latestStart);
  if (!found) throw new Error(`no free slot starting by ${latestStart} in ${JSON.stringify(slots.map((slot) => slot.start))}`);
  return found;
}

/** A guest account (no password): its token is the "customer token". */
export async function guest(platform: TestPlatform, email: string): Promise<{ id: number; token: string }> {
  const { body, status } = await platform.call("POST", "/api/users", {
    json: { firstname: "Invité", lastname: "Test", email, phone: "0612345678", cgu: true },
  });
  if (status !== 201) throw new Error(`guest ${email}: ${status} ${JSON.stringify(body)}`);
  return { id: body.id, token: body.accessToken };
}
