// What a demand's and a meeting's answers may offer in `allowed_actions` (docs/decisions/3110): the
// transitions of the platform's tables, then the study's own actions. The app shows a button for each one
// it receives and no other; a name it does not know (a newer platform) is dropped, never shown.

/** A meeting's transitions, then the choice of its professional. */
export const MEETING_ACTIONS = [
  "confirm",
  "complete",
  "mark_no_show",
  "decline",
  "update_date",
  "cancel",
  "reschedule",
  "plan",
  "assign_operator",
] as const;
export type MeetingActionName = (typeof MEETING_ACTIONS)[number];
/** The meeting's transitions: every action but the choice of its professional. */
export type MeetingTransitionName = Exclude<MeetingActionName, "assign_operator">;

/** A demand's transitions, then the study's edits of the case (`manage`) and its lock. */
export const DEMAND_ACTIONS = [
  "cancel",
  "qualify",
  "requalify",
  "complete",
  "reopen",
  "refuse",
  "publish_report",
  "manage",
  "lock",
  "unlock",
] as const;
export type DemandActionName = (typeof DEMAND_ACTIONS)[number];
/** The demand's transitions: every action but the case's edits and lock. */
export type DemandTransitionName = Exclude<DemandActionName, "manage" | "lock" | "unlock">;

/** Keeps the names of `vocabulary` (for the app's parsing: an unknown action is not offered). */
export const knownNames =
  <Name extends string>(vocabulary: readonly Name[]) =>
  (names: readonly string[]): Name[] =>
    names.filter((name): name is Name => (vocabulary as readonly string[]).includes(name));
