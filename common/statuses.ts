// The statuses the platform stores and sends and the app shows (pro-side §4): the one list of each, so
// the database's types, the platform's fields, the app's parsing and its badges cannot disagree. The
// badges' tones and French labels are the app's (app/features/account/status-badges.ts and its locale).

/** A meeting's statuses; `no_show`: the customer did not come (docs/decisions/3910). */
export const MEETING_STATUSES = [
  "created",
  "waiting",
  "validated",
  "to_plan",
  "disputed",
  "completed",
  "canceled",
  "refused",
  "no_show",
] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** A demand's markings; `toqualify` is shown as `inprogress`. */
export const DEMAND_MARKINGS = ["inprogress", "completed", "toqualify", "reportdone", "nofollowup"] as const;
export type DemandMarking = (typeof DEMAND_MARKINGS)[number];

export const BILL_STATUSES = ["notbilled", "partialpaid", "unpaid", "paid"] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
