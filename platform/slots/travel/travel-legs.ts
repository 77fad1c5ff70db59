// The drives of professionals' days for their agenda (docs/decisions/3006): for each on-site meeting
// that follows another on-site meeting of the same professional on the same Paris day, the estimated
// minutes from that one, by the same rules and the same function as the slots they are offered
// (on-site-meetings.ts, travel-time.ts).
import { parisDayBoundsAt } from "~common/paris-time";
import { OnSiteMeetings, type PlacedInterval } from "./on-site-meetings";
import { travelMinutes, type TravelSettings } from "./travel-time";

export interface TravelLeg {
  /** The meeting driven to, and its start (a meeting shows once per date). */
  meetingId: number;
  start: number;
  minutes: number;
}

export function travelLegs(
  meetings: ReadonlyArray<PlacedInterval & { id: number; bailiffId: number }>,
  settings: TravelSettings,
): TravelLeg[] {
  const byProfessional = new Map<number, Array<(typeof meetings)[number]>>();
  for (const meeting of meetings) {
    const own = byProfessional.get(meeting.bailiffId);
    if (own) own.push(meeting);
    else byProfessional.set(meeting.bailiffId, [meeting]);
  }
  const legs: TravelLeg[] = [];
  for (const own of byProfessional.values()) {
    const onSite = new OnSiteMeetings(own);
    for (const meeting of own) {
      const previous = onSite.previous(meeting.start, parisDayBoundsAt(meeting.start).start);
      if (previous)
        legs.push({
          meetingId: meeting.id,
          start: meeting.start,
          minutes: travelMinutes(previous.place, meeting.place, settings),
        });
    }
  }
  return legs;
}
