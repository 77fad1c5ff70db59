// The `intent` each case form of the professional's demand page posts (pro-side §4 and §7):
// one per case action, next to the meeting actions' intents (app/features/meetings/meeting-actions.ts).
export const CASE_INTENTS = {
  transition: "case-transition",
  lock: "case-lock",
  unlock: "case-unlock",
  refuse: "case-refuse",
  billStatus: "case-bill-status",
  comment: "case-comment",
  title: "case-title",
  furtherInfos: "case-further-infos",
  meetingMode: "case-meeting-mode",
  askDocuments: "case-ask-documents",
  publishReport: "case-publish-report",
} as const;
export type CaseIntent = (typeof CASE_INTENTS)[keyof typeof CASE_INTENTS];

export const isCaseIntent = (value: unknown): value is CaseIntent =>
  Object.values(CASE_INTENTS).some((intent) => intent === value);

/** The customer's dossier: removing one of their documents (next to `upload-document` and `cancel`). */
export const REMOVE_DOCUMENT_INTENT = "remove-document";

export const BILL_STATUSES = ["notbilled", "partialpaid", "unpaid", "paid"] as const;
export const MEETING_MODES = ["meeting", "visio"] as const;

/** The largest file a case takes (the spec's 10 Mo rule). */
export const CASE_FILE_MAX_BYTES = 10 * 1024 * 1024;
