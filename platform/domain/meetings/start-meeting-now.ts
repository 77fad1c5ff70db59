// Starting a meeting now, for end-to-end tests only (served when the platform exposes its outbox): a
// meeting is completed once started, and no form dates one in the past.
import type { DomainContext } from "../context";

const HOUR_MS = 3_600_000;
const FIVE_MINUTES_MS = 300_000;
/** The no-double-booking constraint's refusal. */
const OVERLAP = "23P01";

/** Dates the meeting on an hour that has just ended. */
export async function startMeetingNow(context: DomainContext, meetingId: number): Promise<void> {
  const now = context.now().getTime();
  // Specs run side by side on one professional's agenda: an hour that overlaps another started meeting
  // is refused by the no-double-booking constraint, so try other past hours (each ending before now).
  for (let attempt = 0; ; attempt++) {
    const endsAt = new Date(now - attempt * HOUR_MS - Math.floor(Math.random() * 12) * FIVE_MINUTES_MS);
    try {
      await context.db
        .updateTable("meetings")
        .set({ starts_at: new Date(endsAt.getTime() - HOUR_MS), ends_at: endsAt })
        .where("id", "=", meetingId)
        .execute();
      break;
    } catch (error) {
      if ((error as { code?: unknown }).code !== OVERLAP || attempt >= 200) throw error;
    }
  }
  context.slotCache.clear();
}
