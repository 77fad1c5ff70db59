// What a call page needs to know about its meeting, for one of its two people: who is on the other
// side, the phone to call when video cannot work (the other person's, or none), whether the call is
// open, the open session and the caller's own consent in it.
import type { PlatformDb } from "../../db/open-database";
import { callUnavailableReason, type CallMeeting } from "./call-parties";
import type { CallSide } from "./stream-tokens";
import { consentInOpenSession, currentSession, presentSession } from "./video-sessions";

export async function presentCall(db: PlatformDb, call: CallMeeting, side: CallSide, userId: number) {
  const { demand, meeting } = call;
  const ids = [meeting.user_id, ...(meeting.bailiff_id ? [meeting.bailiff_id] : [])];
  const [people, study, reportType, session, consent] = await Promise.all([
    db.selectFrom("users").select(["id", "firstname", "lastname", "phone"]).where("id", "in", ids).execute(),
    db.selectFrom("studies").select(["id", "name", "slug"]).where("id", "=", demand.study_id).executeTakeFirstOrThrow(),
    db.selectFrom("report_types").select(["name"]).where("id", "=", meeting.report_type_id).executeTakeFirstOrThrow(),
    currentSession(db, meeting.id),
    consentInOpenSession(db, meeting.id, userId),
  ]);
  const person = (id: number | null) => {
    const found = people.find((candidate) => candidate.id === id);
    return found ? { id: found.id, firstname: found.firstname, lastname: found.lastname } : null;
  };
  const other = side === "customer" ? meeting.bailiff_id : meeting.user_id;
  return {
    demand_id: demand.id,
    meeting_id: meeting.id,
    title: demand.title,
    report_type: reportType.name,
    is_insta: demand.is_insta,
    study: study,
    side,
    customer: person(meeting.user_id),
    professional: person(meeting.bailiff_id),
    other_phone: people.find((candidate) => candidate.id === other)?.phone ?? null,
    starts_at: meeting.starts_at?.toISOString() ?? null,
    ends_at: meeting.ends_at?.toISOString() ?? null,
    unavailable: callUnavailableReason(meeting),
    session: session ? presentSession(session) : null,
    consent: consent ? { video: consent.video, location: consent.location, at: consent.created_at.toISOString() } : null,
  };
}
