// Reusable zod field schemas for request input. Query strings and form posts carry strings, JSON
// carries typed values: every field accepts both, and rejects arrays and objects smuggled in by qs.
import { z } from "zod";
import { isCalendarDay, parisDayBounds, parseIsoInParis } from "~common/paris-time";

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : trimmed(value));

/** A positive database id, from 12 or "12". */
export const id = z.preprocess(
  (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number({ invalid_type_error: "Identifiant invalide." }).int().positive().max(2_147_483_647),
);
export const optionalId = z.preprocess(emptyToUndefined, id.optional());

/** A boolean from true/false, 1/0, "true"/"false", "1"/"0", "on". */
export const bool = z.preprocess((value) => {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "true" || value === "on") return true;
  if (value === 0 || value === "0" || value === "false" || value === "off") return false;
  return value;
}, z.boolean());
export const optionalBool = z.preprocess(emptyToUndefined, bool.optional());

export const number = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value),
    z.number().finite().min(min).max(max),
  );
/**
 * A value `read` accepts (null: refused), or the field's own French message: for settings whose one
 * message says what is expected (an issue's message wins over the parse's French map).
 */
export const readField = <T>(read: (value: unknown) => T | null, message: string) =>
  z.unknown().transform((value, context) => {
    const parsed = read(value);
    if (parsed !== null) return parsed;
    context.addIssue({ code: z.ZodIssueCode.custom, message });
    return z.NEVER;
  });

export const latitude = number(-90, 90);
export const longitude = number(-180, 180);
export const optionalLatitude = z.preprocess(emptyToUndefined, latitude.optional());
export const optionalLongitude = z.preprocess(emptyToUndefined, longitude.optional());

export const text = (max = 255) => z.preprocess(trimmed, z.string().max(max));
export const requiredText = (max = 255) => z.preprocess(trimmed, z.string().min(1).max(max));
export const optionalText = (max = 255) => z.preprocess(emptyToUndefined, z.string().max(max).optional());

export const email = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.string().min(1).max(254).email(),
);

/** Names: letters, spaces, hyphens and apostrophes, at least 2 characters. */
export const personName = z.preprocess(
  trimmed,
  z
    .string()
    .min(2)
    .max(100)
    .regex(/^[\p{L}][\p{L}\s'’-]*$/u, "Seuls les lettres et les espaces sont acceptés."),
);

// French numbers as in customer-side §5: +33, 0033 or 0, a digit 1-9, then four pairs with optional
// space, dot or dash separators. Stored as +33XXXXXXXXX.
const FRENCH_PHONE = /^(?:\+33|0033|0)\s*([1-9])((?:[\s.-]?\d{2}){4})$/;
export const frenchPhone = z.preprocess(
  trimmed,
  z
    .string()
    .min(1)
    .regex(FRENCH_PHONE, "Le numéro de téléphone n'est pas un numéro français valide.")
    .transform((value) => {
      const [, first, rest] = FRENCH_PHONE.exec(value)!;
      return `+33${first}${rest!.replace(/[\s.-]/g, "")}`;
    }),
);

/**
 * An instant in epoch milliseconds: ISO 8601 (with an offset, or read as Paris wall-clock time without
 * one), "YYYY-MM-DD HH:mm" (the app's date-update format), or a bare date. A bare date means the start
 * of that day, or with `endOfDay` the end of it, so "until 2025-06-08" includes the 8th. A Paris time
 * the spring clock change skips is refused, one the autumn change repeats is its winter-time occurrence.
 */
function instantSchema(endOfDay: boolean) {
  return z.preprocess(
    trimmed,
    z
      .string()
      .min(1)
      .max(40)
      .transform((value, context) => {
        const parsed = parseParisInstant(value, endOfDay);
        if (parsed === null) {
          context.addIssue({ code: z.ZodIssueCode.invalid_date });
          return z.NEVER;
        }
        return parsed;
      }),
  );
}
export const instant = instantSchema(false);
export const endInstant = instantSchema(true);

export function parseParisInstant(value: string, endOfDay = false): number | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (!isCalendarDay(value)) return null;
    const bounds = parisDayBounds(value);
    return (endOfDay ? bounds.end : bounds.start).getTime();
  }
  const normalized = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? value.replace(" ", "T") : value;
  return parseIsoInParis(normalized);
}

/** A calendar day "YYYY-MM-DD" (a Paris day for the lists' date filters). */
export const day = z.preprocess(
  trimmed,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "La date doit être au format AAAA-MM-JJ.")
    .refine(isCalendarDay, "Cette date n'existe pas."),
);
export const optionalDay = z.preprocess(emptyToUndefined, day.optional());

export const page = z.preprocess(emptyToUndefined, number(1, 100_000).pipe(z.number().int()).optional());

/** A choice among `values`; blank is none. */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(values).optional());

/** Every meeting status, for `expected_status` (the status a form was rendered with) and filters. */
export { MEETING_STATUSES } from "~common/statuses";
