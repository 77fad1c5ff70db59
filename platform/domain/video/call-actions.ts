// The steps of a call every path shares (the study's, the customer's account, the no-account link):
// record a person's consent and join the session, and issue their stream token. The paths differ only
// in how they find the meeting and who the person is.
import type { DomainContext } from "../context";
import { conflict, invalidInput } from "../errors";
import { requireCallOpen, type CallMeeting } from "./call-parties";
import { issueStreamToken, type CallSide } from "./stream-tokens";
import { consentInOpenSession, joinSession, type Consent } from "./video-sessions";

export async function consentAndJoin(
  context: DomainContext,
  call: CallMeeting,
  userId: number,
  side: CallSide,
  consent: Consent,
) {
  requireCallOpen(call.meeting);
  if (!consent.video) throw invalidInput("consent_video", "Veuillez accepter la vidéo pour rejoindre la visio.");
  // Only the customer shares a location; the professional's answer is never asked.
  return joinSession(
    context.db,
    call,
    userId,
    side,
    { video: true, location: side === "customer" && consent.location },
    context.now(),
  );
}

/** A token for the meeting's room, only once this person has said yes in the open session. */
export async function streamTokenFor(context: DomainContext, key: Buffer, call: CallMeeting, userId: number, side: CallSide) {
  requireCallOpen(call.meeting);
  const consent = await consentInOpenSession(context.db, call.meeting.id, userId);
  if (!consent?.video) throw conflict("consent_required", "Veuillez d'abord accepter la vidéo.");
  const { token, expiresAt } = issueStreamToken(
    key,
    { meetingId: call.meeting.id, demandId: call.demand.id, userId, side },
    context.now(),
  );
  return { token, expires_at: expiresAt.toISOString(), meeting_id: call.meeting.id, demand_id: call.demand.id, side };
}

/** The demand's meeting for `demands/{id}/get-stream-token`: its validated video meeting, the latest first. */
export async function callMeetingOfDemand(context: DomainContext, demandId: number): Promise<number> {
  const meeting = await context.db
    .selectFrom("meetings")
    .select("id")
    .where("demand_id", "=", demandId)
    .where("has_visio", "=", true)
    .where("status", "=", "validated")
    .orderBy("starts_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!meeting) throw conflict("video_unavailable", "Ce dossier n'a pas de rendez-vous en visio confirmé.");
  return meeting.id;
}
