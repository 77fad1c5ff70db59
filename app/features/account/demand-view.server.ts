// Builds the DemandView of app/features/account/demand-view.ts from a platform demand: badges with the
// colours of pro-side §4 and their French labels, meetings with their French dates, the documents still
// missing (customer-side §2.6 "missing-documents warning").
import accountDemands from "~/locales/fr/account-demands.json";
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import type { DemandView, DocumentView, MeetingView } from "~/features/account/demand-view";
import { billBadge, demandBadge, meetingBadge } from "~/features/account/status-badges";
import { formatSummaryDate } from "~common/paris-time";
import { formatLongDate, isoDate } from "~/features/content/dates";
import { paths } from "~/features/site/paths";
import type { Demand, Meeting } from "~/.server/platform/schemas";

const t = translator(accountDemands);
const tc = translator(common);

const professionalName = (person: { lastname: string } | null) =>
  person ? `${tc("civility.bailiff")} ${person.lastname}`.trim() : null;

function meetingView(meeting: Meeting): MeetingView {
  const start = meeting.selectedSlot?.start_date ?? meeting.start_date;
  const badge = meetingBadge(meeting.status);
  return {
    id: meeting.id,
    reportType: meeting.reportType.name,
    reportTypeId: meeting.reportType.id,
    // The platform offers the slot choice: a meeting waiting for one, or declined (docs/decisions/3102).
    plannable: meeting.allowed_actions.includes("plan"),
    declined: meeting.status === "refused",
    when: start ? formatSummaryDate(start) : null,
    professional: professionalName(meeting.operator),
    mode: meeting.has_visio ? "visio" : "onSite",
    badge: { tone: badge.tone, label: t(badge.labelKey) },
    callable: meeting.has_visio && meeting.status === "validated",
  };
}

interface RequiredDocument {
  id?: unknown;
  name?: unknown;
  title?: unknown;
  required?: unknown;
}

interface UserDocument {
  report_type_document_id?: unknown;
  user_demand_document_id?: unknown;
  document_id?: unknown;
}

/**
 * The documents the report type asks for, each marked provided or not. The platform's document lists are
 * not typed yet (the case-file issue adds them): each requirement is read as `{ id, name | title,
 * required? }` and each upload as pointing at a requirement's id.
 */
export function documentsOf(demand: Pick<Demand, "report_type_documents" | "user_documents">): DocumentView[] {
  const provided = new Set(
    (demand.user_documents as UserDocument[])
      .map((upload) => upload?.report_type_document_id ?? upload?.user_demand_document_id ?? upload?.document_id)
      .filter((id) => id !== undefined && id !== null)
      .map(String),
  );
  return (demand.report_type_documents as RequiredDocument[])
    .filter((document) => document && (typeof document.id === "number" || typeof document.id === "string"))
    .filter((document) => document.required !== false)
    .map((document) => ({
      id: String(document.id),
      name:
        typeof document.name === "string"
          ? document.name
          : typeof document.title === "string"
            ? document.title
            : t("dossier.missingDocument"),
      provided: provided.has(String(document.id)),
    }));
}

export function demandView(demand: Demand): DemandView {
  const documents = documentsOf(demand);
  const operator = demand.operator ?? demand.meetings.find((meeting) => meeting.operator)?.operator ?? null;
  const marking = demandBadge(demand.marking);
  const bill = billBadge(demand.bill_status);
  return {
    id: demand.id,
    href: paths.dossier(demand.id),
    title: demand.title,
    heading: demand.title ?? demand.report_type.name,
    reportType: demand.report_type.name,
    avatar: operator?.avatar ?? demand.study.logo,
    name: professionalName(operator) ?? demand.study.name,
    address: demand.address.text,
    studyName: demand.study.name,
    badges: [
      { tone: marking.tone, label: t(marking.labelKey) },
      { tone: bill.tone, label: t(bill.labelKey) },
    ],
    meetings: demand.meetings.map(meetingView),
    documents,
    missingDocuments: documents.some((document) => !document.provided),
    createdOn: formatLongDate(demand.created_at) ?? "",
    createdIso: isoDate(demand.created_at) ?? "",
    mode: demand.type === "visio" ? "visio" : "onSite",
    furtherInfos: demand.further_infos,
    canceledOn: formatLongDate(demand.canceled_at),
    // The platform decides who may cancel, and until when.
    cancellable: demand.allowed_actions.includes("cancel"),
  };
}
