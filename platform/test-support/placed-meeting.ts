// A validated meeting of one professional of a study, written straight into the database at the instants
// and place a travel test chooses (none: a video call), for a new customer: the slot search and the agenda
// then drive to and from it (docs/decisions/3004).
import { randomBytes } from "node:crypto";
import { newRouteToken } from "../security/tokens";
import type { PlatformDb } from "../db/open-database";

export interface PlacedMeetingOptions {
  studyId: number;
  professionalId: number;
  reportTypeId: number;
  start: number;
  end: number;
  /** Null: a video call. */
  place: { lat: number; lon: number } | null;
}

/** The new meeting's id. */
export async function placedMeeting(db: PlatformDb, options: PlacedMeetingOptions): Promise<number> {
  const { place } = options;
  const customer = await db
    .insertInto("users")
    .values({ email: `trajet-${randomBytes(5).toString("hex")}@exemple.fr`, firstname: "Client", lastname: "Trajet" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const demand = await db
    .insertInto("demands")
    .values({
      user_id: customer.id,
      study_id: options.studyId,
      report_type_id: options.reportTypeId,
      meeting_type: "meeting",
      type: place ? "real" : "visio",
      address: place ? "Adresse du constat" : null,
      latitude: place?.lat ?? null,
      longitude: place?.lon ?? null,
      route_token: newRouteToken(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const meeting = await db
    .insertInto("meetings")
    .values({
      demand_id: demand.id,
      user_id: customer.id,
      bailiff_id: options.professionalId,
      report_type_id: options.reportTypeId,
      status: "validated",
      has_visio: place === null,
      starts_at: new Date(options.start),
      ends_at: new Date(options.end),
      route_token: newRouteToken(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return meeting.id;
}
