// Status badges (pro-side §4) and the history's status filter (customer-side §4): which colour and
// which label each demand, billing and meeting status gets. A to-qualify demand shows as in progress and
// is not a filter option. Statuses the table leaves out: report published shows positive, no follow-up
// muted (docs/decisions/605-status-badges.md).
import type { BadgeTone } from "~/ui/badge";
import type { BillStatus, DemandMarking, MeetingStatus } from "~common/statuses";

export type { BillStatus, DemandMarking, MeetingStatus };

export interface StatusBadge {
  tone: BadgeTone;
  /** Key in app/locales/fr/account-demands.json. */
  labelKey: string;
}

/** The marking a demand is shown with: to-qualify displays as in progress. */
export function displayedMarking(marking: DemandMarking): Exclude<DemandMarking, "toqualify"> {
  return marking === "toqualify" ? "inprogress" : marking;
}

const DEMAND_TONES: Record<Exclude<DemandMarking, "toqualify">, BadgeTone> = {
  inprogress: "positive",
  completed: "dark",
  reportdone: "positive",
  nofollowup: "muted",
};

const BILL_TONES: Record<BillStatus, BadgeTone> = {
  notbilled: "warning",
  partialpaid: "warning",
  unpaid: "warning",
  paid: "positive",
};

const MEETING_TONES: Record<MeetingStatus, BadgeTone> = {
  created: "warning",
  disputed: "warning",
  to_plan: "warning",
  waiting: "warning",
  canceled: "muted",
  refused: "muted",
  // The customer did not come (docs/decisions/3910): over, like a cancelled meeting.
  no_show: "muted",
  completed: "positive",
  validated: "positive",
};

export function demandBadge(marking: DemandMarking): StatusBadge {
  const shown = displayedMarking(marking);
  return { tone: DEMAND_TONES[shown], labelKey: `status.demand.${shown}` };
}

export function billBadge(status: BillStatus): StatusBadge {
  return { tone: BILL_TONES[status], labelKey: `status.bill.${status}` };
}

export function meetingBadge(status: MeetingStatus): StatusBadge {
  return { tone: MEETING_TONES[status], labelKey: `status.meeting.${status}` };
}

/** The status filter of the history, in this order; to-qualify is not offered (it is shown as in progress). */
export const MARKING_FILTER_OPTIONS = ["inprogress", "completed", "reportdone", "nofollowup"] as const;
export type MarkingFilter = (typeof MARKING_FILTER_OPTIONS)[number];

/** A `?statut=` value, if it is one of the filter's options. */
export function parseMarkingFilter(raw: string | null): MarkingFilter | undefined {
  return MARKING_FILTER_OPTIONS.find((option) => option === raw);
}
