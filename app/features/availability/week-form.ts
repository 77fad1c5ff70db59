// The weekly ranges form (/espace-pro/parametres/disponibilites) as plain form fields, so it works
// without JavaScript: one row per range (`rules.{i}.weekday|start|end`), the saved ranges plus a few
// empty rows to add new ones; a row whose two times are empty is dropped. The platform checks the times
// (format, end after start, overlaps) and names its errors by the ranges it received: they are mapped
// back to the rows the user typed them in.
import availability from "~/locales/fr/pro-availability.json";
import { translator } from "~/i18n/translator";

const t = translator(availability);

/** Empty rows offered after the saved ranges. */
const EXTRA_ROWS = 3;
/** More rows than any week needs (the platform takes 70 ranges at most). */
const MAX_ROWS = 80;
export const MAX_NOTICE_HOURS = 336;
export const MAX_BUFFER_MINUTES = 240;

export interface WeekRow {
  weekday: string;
  start: string;
  end: string;
}

export interface ReadWeek {
  /** The ranges to send, and the form row each one came from. */
  ranges: Array<{ row: number; weekday: number; start: string; end: string }>;
  bufferMinutes: number;
  noticeMinutes: number;
  /** Errors found before asking the platform, keyed by the form's field names. */
  errors: Record<string, string[]>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** A whole number in [0, max] from a field, else null. */
function wholeNumber(raw: string, max: number): number | null {
  if (!/^\d{1,4}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= max ? value : null;
}

export function readWeekForm(form: FormData): ReadWeek {
  const errors: Record<string, string[]> = {};
  const ranges: ReadWeek["ranges"] = [];
  for (let row = 0; row < MAX_ROWS && form.has(`rules.${row}.weekday`); row++) {
    const start = text(form, `rules.${row}.start`);
    const end = text(form, `rules.${row}.end`);
    if (!start && !end) continue;
    const weekday = wholeNumber(text(form, `rules.${row}.weekday`), 7);
    if (!weekday) {
      errors[`rules.${row}.weekday`] = [t("errors.weekday")];
      continue;
    }
    ranges.push({ row, weekday, start, end });
  }
  const buffer = wholeNumber(text(form, "buffer_minutes") || "0", MAX_BUFFER_MINUTES);
  if (buffer === null) errors.buffer_minutes = [t("errors.buffer")];
  const notice = wholeNumber(text(form, "notice_hours") || "0", MAX_NOTICE_HOURS);
  if (notice === null) errors.notice_hours = [t("errors.notice")];
  return { ranges, bufferMinutes: buffer ?? 0, noticeMinutes: (notice ?? 0) * 60, errors };
}

/** The platform's field errors (`rules.{k}.start`, by sent range) renamed to the form's rows and fields. */
export function formErrorsOf(platformErrors: Record<string, string[]>, ranges: ReadWeek["ranges"]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(platformErrors)) {
    const range = /^rules\.(\d+)\.(\w+)$/.exec(field);
    const name = range
      ? `rules.${ranges[Number(range[1])]?.row ?? range[1]}.${range[2]}`
      : field === "notice_minutes"
        ? "notice_hours"
        : field;
    errors[name] = [...(errors[name] ?? []), ...messages];
  }
  return errors;
}

/** The rows to show: what was typed when the form comes back with errors, else the saved ranges and empty rows. */
export function weekRows(
  saved: ReadonlyArray<{ weekday: number; start: string; end: string }>,
  typed?: Record<string, unknown>,
): WeekRow[] {
  if (typed) {
    const rows: WeekRow[] = [];
    for (let row = 0; row < MAX_ROWS && typeof typed[`rules.${row}.weekday`] === "string"; row++) {
      rows.push({
        weekday: String(typed[`rules.${row}.weekday`]),
        start: String(typed[`rules.${row}.start`] ?? ""),
        end: String(typed[`rules.${row}.end`] ?? ""),
      });
    }
    return rows;
  }
  const rows = saved.map((range) => ({ weekday: String(range.weekday), start: range.start, end: range.end }));
  const lastDay = saved.length > 0 ? saved[saved.length - 1]!.weekday : 1;
  for (let extra = 0; extra < EXTRA_ROWS; extra++) rows.push({ weekday: String(lastDay), start: "", end: "" });
  return rows;
}
