// Cookies that carry a booking in progress across requests (customer-side §4): the draft id and its
// key (an anonymous draft opens only with it, docs/decisions/804), where the demand comes from, the
// affiliate token, the selected slots and the calendar token. Sealed: the draft's key opens the draft.
import { cookieDefaults, createSealedCookie } from "./cookies";

const DAY = 60 * 60 * 24;

export const lastUnfinishedDemandCookie = createSealedCookie("lastUnfinishedDemand", "bookingCookies", {
  ...cookieDefaults(),
  maxAge: 30 * DAY,
});
export const draftKeyCookie = createSealedCookie("lastUnfinishedDemandKey", "bookingCookies", {
  ...cookieDefaults(),
  maxAge: 30 * DAY,
});
export const demandSourceCookie = createSealedCookie("demand_source", "bookingCookies", {
  ...cookieDefaults(),
  maxAge: 30 * DAY,
});
export const affiliateTokenCookie = createSealedCookie("aff_token", "bookingCookies", { ...cookieDefaults(), maxAge: 30 * DAY });
export const selectedSlotsCookie = createSealedCookie("selected_slots", "bookingCookies", { ...cookieDefaults(), maxAge: DAY });
const calendarTokenCookie = createSealedCookie("calendar_token", "bookingCookies", { ...cookieDefaults(), maxAge: 30 * DAY });

/** Set-Cookie values that remove the draft, the selected slots and the calendar token (sign-out). */
export async function clearedBookingCookies(): Promise<string[]> {
  return Promise.all(
    [lastUnfinishedDemandCookie, draftKeyCookie, selectedSlotsCookie, calendarTokenCookie].map((cookie) =>
      cookie.serialize("", { maxAge: 0 }),
    ),
  );
}
