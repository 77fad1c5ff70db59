// The meeting actions (pro-side §2 "Meeting actions"): their intents, and on the demand page the action
// selector (none, declination, update_date, cancel) lives in the URL (`?action=…&meeting=…`) so that
// each action is a plain page without JavaScript; the buttons shown are the platform's `allowed_actions`.
import { withQuery } from "~/features/site/paths";
import type { MeetingActionName } from "~common/allowed-actions";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";

const t = translator(pro);

const ACTION_SELECTOR = ["none", "declination", "update_date", "cancel"] as const;
export type SelectedAction = (typeof ACTION_SELECTOR)[number];

/**
 * The `intent` each meeting form posts, on the demand page and on the agenda alike: one action, one
 * name, one handler (run-meeting-action.server.ts).
 */
export const MEETING_INTENTS = {
  confirm: "confirm",
  complete: "complete",
  markNoShow: "mark-no-show",
  decline: "decline",
  updateDate: "update-date",
  cancel: "cancel",
  assignOperator: "assign-operator",
} as const;
export type MeetingIntent = (typeof MEETING_INTENTS)[keyof typeof MEETING_INTENTS];

export function isMeetingIntent(value: unknown): value is MeetingIntent {
  return Object.values<unknown>(MEETING_INTENTS).includes(value);
}

export interface ActionSelection {
  action: SelectedAction;
  meetingId: number | null;
  /** Cancel: the user chose to notify the customer, so the reason is asked (`?prevenir=1`). */
  notify: boolean;
}

/** Reads the selector from the page's URL; anything unknown is "none". */
export function readActionSelection(url: URL): ActionSelection {
  const raw = url.searchParams.get("action");
  const action = ACTION_SELECTOR.find((name) => name === raw) ?? "none";
  const meeting = Number(url.searchParams.get("meeting"));
  const meetingId = action !== "none" && Number.isInteger(meeting) && meeting > 0 ? meeting : null;
  return {
    action: meetingId === null ? "none" : action,
    meetingId,
    notify: action === "cancel" && url.searchParams.get("prevenir") === "1",
  };
}

/** The demand page with the selector open on one meeting's action. */
export function actionHref(demandPath: string, action: Exclude<SelectedAction, "none">, meetingId: number, notify = false) {
  return withQuery(demandPath, { action, meeting: meetingId, prevenir: notify ? 1 : undefined });
}

/**
 * The actions one button posts with nothing but the meeting (its id and the status seen): listed once
 * here, shown on the demand page and on the agenda wherever the platform's `allowed_actions` offer them,
 * and handled by runMeetingAction. A new one is a line here, its call and its case there.
 */
const ONE_BUTTON_ACTIONS = [
  { action: "complete", intent: MEETING_INTENTS.complete, label: t("demand.complete") },
  { action: "mark_no_show", intent: MEETING_INTENTS.markNoShow, label: t("demand.markNoShow") },
] as const satisfies readonly {
  action: MeetingActionName;
  intent: MeetingIntent;
  label: string;
}[];
export type OneButtonAction = (typeof ONE_BUTTON_ACTIONS)[number];

/** The one-button actions the platform offers on a meeting, in the list's order. */
export function oneButtonActions(allowedActions: readonly string[]): OneButtonAction[] {
  return ONE_BUTTON_ACTIONS.filter((entry) => allowedActions.includes(entry.action));
}

/** What the platform lets the caller do with a meeting, as the page's buttons. */
export interface MeetingButtons {
  confirm: boolean;
  /** Complete, and every other action of one button. */
  oneButton: OneButtonAction[];
  reschedule: boolean;
  decline: boolean;
  updateDate: boolean;
  cancel: boolean;
  /** « Changer l'intervenant »: only while the meeting is live. */
  assignOperator: boolean;
}

export function meetingButtons(allowedActions: readonly string[]): MeetingButtons {
  const allows = (name: string) => allowedActions.includes(name);
  return {
    confirm: allows("confirm"),
    oneButton: oneButtonActions(allowedActions),
    reschedule: allows("reschedule"),
    decline: allows("decline"),
    updateDate: allows("update_date"),
    cancel: allows("cancel"),
    assignOperator: allows("assign_operator"),
  };
}

/** Whether the selected action may be shown: the platform must allow it on that meeting. */
export function selectionAllowed(action: SelectedAction, buttons: MeetingButtons): boolean {
  if (action === "declination") return buttons.decline;
  if (action === "update_date") return buttons.updateDate;
  if (action === "cancel") return buttons.cancel;
  return true;
}
