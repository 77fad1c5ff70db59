// Whose professionals a booking offers: one study's (its booking page), any study's around the searched
// address on behalf of a partner company (the partner context, customer-side §6), or any study's for a
// signed-in customer's new appointment (/nouveau-rdv).
import type { V2Study } from "./study.server";

export type BookingScope = { kind: "study"; study: V2Study } | { kind: "partner"; partner: V2Study } | { kind: "any" };

/** Outside a study's own page the meeting's address always comes from the search. */
export function addressFromSearch(scope: BookingScope): boolean {
  return scope.kind !== "study";
}

/** Across studies the search shows the nearest few professionals. */
export const ACROSS_STUDIES_MAX_CARDS = 6;
