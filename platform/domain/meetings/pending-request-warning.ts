// Dating a meeting over another customer's request that waits for the professional's confirmation is
// allowed (the professional decides), but said (issue 38, point 15): the answer carries a warning the page
// shows, and that request's slot is no longer offered for confirmation (present-demand.ts).
import type { PlatformDb } from "../../db/open-database";
import type { MeetingRow } from "../../db/schema";
import { formatMessageDate } from "~common/paris-time";
import { pendingRequestsOverlapping } from "./meeting-repository";

/** The warning for a meeting now dated over a pending request of its professional, or null. */
export async function pendingRequestWarning(db: PlatformDb, meeting: MeetingRow): Promise<string | null> {
  if (meeting.bailiff_id === null || meeting.starts_at === null || meeting.ends_at === null) return null;
  if (meeting.status === "canceled" || meeting.status === "refused") return null;
  const [first] = await pendingRequestsOverlapping(
    db,
    meeting.bailiff_id,
    { start: meeting.starts_at, end: meeting.ends_at },
    meeting.id,
  );
  if (!first) return null;
  return `Ce créneau chevauche une demande de rendez-vous en attente de confirmation (le ${formatMessageDate(first.start_date.getTime())}) : elle ne pourra plus être confirmée à cette heure.`;
}
