// The `intent` each form of the agenda page posts, and the answer of the page's action. Its meeting
// forms post the meetings' own intents, handled as on the demand page (features/meetings/).
import type { FormAnswer } from "~/features/forms/form-result";
import { MEETING_INTENTS } from "~/features/meetings/meeting-actions";
import type { MeetingActionAnswer } from "~/features/meetings/run-meeting-action.server";

export const AGENDA_INTENTS = {
  add: "add-exception",
  remove: "remove-exception",
  confirm: MEETING_INTENTS.confirm,
} as const;

export type AgendaAnswer = FormAnswer<typeof AGENDA_INTENTS.add | typeof AGENDA_INTENTS.remove> | MeetingActionAnswer;
