// Validates request input with zod: a failure becomes a 422 with French field errors, never a 500.
// Before any schema, every string of the input is checked for NUL bytes and other control characters
// (tab and line breaks aside): PostgreSQL text cannot hold a NUL, and no field of the platform has a use
// for the others, so they are refused here once, for every route, next to the field that carries them.
import type { z } from "zod";
import { invalid, type FieldErrors } from "./http-error";
import { frenchErrorMap } from "./french-zod-errors";

export const CONTROL_CHARACTER_MESSAGE = "Ce champ contient des caractères non autorisés.";
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "body";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** The fields (dotted paths) whose strings hold a control character, walked without recursion. */
function fieldsWithControlCharacters(input: unknown): string[] {
  const found: string[] = [];
  const pending: Array<[unknown, string]> = [[input, ""]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === "string") {
      if (CONTROL_CHARACTERS.test(value)) found.push(path || "body");
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) pending.push([inner, path ? `${path}.${key}` : key]);
    }
  }
  return found.sort();
}

export function parseInput<Schema extends z.ZodTypeAny>(schema: Schema, input: unknown): z.output<Schema> {
  const unreadable = fieldsWithControlCharacters(input);
  if (unreadable.length > 0) throw invalid(Object.fromEntries(unreadable.map((field) => [field, [CONTROL_CHARACTER_MESSAGE]])));
  const result = schema.safeParse(input ?? {}, { errorMap: frenchErrorMap });
  if (!result.success) throw invalid(zodFieldErrors(result.error));
  return result.data;
}
