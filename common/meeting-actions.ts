// The actions a meeting's answer may offer in `allowed_actions` (docs/decisions/3110): the transitions of
// the platform's table, then the choice of the meeting's professional. The app shows a button for each
// one it receives and no other.
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
