// Address suggestions in forms and in the browser (customer-side §3, §4): an address counts only with
// the coordinates of a suggestion. Without JavaScript each suggestion is a radio whose value carries
// "latitude;longitude;label"; with it the combobox reads the JSON of the suggestions route
// (address-suggestion-answer.ts, fetched with the combobox's code). No zod, so the browser may import it.
import type { ChosenAddress } from "./wizard";

/** A suggestion as the address field lists it. */
export interface AddressOption {
  label: string;
  latitude: number;
  longitude: number;
}

export function encodeSuggestion(option: AddressOption): string {
  return `${option.latitude};${option.longitude};${option.label}`;
}

export function validCoordinates(latitude: number, longitude: number): boolean {
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** The address a radio value stands for, or null when it is not "latitude;longitude;label". */
function parseSuggestion(value: unknown): ChosenAddress | null {
  if (typeof value !== "string") return null;
  const first = value.indexOf(";");
  const second = value.indexOf(";", first + 1);
  if (first < 1 || second < first + 2) return null;
  const latitudeText = value.slice(0, first);
  const longitudeText = value.slice(first + 1, second);
  const label = value.slice(second + 1).trim();
  if (!/^-?\d+(\.\d+)?$/.test(latitudeText) || !/^-?\d+(\.\d+)?$/.test(longitudeText) || !label || label.length > 300)
    return null;
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  return validCoordinates(latitude, longitude) ? { label, latitude, longitude } : null;
}

/** The coordinates of a form when both are numbers in range (the combobox's hidden fields). */
export function coordinatesFrom(latitude: unknown, longitude: unknown): { latitude: number; longitude: number } | null {
  if (typeof latitude !== "string" || typeof longitude !== "string" || !latitude.trim() || !longitude.trim()) return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  return validCoordinates(lat, lon) ? { latitude: lat, longitude: lon } : null;
}

export interface AddressFormFields {
  /** The text of the address input. */
  address?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  /** The label the coordinates were chosen with (hidden field `<name>Chosen`). */
  addressChosen?: unknown;
  /** The radio of the no-JavaScript suggestion list. */
  suggestion?: unknown;
}

/**
 * The address a form chose, or null (→ 'Veuillez sélectionner une adresse dans la liste'). The
 * combobox's coordinates count only while the text is still the chosen label (typing resets them);
 * otherwise a radio of the suggestion list.
 */
export function addressFromForm(fields: AddressFormFields): ChosenAddress | null {
  const text = typeof fields.address === "string" ? fields.address.trim() : "";
  const coordinates = coordinatesFrom(fields.latitude, fields.longitude);
  const chosenLabel = typeof fields.addressChosen === "string" ? fields.addressChosen.trim() : "";
  if (coordinates && text && text.length <= 300 && text === chosenLabel) return { label: text, ...coordinates };
  return parseSuggestion(fields.suggestion);
}
