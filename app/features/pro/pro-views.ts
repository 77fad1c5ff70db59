// What the professional pages show, already worded in French: loaders build these on the server (dates
// formatted there, so no date library reaches the browser) and the components only lay them out.
import type { BadgeView } from "~/features/account/demand-view";
import type { MeetingButtons } from "~/features/meetings/meeting-actions";

export type { BadgeView };

/** A meeting of the dashboard's lists: who, what, where, when, and the link to its demand. */
export interface MeetingItemView {
  id: number;
  demandId: number;
  href: string;
  customer: string;
  reportType: string;
  address: string | null;
  mode: "visio" | "onSite";
  /** "lundi 3 mars à 14:30" once a date is set, else null. */
  when: string | null;
  /** The customer's proposed slots while the meeting waits for confirmation. */
  proposedSlots: string[];
  badge: BadgeView;
  /** The customer confirmed their presence from the reminder (the dashboard's confirmed meetings). */
  presenceConfirmed?: boolean;
}

interface SlotChoice {
  id: number;
  label: string;
  /** A constat's slot outside legal hours: the platform's warning (docs/decisions/3103). */
  legalHoursWarning: string | null;
}

/** A meeting on the professional's demand page, with the actions the platform allows. */
export interface ProMeetingView {
  id: number;
  status: string;
  reportType: string;
  reportTypeId: number;
  badge: BadgeView;
  mode: "visio" | "onSite";
  when: string | null;
  /** The field's first value for a new date (the current one, else now), DD/MM/YYYY HH:mm. */
  typedDate: string;
  slots: SlotChoice[];
  customer: string | null;
  professional: string | null;
  operatorId: number | null;
  buttons: MeetingButtons;
  /** Waiting for a slot (to plan, or declined): « Planifier » rather than « Replanifier ». */
  plannable: boolean;
  /** A constat dated outside legal hours: the platform's warning (docs/decisions/3103). */
  legalHoursWarning: string | null;
  /** The key this rendering gives the meeting's forms (docs/decisions/3633). */
  idempotencyKey: string;
}

export interface CustomerView {
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  mapHref: string | null;
}

export interface ProDemandView {
  id: number;
  heading: string;
  reportType: string;
  mode: "visio" | "onSite";
  createdOn: string;
  createdIso: string;
  furtherInfos: string | null;
  badges: BadgeView[];
  customer: CustomerView;
  manager: string | null;
  managerId: number | null;
  meetings: ProMeetingView[];
  /** Add a service (pro-side §2): confirmed demands whose first meeting has no displayed operator. */
  canAddService: boolean;
}
