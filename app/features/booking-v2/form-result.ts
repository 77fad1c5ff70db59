// Reading an action's `submission.reply()` in a component without conform's client runtime: the typed
// values to put back in the fields and the French messages to show next to them (form-first rule 1).
// The booking v2 screens use the account feature's equivalent (~/features/account/form-result); the
// main wizard's steps read their replies with these names.
import type { SubmissionResult } from "@conform-to/react";

export type FormResult = SubmissionResult<string[]> | null | undefined;

/** The messages for one field; "" holds the errors of the whole form. */
export function errorsOf(result: FormResult, name: string): string[] | undefined {
  const errors = result?.error?.[name];
  return errors && errors.length > 0 ? errors : undefined;
}

/** The value the user typed in a field, to keep it after a failed submit. */
export function valueOf(result: FormResult, name: string): string | undefined {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}

export function isChecked(result: FormResult, name: string): boolean {
  return valueOf(result, name) === "on";
}
