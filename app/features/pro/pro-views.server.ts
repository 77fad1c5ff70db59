// Builds the views of app/features/pro/pro-views.ts from the platform's answers: badges with the colours
// of pro-side §4 and their French labels, Paris dates, the customer's contact with a map link, and each
// meeting's buttons from its `allowed_actions`.
import { newIdempotencyKey } from "~/.server/idempotency-key";
import { demandView } from "~/features/account/demand-view.server";
import type { Demand, Meeting } from "~/.server/platform/schemas";
import type { MeetingItem, ProDemand } from "~/.server/platform/pro-schemas";
import accountDemands from "~/locales/fr/account-demands.json";
import common from "~/locales/fr/common.json";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import type { DemandView } from "~/features/account/demand-view";
import { billBadge, demandBadge, displayedMarking, meetingBadge } from "~/features/account/status-badges";
import { formatLongDate, isoDate } from "~/features/content/dates";
import { paths, withQuery } from "~/features/site/paths";
import { formatSummaryDate, formatTypedDateTime } from "~common/paris-time";
import { meetingButtons } from "~/features/meetings/meeting-actions";
import type { BadgeView, CustomerView, MeetingItemView, ProDemandView, ProMeetingView } from "./pro-views";

const ta = translator(accountDemands);
const tc = translator(common);
const t = translator(pro);

const fullName = (person: { firstname: string; lastname: string } | null | undefined) =>
  person ? `${person.firstname} ${person.lastname}`.trim() : null;

const professionalName = (person: { lastname: string } | null) =>
  person ? `${tc("civility.bailiff")} ${person.lastname}`.trim() : null;

function meetingBadgeView(status: Meeting["status"]): BadgeView {
  const badge = meetingBadge(status);
  return { tone: badge.tone, label: ta(badge.labelKey) };
}

function demandBadgeViews(demand: Pick<Demand, "marking" | "bill_status">): BadgeView[] {
  const marking = demandBadge(demand.marking);
  const bill = billBadge(demand.bill_status);
  return [
    { tone: marking.tone, label: ta(marking.labelKey) },
    { tone: bill.tone, label: ta(bill.labelKey) },
  ];
}

const meetingStart = (meeting: Meeting) => meeting.selectedSlot?.start_date ?? meeting.start_date;

/** A meeting of the dashboard's lists. */
export function meetingItemView(item: MeetingItem): MeetingItemView {
  const start = meetingStart(item);
  return {
    id: item.id,
    demandId: item.demand.id,
    href: paths.proDemand(item.demand.id),
    customer: fullName(item.demand.user) ?? t("meeting.unknownCustomer"),
    reportType: item.reportType.name,
    address: item.demand.address.text,
    mode: item.has_visio ? "visio" : "onSite",
    when: start && item.status !== "created" && item.status !== "waiting" ? formatSummaryDate(start) : null,
    // One line per time: a slot chosen again after a decline is one proposal, not two.
    proposedSlots: item.status === "validated" ? [] : [...new Set(item.slots.map((slot) => formatSummaryDate(slot.start_date)))],
    badge: meetingBadgeView(item.status),
  };
}

/** OpenStreetMap at the address's position, else a search of its text. */
function mapHref(address: Demand["address"]): string | null {
  if (address.lat !== null && address.lng !== null) {
    return withQuery(`https://www.openstreetmap.org/#map=17/${address.lat}/${address.lng}`, {
      mlat: address.lat,
      mlon: address.lng,
    });
  }
  return address.text ? withQuery("https://www.openstreetmap.org/search", { query: address.text }) : null;
}

function customerView(demand: ProDemand): CustomerView {
  return {
    name: fullName(demand.user) ?? t("meeting.unknownCustomer"),
    phone: demand.user?.phone ?? null,
    email: demand.user?.email ?? null,
    address: demand.address.text,
    mapHref: mapHref(demand.address),
  };
}

function proMeetingView(meeting: Meeting, now: Date): ProMeetingView {
  const start = meetingStart(meeting);
  const pending = meeting.status === "created" || meeting.status === "waiting" || meeting.status === "disputed";
  return {
    idempotencyKey: newIdempotencyKey(),
    id: meeting.id,
    status: meeting.status,
    reportType: meeting.reportType.name,
    reportTypeId: meeting.reportType.id,
    badge: meetingBadgeView(meeting.status),
    mode: meeting.has_visio ? "visio" : "onSite",
    when: start && !pending ? formatSummaryDate(start) : null,
    typedDate: formatTypedDateTime(start && Date.parse(start) > now.getTime() ? start : now),
    slots: meeting.slots.map((slot) => ({
      id: slot.id,
      label: formatSummaryDate(slot.start_date),
      legalHoursWarning: slot.legal_hours_warning,
    })),
    customer: fullName(meeting.user),
    professional:
      meeting.displayedLastname !== null
        ? `${tc("civility.bailiff")} ${meeting.displayedLastname}`.trim()
        : professionalName(meeting.operator),
    operatorId: meeting.operator?.id ?? null,
    buttons: meetingButtons(meeting.allowed_actions),
    plannable: meeting.status === "to_plan" || meeting.status === "refused",
    legalHoursWarning: meeting.legal_hours_warning,
  };
}

export function proDemandView(demand: ProDemand, meetings: Meeting[], now: Date = new Date()): ProDemandView {
  const first = meetings[0];
  return {
    id: demand.id,
    heading: demand.title ?? demand.report_type.name,
    reportType: demand.report_type.name,
    mode: demand.type === "visio" ? "visio" : "onSite",
    createdOn: formatLongDate(demand.created_at) ?? "",
    createdIso: isoDate(demand.created_at) ?? "",
    furtherInfos: demand.further_infos,
    badges: demandBadgeViews(demand),
    customer: customerView(demand),
    manager: fullName(demand.manager),
    managerId: demand.manager?.id ?? null,
    meetings: meetings.map((meeting) => proMeetingView(meeting, now)),
    canAddService: displayedMarking(demand.marking) === "inprogress" && (!first || !first.displayedLastname),
  };
}

/** The appointment card of the study's list: the customer's name, the link to the professional's page. */
export function proDemandCardView(demand: ProDemand): DemandView {
  return {
    ...demandView(demand),
    href: paths.proDemand(demand.id),
    name: fullName(demand.user) ?? t("meeting.unknownCustomer"),
  };
}
