// What the case panels show, built from the platform's answers on the server: the lock and
// who holds it, the named transitions allowed now, the fields the forms edit, the documents asked with the
// files provided (downloaded through the app's own route), the report, and the journal as a timeline.
import type { CaseEvent, CustomerCase, NamedTransition, ProCase } from "~/features/demands/case-management-client.server";
import { formatLongDate } from "~/features/content/dates";
import { proPaths } from "~/features/pro/pro-paths";
import { paths } from "~/features/site/paths";
import { formatSummaryDate } from "~common/paris-time";

interface CaseFileView {
  id: number;
  name: string;
  href: string;
}

export interface RequirementView {
  id: number;
  name: string;
  provided: boolean;
  files: CaseFileView[];
}

export interface JournalEntryView {
  id: number;
  when: string;
  iso: string;
  summary: string;
  actor: string | null;
  internal: boolean;
}

export interface ReportView {
  name: string;
  href: string;
  publishedOn: string;
}

const personName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`.trim();

export function requirementViews(
  demand: Pick<CustomerCase, "id" | "report_type_documents" | "user_documents">,
): RequirementView[] {
  return demand.report_type_documents.map((requirement) => ({
    id: requirement.id,
    name: requirement.name,
    provided: requirement.provided,
    files: demand.user_documents
      .filter((file) => file.report_type_document_id === requirement.id)
      .map((file) => ({ id: file.id, name: file.name, href: paths.caseFile(demand.id, file.id) })),
  }));
}

/**
 * The case's files no requirement asked for: the study's own, such as a video session's capture record
 * (decisions 1524, 3813: among the case's documents on both sides), which no requirement's list shows.
 */
export function studyFileViews(demand: Pick<CustomerCase, "id" | "user_documents">): CaseFileView[] {
  return demand.user_documents
    .filter((file) => file.report_type_document_id === null)
    .map((file) => ({ id: file.id, name: file.name, href: paths.caseFile(demand.id, file.id) }));
}

/** The captures page of each video meeting of the case: a plain link, JavaScript or not (issue 38, point 16). */
function videoCaptureLinks(demand: Pick<ProCase, "id" | "meetings">) {
  return demand.meetings
    .filter((meeting) => meeting.has_visio)
    .map((meeting) => ({ meetingId: meeting.id, href: proPaths.proVideoCaptures(demand.id, meeting.id) }));
}

export function reportView(demand: Pick<CustomerCase, "id" | "report">): ReportView | null {
  const report = demand.report;
  return report
    ? { name: report.name, href: paths.caseFile(demand.id, report.id), publishedOn: formatLongDate(report.published_at) ?? "" }
    : null;
}

export function journalView(events: readonly CaseEvent[]): JournalEntryView[] {
  return events.map((event) => ({
    id: event.id,
    when: formatSummaryDate(event.created_at),
    iso: event.created_at,
    summary: event.summary,
    actor: event.actor ? personName(event.actor) : null,
    internal: !event.visible_to_customer,
  }));
}

/** The statuses a report can be published from (decision 1301's `publish_report`). */
const PUBLISHABLE = new Set(["inprogress", "completed", "reportdone"]);

export function proCaseView(demand: ProCase, transitions: readonly NamedTransition[], userId: number) {
  const lock = demand.locked_by
    ? {
        holder: personName(demand.locked_by),
        mine: demand.locked_by.id === userId,
        since: demand.locked_at ? formatSummaryDate(demand.locked_at) : "",
      }
    : null;
  return {
    version: demand.version,
    lock,
    transitions: transitions.map((transition) => ({ name: transition.name, label: transition.label })),
    canRefuse: demand.allowed_actions.includes("refuse"),
    /** The study's edits of the case (not while another member holds its lock). */
    canManage: demand.allowed_actions.includes("manage"),
    /** Lock, or release the lock: whichever the platform offers, if either. */
    lockAction: demand.allowed_actions.includes("unlock")
      ? ("unlock" as const)
      : demand.allowed_actions.includes("lock")
        ? ("lock" as const)
        : null,
    billStatus: demand.bill_status,
    mode: demand.type === "visio" ? ("visio" as const) : ("meeting" as const),
    title: demand.title ?? "",
    furtherInfos: demand.further_infos ?? "",
    comment: demand.comment ?? "",
    requirements: requirementViews(demand),
    studyFiles: studyFileViews(demand),
    videoCaptures: videoCaptureLinks(demand),
    missing: demand.missing_documents,
    report: reportView(demand),
    canPublish: PUBLISHABLE.has(demand.marking),
  };
}

export type ProCaseView = ReturnType<typeof proCaseView>;
