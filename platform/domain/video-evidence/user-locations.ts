// The customer's declared position during a video session (docs/decisions/1522): from the
// browser (latitude, longitude, accuracy) or typed as an address; the bailiff reads the latest and
// confirms it. A position is what the customer's device or the customer said, never proof of where they
// are: the pages label it so. The commune is looked up (best effort) to name the place.
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow, MeetingRow, VideoUserLocationRow } from "../../db/schema";
import type { DomainContext } from "../context";
import { demandScope, readDemand } from "../demands/demand-access";
import { DomainError, notPermitted } from "../errors";
import { rolesOn, grants, type Actor } from "../roles";
import type { Geocoder } from "./geocoder";
import { meetingOfDemand, requireProfessional, type VideoSession } from "./session-access";

export type DeclaredPosition = { latitude: number; longitude: number; accuracy: number | null } | { customAddress: string };

export interface CustomerSession {
  demand: DemandRow;
  meeting: MeetingRow;
  actor: Actor;
}

/** The demand's customer and one of its meetings (404 unknown, 403 someone else's or a staff member). */
export async function customerSession(
  db: PlatformDb,
  actor: Actor,
  demandId: number,
  meetingId: number,
): Promise<CustomerSession> {
  const demand = await readDemand(db, actor, demandId);
  if (!grants(rolesOn(actor, await demandScope(db, demand)), "demands.own")) {
    throw notPermitted("Seul le client du dossier partage sa position.");
  }
  const meeting = await meetingOfDemand(db, demand.id, meetingId);
  return { demand, meeting, actor };
}

/** The commune's name, or null when the service has none or does not answer: the position is kept anyway. */
async function placeLabel(geocoder: Geocoder | undefined, position: DeclaredPosition): Promise<string | null> {
  if (!geocoder) return null;
  try {
    if ("customAddress" in position) return (await geocoder.search(position.customAddress))[0]?.label ?? null;
    return (await geocoder.reverse(position.latitude, position.longitude))?.label ?? null;
  } catch {
    return null;
  }
}

export async function recordPosition(
  context: DomainContext,
  session: CustomerSession,
  position: DeclaredPosition,
  geocoder?: Geocoder,
): Promise<VideoUserLocationRow> {
  const label = await placeLabel(geocoder, position);
  return context.db
    .insertInto("video_user_locations")
    .values({
      demand_id: session.demand.id,
      meeting_id: session.meeting.id,
      user_id: session.actor.userId,
      latitude: "latitude" in position ? position.latitude : null,
      longitude: "longitude" in position ? position.longitude : null,
      accuracy: "accuracy" in position ? position.accuracy : null,
      custom_address: "customAddress" in position ? position.customAddress : null,
      place_label: label,
      created_at: context.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The meeting's latest declared position, or 404 (the app shows "nothing yet"). */
export async function latestPosition(
  db: PlatformDb,
  meeting: Pick<MeetingRow, "id" | "demand_id">,
): Promise<VideoUserLocationRow> {
  const row = await db
    .selectFrom("video_user_locations")
    .selectAll()
    .where("meeting_id", "=", meeting.id)
    .where("demand_id", "=", meeting.demand_id)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  // Its own code: "nothing shared yet" is an answer, unlike an unknown meeting.
  if (!row) throw new DomainError("not_found", "Aucune position partagée pour ce rendez-vous.", "no_location");
  return row;
}

/** The meeting's professional confirms the latest position (the one they saw). */
export async function confirmPosition(context: DomainContext, session: VideoSession): Promise<VideoUserLocationRow> {
  requireProfessional(session, "Seul le professionnel du rendez-vous confirme la position.");
  const latest = await latestPosition(context.db, session.meeting);
  return context.db
    .updateTable("video_user_locations")
    .set({ confirmed_at: context.now(), confirmed_by: session.actor.userId })
    .where("id", "=", latest.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function presentPosition(row: VideoUserLocationRow) {
  return {
    id: row.id,
    meeting_id: row.meeting_id,
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy: row.accuracy,
    custom_address: row.custom_address,
    place_label: row.place_label,
    created_at: row.created_at.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
  };
}
