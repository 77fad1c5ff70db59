// The no-JavaScript side of the address field: the suggestions of a typed text, listed as radios
// (customer-side §4: an address counts once chosen from the list).
import { ADDRESS_MIN_LENGTH, searchAddress } from "~/.server/geo/client";
import { addressFromForm, type AddressOption } from "~/features/booking/address-suggestion";
import type { ChosenAddress } from "~/features/booking/wizard";
import bookingAddressText from "~/locales/fr/booking-address.json";
import forms from "~/locales/fr/forms.json";

export interface AddressSearch {
  term: string;
  /** null when no search ran (under 3 characters) or the service failed. */
  suggestions: AddressOption[] | null;
  failed: boolean;
}

export async function searchAddressOptions(rawTerm: string | null | undefined): Promise<AddressSearch> {
  const term = (rawTerm ?? "").trim().slice(0, 200);
  if (term.length < ADDRESS_MIN_LENGTH) return { term, suggestions: null, failed: false };
  try {
    const found = await searchAddress(term);
    return {
      term,
      suggestions: found.slice(0, 10).map((item) => ({ label: item.label, latitude: item.lat, longitude: item.lon })),
      failed: false,
    };
  } catch (error) {
    console.error("Recherche d'adresse indisponible :", error);
    return { term, suggestions: null, failed: true };
  }
}

/**
 * The address a posted address step chose from the list; otherwise what its action answers with a 400:
 * the suggestions for the typed text and why it does not count yet (the search failed, or none was chosen).
 */
export async function postedAddress(
  formData: FormData,
): Promise<
  { address: ChosenAddress; refused?: undefined } | { address?: undefined; refused: { error: string; search: AddressSearch } }
> {
  const address = addressFromForm(Object.fromEntries(formData));
  if (address) return { address };
  const search = await searchAddressOptions(String(formData.get("address") ?? ""));
  return { refused: { error: search.failed ? bookingAddressText.address.searchFailed : forms.address.fromList, search } };
}
