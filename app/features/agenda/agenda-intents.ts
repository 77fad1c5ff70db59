// The `intent` each form of the agenda page posts, and the answer of the page's action.
import type { FormAnswer } from "~/features/account/form-result";

export const AGENDA_INTENTS = {
  add: "add-exception",
  remove: "remove-exception",
  confirm: "confirm-slot",
  complete: "complete",
} as const;
export type AgendaIntent = (typeof AGENDA_INTENTS)[keyof typeof AGENDA_INTENTS];

export type AgendaAnswer = FormAnswer<AgendaIntent>;
