// The JSON answers of the address routes as the browser reads them (the suggestions route's list, the
// reverse lookup's single address): only well-formed entries, the browser trusts nothing. Imported by
// the combobox's code alone (components/address-combobox.ts), so it travels in that lazy chunk.
import { validCoordinates, type AddressOption } from "./address-suggestion";

/** The suggestions of a JSON answer, keeping only well-formed entries. */
export function parseSuggestionList(json: unknown): AddressOption[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry: unknown) => {
    const option = parseSuggestionObject(entry);
    return option ? [option] : [];
  });
}

export function parseSuggestionObject(entry: unknown): AddressOption | null {
  if (!entry || typeof entry !== "object") return null;
  const { label, latitude, longitude } = entry as Record<string, unknown>;
  if (typeof label !== "string" || !label.trim() || typeof latitude !== "number" || typeof longitude !== "number") return null;
  return validCoordinates(latitude, longitude) ? { label, latitude, longitude } : null;
}
