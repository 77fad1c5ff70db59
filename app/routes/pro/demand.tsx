// /espace-pro/dossiers/{id} — the professional's demand page (pro-side §2): the demand, the customer
// (name, phone, e-mail, address with a map link), the meeting timeline (customer and bailiff badges, the
// manager, the plan and add buttons) and the meeting actions, each offered only when the platform's
// `allowed_actions` allows it; a constat dated or proposed outside legal hours shows its warning there
// (docs/decisions/3103), and « Planifier » / « Replanifier » open the planning page (decision 3101). The action selector (none, declination, update_date, cancel) is the URL's
// `?action=…&meeting=…`, so every step is a page and every action a plain POST with an `intent`
// (demand.server.ts); success redirects here with a flash (post, redirect, get), except cancelling the
// whole demand, which lands on the workspace's first page (pro-side §2: the dashboard).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { newIdempotencyKey } from "~/.server/idempotency-key";
import { demandIdParam, loadGuarded } from "~/.server/guards/demand";
import { requireProPage } from "~/.server/guards/pro-pages";
import { guardRedirect, HISTORY_PATH } from "~/.server/guards/redirects";
import { hasPermission } from "~/.server/guards/study-access";
import { getCaseEvents, getCaseTransitions, getProCase } from "~/features/demands/case-management-client.server";
import { getRefusalTypeList, getStudyMembers } from "~/.server/platform/pro-reads";
import { getStudyReportTypes } from "~/.server/platform/report-types";
import { readCaseForm } from "~/features/demands/case-upload-form.server";
import cases from "~/locales/fr/cases.json";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { CASE_FILE_MAX_BYTES, CASE_INTENTS, isCaseIntent } from "~/features/demands/case-intents";
import { journalView, proCaseView } from "~/features/demands/case-view.server";
import { CaseDetails, CaseDocuments, CaseFollowUp, CaseJournal, CaseReport } from "~/features/demands/pro-case-panels";
import { ChoiceSelect } from "~/features/pro/choice-select";
import { isMeetingIntent, readActionSelection, selectionAllowed } from "~/features/meetings/meeting-actions";
import { MeetingCard } from "~/features/meetings/meeting-card";
import { runMeetingAction, type MeetingActionAnswer } from "~/features/meetings/run-meeting-action.server";
import { PRO_DEMAND_INTENTS } from "~/features/demands/pro-demand-intents";
import { formatTypedDateTime } from "~common/paris-time";
import { CancelDemandForm } from "~/features/pro/cancel-demand-form";
import { AddService } from "~/features/demands/add-service-form";
import { proWorkspaceHref } from "~/features/pro/pro-nav";
import * as styles from "~/features/pro/pro.css";
import { proDemandView } from "~/features/pro/pro-views.server";
import { reportTypeChoices } from "~/features/pro/report-type-choices";
import { paths } from "~/features/site/paths";
import { proPaths } from "~/features/pro/pro-paths";
import { isStudyProfessional } from "~/features/pro/study-professionals";
import { once } from "~common/once";
import { Badge, BadgeList } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/notice";
import {
  addServiceAction,
  assignManagerAction,
  cancelDemandAction,
  type DemandActionInput,
  type ProDemandAnswer,
} from "~/features/demands/pro-demand-actions.server";
import {
  askDocumentsAction,
  billStatusAction,
  commentAction,
  furtherInfosAction,
  lockAction,
  meetingModeAction,
  publishReportAction,
  refuseAction,
  titleAction,
  transitionAction,
  unlockAction,
} from "~/features/demands/case-actions.server";

const t = translator(pro);
const tc = translator(cases);

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded ? `${loaded.demand.heading} – ${t("demand.metaTitle")}` : t("demand.metaTitle") },
  { name: "robots", content: "noindex" },
];

/** The demand of the current study, its meetings, and what the forms offer. */
async function loadDemandPage({ request, params, context }: LoaderFunctionArgs) {
  const { studyId, access, user } = await requireProPage("demand", request, context);
  const demandId = demandIdParam(params.id);
  // The case carries its meetings, as the platform presents them to this user: one read for both.
  const demand = await loadGuarded(() => getProCase(context.platform, demandId));
  // The platform answers only the current study's demands to its staff; a demand of another study is not this page's.
  if (demand.study.id !== studyId) throw guardRedirect(HISTORY_PATH);
  return { studyId, access, user, demand, meetings: demand.meetings };
}

export async function loader(args: LoaderFunctionArgs) {
  const { studyId, access, user, demand, meetings } = await loadDemandPage(args);
  const { context, request } = args;
  // The case's edits, as the platform offers them: none while another member holds the case's lock.
  const canManage = demand.allowed_actions.includes("manage");
  const [reasons, members, reportTypes, transitions, events] = await loadGuarded(() =>
    Promise.all([
      getRefusalTypeList(context.platform),
      getStudyMembers(context.platform, studyId),
      getStudyReportTypes(studyId, true),
      canManage ? getCaseTransitions(context.platform, studyId, demand.id) : Promise.resolve([]),
      getCaseEvents(context.platform, demand.id),
    ]),
  );
  const view = proDemandView(demand, meetings);
  const url = new URL(request.url);
  const selection = readActionSelection(url);
  const selected = view.meetings.find((meeting) => meeting.id === selection.meetingId);
  const shown =
    selected && selectionAllowed(selection.action, selected.buttons) ? selection : { ...selection, action: "none" as const };
  const motif = url.searchParams.get("motif");
  const chosenReason = reasons.find((reason) => String(reason.id) === motif) ?? null;
  const person = (member: (typeof members)[number]) => ({ id: member.id, name: `${member.firstname} ${member.lastname}` });
  return {
    demand: view,
    selection: shown,
    reasons: reasons.map((reason) => ({ id: reason.id, title: reason.title, message: reason.message })),
    chosenReason: chosenReason ? { id: chosenReason.id, title: chosenReason.title, message: chosenReason.message } : null,
    reasonMissing: motif !== null && chosenReason === null,
    members: members.map(person),
    professionals: members.filter(isStudyProfessional).map(person),
    reportTypes: reportTypeChoices(reportTypes),
    /** The add-service forms' key for this rendering (docs/decisions/3633). */
    addServiceKey: newIdempotencyKey(),
    canManage,
    caseView: proCaseView(demand, transitions, user.id),
    journal: journalView(events),
    canRequire: hasPermission(access, "documents.require"),
    canCancelDemand: demand.allowed_actions.includes("cancel"),
    minimumDate: formatTypedDateTime(new Date()),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  const { studyId, access } = await requireProPage("demand", request, context);
  const demandId = demandIdParam(params.id);
  // Each action calls the platform once and trusts its answer (403, 404, 409, 422): the case and its
  // meetings are read only by the few actions that need them.
  const demand = once(async () => {
    const read = await loadGuarded(() => getProCase(context.platform, demandId));
    if (read.study.id !== studyId) throw guardRedirect(HISTORY_PATH);
    return read;
  });
  // The report's form carries a file: read in memory up to the 10 Mo limit (a larger one is its field's error).
  const form = await readCaseForm(request, CASE_FILE_MAX_BYTES);
  const input: DemandActionInput = { context, studyId, demandId, form, demand };
  const intent = form.get("intent");
  if (isCaseIntent(intent)) return caseAction(input, intent);
  if (isMeetingIntent(intent)) {
    const meetings = async () => (await demand()).meetings;
    return runMeetingAction(
      { context, studyId, form, back: paths.proDemand(demandId), demand: { id: demandId, meetings } },
      intent,
    );
  }
  switch (intent) {
    case PRO_DEMAND_INTENTS.assignManager:
      return assignManagerAction(input);
    case PRO_DEMAND_INTENTS.cancelDemand:
      return cancelDemandAction(input, proWorkspaceHref(access) ?? proPaths.proDemands);
    case PRO_DEMAND_INTENTS.addService:
      return addServiceAction(input, reportTypeChoices(await getStudyReportTypes(studyId, true)));
    default:
      throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  }
}

function caseAction(input: DemandActionInput, intent: string) {
  switch (intent) {
    case CASE_INTENTS.transition:
      return transitionAction(input);
    case CASE_INTENTS.lock:
      return lockAction(input);
    case CASE_INTENTS.unlock:
      return unlockAction(input);
    case CASE_INTENTS.refuse:
      return refuseAction(input);
    case CASE_INTENTS.billStatus:
      return billStatusAction(input);
    case CASE_INTENTS.comment:
      return commentAction(input);
    case CASE_INTENTS.title:
      return titleAction(input);
    case CASE_INTENTS.furtherInfos:
      return furtherInfosAction(input);
    case CASE_INTENTS.meetingMode:
      return meetingModeAction(input);
    case CASE_INTENTS.askDocuments:
      return askDocumentsAction(input);
    default:
      return publishReportAction(input);
  }
}

export default function ProDemandPage() {
  const loaded = useLoaderData<typeof loader>();
  const {
    demand,
    selection,
    reasons,
    chosenReason,
    reasonMissing,
    members,
    professionals,
    reportTypes,
    canManage,
    caseView,
    journal,
    canRequire,
    canCancelDemand,
    minimumDate,
  } = loaded;
  const answer = useActionData<typeof action>() as ProDemandAnswer | undefined;
  const location = useLocation();
  const demandPath = paths.proDemand(demand.id);
  const actionUrl = `${location.pathname}${location.search}`;
  const answerAbout = (intent: string, meetingId?: number) =>
    answer?.intent === intent && (meetingId === undefined || answer.meetingId === meetingId) ? answer : undefined;
  const strayError = answer?.error && !demand.meetings.some((meeting) => meeting.id === answer.meetingId) ? answer.error : null;
  const resultOf = (intent: string) => answerAbout(intent)?.result;

  return (
    <>
      <p>
        <a href={proPaths.proDemands}>{t("demand.back")}</a>
      </p>
      <h1 className={styles.title}>{demand.heading}</h1>
      <p className={styles.meta}>{t("demand.reference", { id: demand.id })}</p>
      <BadgeList label={t("demand.summaryTitle")}>
        {demand.badges.map((badge) => (
          <li key={badge.label}>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </li>
        ))}
      </BadgeList>
      {strayError ? <Notice tone="danger">{strayError}</Notice> : null}
      {/* The meetings and their actions first: on a phone they are what the professional came for (decision 3900). */}
      <section className={styles.section} aria-labelledby="rendez-vous">
        <h2 id="rendez-vous" className={styles.sectionTitle}>
          {t("demand.timeline")}
        </h2>
        {demand.meetings.length === 0 ? <p>{t("demand.noMeeting")}</p> : null}
        <ol className={styles.timeline}>
          {demand.meetings.map((meeting) => (
            <MeetingCard
              key={meeting.id}
              meeting={meeting}
              demandId={demand.id}
              demandPath={demandPath}
              actionUrl={actionUrl}
              selection={selection}
              reasons={reasons}
              chosenReason={chosenReason}
              reasonMissing={reasonMissing}
              professionals={professionals}
              manager={demand.manager}
              minimumDate={minimumDate}
              answer={
                answer?.meetingId === meeting.id && isMeetingIntent(answer.intent) ? (answer as MeetingActionAnswer) : undefined
              }
            />
          ))}
        </ol>
      </section>
      {canManage || caseView.lockAction ? (
        <CaseFollowUp view={caseView} actionUrl={actionUrl} resultOf={resultOf} reasons={reasons} />
      ) : caseView.lock ? (
        <Notice tone="warning">{tc("pro.lockedBy", { name: caseView.lock.holder, date: caseView.lock.since })}</Notice>
      ) : null}

      <section className={styles.section} aria-labelledby="client">
        <h2 id="client" className={styles.sectionTitle}>
          {t("demand.customerTitle")}
        </h2>
        <dl className={styles.details}>
          <dt className={styles.term}>{t("demand.name")}</dt>
          <dd className={styles.definition}>{demand.customer.name}</dd>
          <dt className={styles.term}>{t("demand.phone")}</dt>
          <dd className={styles.definition}>
            {demand.customer.phone ? <a href={`tel:${demand.customer.phone}`}>{demand.customer.phone}</a> : t("demand.noContact")}
          </dd>
          <dt className={styles.term}>{t("demand.email")}</dt>
          <dd className={styles.definition}>
            {demand.customer.email ? (
              <a href={`mailto:${demand.customer.email}`}>{demand.customer.email}</a>
            ) : (
              t("demand.noContact")
            )}
          </dd>
          <dt className={styles.term}>{t("demand.address")}</dt>
          <dd className={styles.definition}>
            {demand.customer.address ?? t("demand.noContact")}
            {demand.customer.mapHref ? (
              <>
                {" "}
                <a
                  href={demand.customer.mapHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("demand.mapFor", { address: demand.customer.address ?? "" })}
                >
                  {t("demand.map")}
                </a>
              </>
            ) : null}
          </dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="demande">
        <h2 id="demande" className={styles.sectionTitle}>
          {t("demand.summaryTitle")}
        </h2>
        <dl className={styles.details}>
          <dt className={styles.term}>{t("demand.reportType")}</dt>
          <dd className={styles.definition}>{demand.reportType}</dd>
          <dt className={styles.term}>{t("demand.mode")}</dt>
          <dd className={styles.definition}>{demand.mode === "visio" ? t("meeting.visio") : t("meeting.onSite")}</dd>
          <dt className={styles.term}>{t("demand.createdOn")}</dt>
          <dd className={styles.definition}>
            <time dateTime={demand.createdIso}>{demand.createdOn}</time>
          </dd>
          {demand.furtherInfos ? (
            <>
              <dt className={styles.term}>{t("demand.furtherInfos")}</dt>
              <dd className={styles.definition}>{demand.furtherInfos}</dd>
            </>
          ) : null}
          <dt className={styles.term}>{t("demand.managerLabel")}</dt>
          <dd className={styles.definition}>{demand.manager ?? t("demand.noManager")}</dd>
        </dl>
        {canManage ? (
          <Form method="post" action={actionUrl}>
            <input type="hidden" name="intent" value={PRO_DEMAND_INTENTS.assignManager} />
            <ChoiceSelect
              id="gestionnaire"
              label={t("demand.managerSelect")}
              name="manager_id"
              emptyLabel={t("demand.noManager")}
              choices={members}
              defaultValue={String(demand.managerId ?? "")}
              result={answerAbout(PRO_DEMAND_INTENTS.assignManager)?.result}
            />
            <Button type="submit" variant="outline">
              {t("demand.managerSubmit")}
            </Button>
          </Form>
        ) : null}
      </section>

      {canManage ? <CaseDetails view={caseView} actionUrl={actionUrl} resultOf={resultOf} /> : null}

      {canManage && demand.canAddService ? (
        <AddService
          actionUrl={actionUrl}
          reportTypes={reportTypes}
          idempotencyKey={loaded.addServiceKey}
          answer={answerAbout(PRO_DEMAND_INTENTS.addService)}
        />
      ) : null}

      <CaseDocuments view={caseView} actionUrl={actionUrl} canRequire={canRequire} />
      {canManage ? <CaseReport view={caseView} actionUrl={actionUrl} resultOf={resultOf} /> : null}
      <CaseJournal entries={journal} title={tc("pro.journalTitle")} empty={tc("pro.journalEmpty")} showInternal />
      {canCancelDemand ? (
        <CancelDemandForm actionUrl={actionUrl} result={answerAbout(PRO_DEMAND_INTENTS.cancelDemand)?.result} />
      ) : null}
    </>
  );
}
