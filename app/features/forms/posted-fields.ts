// Reading a posted form by hand, where a form has one or two hidden fields and no schema: a positive id,
// a trimmed text. Anything else reads as absent, never throws.

/** A positive integer field (an id the page rendered), else null. */
export function idField(form: FormData, name: string): number | null {
  const raw = textField(form, name);
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** A text field, trimmed; "" when absent or a file. */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}
