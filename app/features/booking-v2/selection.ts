// The choice made at the creneaux step, kept until the demand is confirmed: which professional and
// study, which slot (none for a study that takes demands without one), for which search, and the names
// the summary shows. A selection made for another study, report type or mode is stale and ignored, so
// a changed search never books the old slot.

export interface V2Selection {
  /** The slug of the booking page it was made on. */
  slug: string;
  reportType: string;
  visio: boolean;
  /** Null when the study receives the demand without a slot. */
  slot: { start: string; end: string } | null;
  bailiffId: number;
  /** The study that will receive the demand (on the partner context, the professional's study). */
  studyId: number;
  professionalName: string;
  studyName: string;
}

export interface SelectionSearch {
  slug: string;
  reportType: string | undefined;
  visio: boolean;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function positiveId(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
}

function slotOf(value: unknown): V2Selection["slot"] | undefined {
  if (value === null) return null;
  if (!value || typeof value !== "object") return undefined;
  const { start, end } = value as Record<string, unknown>;
  if (typeof start !== "string" || typeof end !== "string" || !ISO_INSTANT.test(start) || !ISO_INSTANT.test(end))
    return undefined;
  return Date.parse(end) > Date.parse(start) ? { start, end } : undefined;
}

function shortText(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 200;
}

/** A stored selection, checked field by field (the cookie is signed, but its shape may be old). */
export function parseSelection(value: unknown): V2Selection | null {
  if (!value || typeof value !== "object") return null;
  const candidate = value as Record<string, unknown>;
  const studyId = positiveId(candidate.studyId);
  const bailiffId = positiveId(candidate.bailiffId);
  const slot = slotOf(candidate.slot);
  if (
    !shortText(candidate.slug) ||
    !shortText(candidate.reportType) ||
    typeof candidate.visio !== "boolean" ||
    slot === undefined ||
    studyId === null ||
    bailiffId === null ||
    !shortText(candidate.professionalName) ||
    !shortText(candidate.studyName)
  ) {
    return null;
  }
  return {
    slug: candidate.slug,
    reportType: candidate.reportType,
    visio: candidate.visio,
    slot,
    bailiffId,
    studyId,
    professionalName: candidate.professionalName,
    studyName: candidate.studyName,
  };
}

export function selectionMatches(selection: V2Selection | null, search: SelectionSearch): selection is V2Selection {
  return Boolean(
    selection && selection.slug === search.slug && selection.reportType === search.reportType && selection.visio === search.visio,
  );
}

/** "12-3": how a card (professional 12 of study 3) is named in forms and links. */
export function professionalKey(bailiffId: number, studyId: number): string {
  return `${bailiffId}-${studyId}`;
}

export function parseProfessionalKey(value: unknown): { bailiffId: number; studyId: number } | null {
  if (typeof value !== "string") return null;
  const match = /^([1-9]\d{0,9})-([1-9]\d{0,9})$/.exec(value);
  return match ? { bailiffId: Number(match[1]), studyId: Number(match[2]) } : null;
}
