// A meeting's video sessions (pro-side §7 `video start` POST, `end` PUT, the demand's `videos`). The
// first of the two people to say yes opens the session; each one's consent (video, and location for the
// customer) is recorded with it, by whom and when (pro-side §7 legal notes: consent before the camera).
// The professional ends it; a later join opens a new one, so each session has its own start and end.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { VideoSessionRow } from "../../db/schema";
import { conflict } from "../errors";
import type { CallMeeting } from "./call-parties";
import type { CallSide } from "./stream-tokens";

export interface Consent {
  video: boolean;
  location: boolean;
}

async function openSession(db: PlatformDb, meetingId: number): Promise<VideoSessionRow | undefined> {
  return db
    .selectFrom("video_sessions")
    .selectAll()
    .where("meeting_id", "=", meetingId)
    .where("ended_at", "is", null)
    .executeTakeFirst();
}

/** The meeting's open session, opened now by this person if there is none; their consent recorded with it. */
export async function joinSession(
  db: PlatformDb,
  { demand, meeting }: CallMeeting,
  userId: number,
  side: CallSide,
  consent: Consent,
  now: Date,
): Promise<VideoSessionRow> {
  return db.transaction().execute(async (trx) => {
    // Two people joining at once: the unique index on open sessions lets one insert win; the other reads it.
    await trx
      .insertInto("video_sessions")
      .values({ demand_id: demand.id, meeting_id: meeting.id, started_by: userId, started_at: now })
      .onConflict((oc) => oc.column("meeting_id").where("ended_at", "is", null).doNothing())
      .execute();
    const session = (await openSession(trx, meeting.id))!;
    await trx
      .insertInto("video_consents")
      .values({
        session_id: session.id,
        user_id: userId,
        role: side,
        video: consent.video,
        location: consent.location,
        created_at: now,
      })
      .execute();
    return session;
  });
}

/** Closes the meeting's open session (409 when none is open). */
export async function endSession(db: PlatformDb, meetingId: number, userId: number, now: Date): Promise<VideoSessionRow> {
  const ended = await db
    .updateTable("video_sessions")
    .set({ ended_at: sql<Date>`greatest(started_at, ${now})`, ended_by: userId })
    .where("meeting_id", "=", meetingId)
    .where("ended_at", "is", null)
    .returningAll()
    .executeTakeFirst();
  if (!ended) throw conflict("no_open_session", "Aucune session vidéo n'est en cours pour ce rendez-vous.");
  return ended;
}

/** This person's consent in the meeting's open session, if they gave one (the latest). */
export async function consentInOpenSession(db: PlatformDb, meetingId: number, userId: number) {
  return db
    .selectFrom("video_consents")
    .innerJoin("video_sessions", "video_sessions.id", "video_consents.session_id")
    .select(["video_consents.video", "video_consents.location", "video_consents.created_at", "video_sessions.id as session_id"])
    .where("video_sessions.meeting_id", "=", meetingId)
    .where("video_sessions.ended_at", "is", null)
    .where("video_consents.user_id", "=", userId)
    .orderBy("video_consents.id", "desc")
    .executeTakeFirst();
}

export async function currentSession(db: PlatformDb, meetingId: number): Promise<VideoSessionRow | undefined> {
  return openSession(db, meetingId);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentSession(session: VideoSessionRow) {
  return {
    id: session.id,
    demand_id: session.demand_id,
    meeting_id: session.meeting_id,
    started_by: session.started_by,
    started_at: session.started_at.toISOString(),
    ended_by: session.ended_by,
    ended_at: iso(session.ended_at),
  };
}

/** The demands' `videos`: each session with the consents given for it, oldest first. */
export async function videosOfDemands(db: PlatformDb, demandIds: readonly number[]) {
  if (demandIds.length === 0) return new Map<number, ReturnType<typeof presentVideo>[]>();
  const sessions = await db
    .selectFrom("video_sessions")
    .selectAll()
    .where("demand_id", "in", demandIds)
    .orderBy("started_at")
    .orderBy("id")
    .execute();
  const consents = sessions.length
    ? await db
        .selectFrom("video_consents")
        .selectAll()
        .where(
          "session_id",
          "in",
          sessions.map((session) => session.id),
        )
        .orderBy("id")
        .execute()
    : [];
  const byDemand = new Map<number, ReturnType<typeof presentVideo>[]>();
  for (const session of sessions) {
    const list = byDemand.get(session.demand_id) ?? [];
    list.push(
      presentVideo(
        session,
        consents.filter((consent) => consent.session_id === session.id),
      ),
    );
    byDemand.set(session.demand_id, list);
  }
  return byDemand;
}

function presentVideo(
  session: VideoSessionRow,
  consents: { user_id: number | null; role: string; video: boolean; location: boolean; created_at: Date }[],
) {
  return {
    ...presentSession(session),
    consents: consents.map((consent) => ({
      user_id: consent.user_id,
      role: consent.role,
      video: consent.video,
      location: consent.location,
      at: consent.created_at.toISOString(),
    })),
  };
}
