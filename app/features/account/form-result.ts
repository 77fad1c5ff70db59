// Reading an action's answer in a form: the errors of a field, the value the user typed (so nothing is
// lost on a 400), and the errors of the whole form (conform's `submission.reply()` shape, read without
// shipping conform or zod to the browser).
import type { SubmissionResult } from "@conform-to/react";

export type FormResult = SubmissionResult<string[]> | null | undefined;

export function fieldErrors(result: FormResult, name: string): string[] | undefined {
  const errors = result?.error?.[name];
  return errors && errors.length > 0 ? errors : undefined;
}

/** Errors not tied to a field (server failures, flattened registration errors). */
export function formErrors(result: FormResult): string[] | undefined {
  return fieldErrors(result, "");
}

/** What the user typed in a field, as the server got it; `fallback` when the form was not sent. */
export function typedValue(result: FormResult, name: string, fallback = ""): string {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : fallback;
}

export function typedChecked(result: FormResult, name: string, fallback = false): boolean {
  if (!result?.initialValue) return fallback;
  return result.initialValue[name] === "on";
}

/**
 * What every action answers when it does not redirect: the form it is about (the submitted `intent`, so
 * a page with several forms shows the answer next to the right one), conform's reply for its fields,
 * and a message for the whole form when there is one.
 */
export interface FormAnswer<Intent extends string = string> {
  intent: Intent;
  result?: FormResult;
  error?: string;
}

/** The action's answer when it is about the form of `intent`. */
export function answerFor<Intent extends string>(
  answer: FormAnswer | null | undefined,
  intent: Intent,
): FormAnswer<Intent> | undefined {
  return answer?.intent === intent ? (answer as FormAnswer<Intent>) : undefined;
}
