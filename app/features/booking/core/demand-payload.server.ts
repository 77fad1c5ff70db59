// The demand a booking sends (customer-side §3 "Demand creation payload"), for both booking flows: the
// chosen study, professional and at most one slot, the report type and mode, the place, the need and the
// source. Each flow adds its own fields (the unfinished demand, the partner, the affiliate, the guest's
// customer token).
import type { DemandInput } from "~/.server/platform/demands";
import type { ChosenSlot } from "~/features/slots/slot-value";

export interface BookedChoice {
  studyId: number;
  bailiffId: number | undefined;
  reportTypeId: number;
  meetingType: DemandInput["meeting_type"];
  visio: boolean;
  slot: ChosenSlot | null | undefined;
  /** Where the meeting takes place; none for a video meeting. */
  place: { label?: string; latitude?: number; longitude?: number } | null;
  furtherInfos: string | undefined;
  source: DemandInput["source"];
}

export function bookingDemand(choice: BookedChoice, own: Partial<DemandInput> = {}): DemandInput {
  const place = choice.visio ? null : choice.place;
  return {
    study_id: choice.studyId,
    report_type_id: choice.reportTypeId,
    meeting_type: choice.meetingType,
    is_visio: choice.visio,
    slots: choice.slot ? [{ start_date: choice.slot.start, end_date: choice.slot.end }] : [],
    operator_id: choice.bailiffId,
    address: place?.label,
    latitude: place?.latitude,
    longitude: place?.longitude,
    further_infos: choice.furtherInfos,
    source: choice.source,
    ...own,
  };
}
