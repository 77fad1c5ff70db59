// Reading an action's answer in a form: the errors of a field, the value the user typed (so nothing is
// lost on a 400), and the errors of the whole form (conform's `submission.reply()` shape, read without
// shipping conform or zod to the browser).
import type { SubmissionResult } from "@conform-to/react";

export type FormResult = SubmissionResult<string[]> | null | undefined;

/** conform's reply shape for a form answered without conform: what was typed (kept), and the errors by field. */
export function formReply(form: FormData, errors: Record<string, string[]>): FormResult {
  const initialValue: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") initialValue[name] = value;
  return { status: "error", initialValue, error: errors };
}

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
 * What every action answers when it does not redirect (decision 607): the form it is about (the submitted
 * `intent`, so a page with several forms shows the answer next to the right one; a page with one form
 * uses a fixed intent), conform's reply for its fields (whole-form messages as its formErrors), a message
 * for the whole form when there is one, and `data`: what else that form shows after the answer, typed per
 * form (the address suggestions of a no-JavaScript search, "the link was sent", the demand's fields the
 * confirmation keeps…), absent when the form needs nothing more.
 */
export interface FormAnswer<Intent extends string = string, Data = never> {
  intent: Intent;
  result?: FormResult;
  error?: string;
  data?: Data;
}

/** The members of an answer type (a union of FormAnswers, as serialised) that are about `Intent`. */
type AnswerAbout<Answer, Intent extends string> = Answer extends { intent: infer Of }
  ? Intent extends Of
    ? Answer
    : never
  : never;

/** The action's answer when it is about the form of `intent`. */
export function answerFor<Answer extends { intent: string }, Intent extends string>(
  answer: Answer | null | undefined,
  intent: Intent,
): AnswerAbout<Answer, Intent> | undefined {
  return answer?.intent === intent ? (answer as AnswerAbout<Answer, Intent>) : undefined;
}

/** The answer's message for the whole form, as the list `FormErrors` shows; nothing without one. */
export function errorOf(answer: { error?: string } | null | undefined): string[] | undefined {
  return answer?.error ? [answer.error] : undefined;
}
