// How long a study keeps the video evidence no report uses (docs/decisions/3012): the captures it did not
// retain and the positions its customers shared. The platform applies these bounds and defaults, the
// study's settings form repeats them, and the public « Données personnelles » page states them: one
// source, so the page never promises another duration than the one the daily job enforces.
export const DATA_RETENTION_DEFAULTS = {
  /** Days a capture nobody retained for a report is kept after it was taken: time to write the report. */
  captureDays: 90,
  /** Days a shared position no report uses is kept after it was shared. */
  positionDays: 30,
} as const;

export const DATA_RETENTION_BOUNDS = {
  /** At least a week, so a capture is never gone before the professional chose what to retain; at most three years. */
  captureDays: { min: 7, max: 1095 },
  /** From a day to a year: a position only serves the session it was shared in. */
  positionDays: { min: 1, max: 365 },
} as const;

export type RetentionField = keyof typeof DATA_RETENTION_BOUNDS;
