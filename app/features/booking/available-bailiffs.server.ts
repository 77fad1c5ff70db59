// The professionals available for a booking (customer-side §2.5, §7 "Available bailiffs by
// intervention zone"): the platform's onboarded and affiliated lists, as bailiff-card candidates.
import { getAvailableBailiffs } from "~/features/booking/booking-client.server";
import { candidatesFrom, type Candidate } from "~/features/booking/candidates";
import { badgeTexts } from "./catalogue.server";

export interface AvailableBailiffsQuery {
  reportTypeId: number;
  /** On site: the address searched. Ignored for a video meeting. */
  latitude?: number;
  longitude?: number;
  visio?: boolean;
  /** One study only (a study's own booking page). */
  studyId?: number;
  /** Slot-less report types: every study receives the demand without a slot. */
  noMeeting?: boolean;
}

export interface AvailableBailiffs {
  /** Subscribed studies: cards with a calendar (unless the study or report type takes no slot). */
  onboarded: Candidate[];
  /** Affiliated or unsubscribed studies: cards that transmit the demand. */
  affiliated: Candidate[];
}

export async function listAvailableBailiffs(query: AvailableBailiffsQuery): Promise<AvailableBailiffs> {
  const [lists, texts] = await Promise.all([
    getAvailableBailiffs({
      reportTypeId: query.reportTypeId,
      lat: query.visio ? undefined : query.latitude,
      lon: query.visio ? undefined : query.longitude,
      isVisio: query.visio,
      studyId: query.studyId,
    }),
    badgeTexts(),
  ]);
  return {
    onboarded: candidatesFrom(lists.onboarded, texts, !query.noMeeting),
    affiliated: candidatesFrom(lists.affiliated, texts, false),
  };
}
