// The case actions of the professional's demand page (/espace-pro/dossiers/{id}): named
// transitions, lock and unlock, refusal with a type, bill status, internal comment, title, further
// information, meeting mode, asking for the missing documents and publishing the report. Each form posts
// an `intent` and the version of the case it was rendered with (`expected_version`); each checks its
// input here first (French message next to the field, input kept), then asks the platform, whose
// refusals come back the same way: 409 stale or locked (its sentence above the page, which shows the case
// as it is now), 413 too large (next to the file). Success redirects back with a flash.
import {
  askForDocuments,
  changeMeetingMode,
  lockCase,
  publishReport,
  refuseCase,
  runTransition,
  unlockCase,
  updateBillStatus,
  updateCaseFurtherInfos,
  updateCaseTitle,
  updateComment,
  type CaseTarget,
} from "~/features/demands/case-management-client.server";
import { FILE_TOO_LARGE } from "~/features/demands/case-upload-form.server";
import cases from "~/locales/fr/cases.json";
import { translator } from "~/i18n/translator";
import { fileName } from "~/features/demands/file-name";
import { BILL_STATUSES, CASE_INTENTS, MEETING_MODES, type CaseIntent } from "~/features/demands/case-intents";
import { idField } from "~/features/forms/posted-fields";
import { mutate, refuse, type DemandActionInput } from "./pro-demand-actions.server";

const t = translator(cases);

const TITLE_MAX = 200;
const TEXT_MAX = 5000;

/** The case the form was about, at the version it showed (a case changed since is the platform's 409). */
async function targetOf(input: DemandActionInput): Promise<CaseTarget> {
  const posted = input.form.get("expected_version");
  const version = typeof posted === "string" && /^\d{1,10}$/.test(posted) ? Number(posted) : (await input.demand()).version;
  return { studyId: input.studyId, demandId: input.demandId, expectedVersion: version };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const run = (input: DemandActionInput, intent: CaseIntent, call: (target: CaseTarget) => Promise<unknown>, done: string) =>
  mutate(input, intent, async () => call(await targetOf(input)), done);

export function transitionAction(input: DemandActionInput) {
  const intent = CASE_INTENTS.transition;
  const name = text(input.form, "transition");
  // A transition no longer allowed still goes to the platform: its 409 says why, in its words.
  if (!/^[a-z_]{1,40}$/.test(name)) return refuse(input, intent, { transition: [t("errors.transitionRequired")] });
  return run(input, intent, (target) => runTransition(input.context.platform, target, name), t("done.transition"));
}

export const lockAction = (input: DemandActionInput) =>
  run(input, CASE_INTENTS.lock, (target) => lockCase(input.context.platform, target), t("done.locked"));

export const unlockAction = (input: DemandActionInput) =>
  run(input, CASE_INTENTS.unlock, (target) => unlockCase(input.context.platform, target), t("done.unlocked"));

export function refuseAction(input: DemandActionInput) {
  const intent = CASE_INTENTS.refuse;
  const reasonId = idField(input.form, "refusal_type_id");
  if (reasonId === null) return refuse(input, intent, { refusal_type_id: [t("errors.reasonRequired")] });
  return run(input, intent, (target) => refuseCase(input.context.platform, target, reasonId), t("done.refused"));
}

export function billStatusAction(input: DemandActionInput) {
  const intent = CASE_INTENTS.billStatus;
  const status = BILL_STATUSES.find((candidate) => candidate === input.form.get("bill_status"));
  if (!status) return refuse(input, intent, { bill_status: [t("errors.billRequired")] });
  return run(input, intent, (target) => updateBillStatus(input.context.platform, target, status), t("done.billStatus"));
}

export function meetingModeAction(input: DemandActionInput) {
  const intent = CASE_INTENTS.meetingMode;
  const mode = MEETING_MODES.find((candidate) => candidate === input.form.get("new_type"));
  if (!mode) return refuse(input, intent, { new_type: [t("errors.modeRequired")] });
  return run(input, intent, (target) => changeMeetingMode(input.context.platform, target, mode), t("done.meetingMode"));
}

export function titleAction(input: DemandActionInput) {
  const intent = CASE_INTENTS.title;
  const title = text(input.form, "title");
  if (!title) return refuse(input, intent, { title: [t("errors.titleRequired")] });
  if (title.length > TITLE_MAX) return refuse(input, intent, { title: [t("errors.titleTooLong")] });
  return run(input, intent, (target) => updateCaseTitle(input.context.platform, target, title), t("done.title"));
}

export function furtherInfosAction(input: DemandActionInput) {
  const intent = CASE_INTENTS.furtherInfos;
  const infos = text(input.form, "further_infos");
  if (infos.length > TEXT_MAX) return refuse(input, intent, { further_infos: [t("errors.furtherInfosTooLong")] });
  return run(input, intent, (target) => updateCaseFurtherInfos(input.context.platform, target, infos), t("done.furtherInfos"));
}

export function commentAction(input: DemandActionInput) {
  const intent = CASE_INTENTS.comment;
  const comment = text(input.form, "comment");
  if (comment.length > TEXT_MAX) return refuse(input, intent, { comment: [t("errors.commentTooLong")] });
  return run(input, intent, (target) => updateComment(input.context.platform, target, comment), t("done.comment"));
}

export const askDocumentsAction = (input: DemandActionInput) =>
  run(input, CASE_INTENTS.askDocuments, (target) => askForDocuments(input.context.platform, target), t("done.askDocuments"));

/** The report's file: a PDF by its first bytes (the platform sniffs it again), not empty, at most 10 Mo. */
export async function publishReportAction(input: DemandActionInput) {
  const intent = CASE_INTENTS.publishReport;
  const file = input.form.get("file");
  if (file === FILE_TOO_LARGE) return refuse(input, intent, { file: [t("errors.fileTooLarge")] }, 413);
  if (!(file instanceof Blob) || (file.size === 0 && !fileName(file))) {
    return refuse(input, intent, { file: [t("errors.fileMissing")] });
  }
  if (file.size === 0) return refuse(input, intent, { file: [t("errors.fileEmpty")] });
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  if (String.fromCharCode(...head) !== "%PDF-") return refuse(input, intent, { file: [t("errors.reportNotPdf")] }, 422);
  return run(
    input,
    intent,
    (target) => publishReport(input.context.platform, target, file, fileName(file) || "constat.pdf"),
    t("done.report"),
  );
}
