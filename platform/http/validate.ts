// Validates request input with zod: a failure becomes a 422 with French field errors, never a 500.
import type { z } from "zod";
import { invalid, type FieldErrors } from "./http-error";
import { frenchErrorMap } from "./french-zod-errors";

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "body";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function parseInput<Schema extends z.ZodTypeAny>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {}, { errorMap: frenchErrorMap });
  if (!result.success) throw invalid(zodFieldErrors(result.error));
  return result.data;
}
