// Cookies that carry a booking in progress across requests (customer-side §4): the draft id and its
// key (an anonymous draft opens only with it, docs/decisions/804), where the demand comes from, the
// affiliate token, the selected slots and the calendar token.
import { createCookie } from "@remix-run/node";
import { cookieDefaults } from "./cookies";

const DAY = 60 * 60 * 24;

export const lastUnfinishedDemandCookie = createCookie("lastUnfinishedDemand", { ...cookieDefaults(), maxAge: 30 * DAY });
export const draftKeyCookie = createCookie("lastUnfinishedDemandKey", { ...cookieDefaults(), maxAge: 30 * DAY });
export const demandSourceCookie = createCookie("demand_source", { ...cookieDefaults(), maxAge: 30 * DAY });
export const affiliateTokenCookie = createCookie("aff_token", { ...cookieDefaults(), maxAge: 30 * DAY });
export const selectedSlotsCookie = createCookie("selected_slots", { ...cookieDefaults(), maxAge: DAY });
const calendarTokenCookie = createCookie("calendar_token", { ...cookieDefaults(), maxAge: 30 * DAY });

/** Set-Cookie values that remove the draft, the selected slots and the calendar token (sign-out). */
export async function clearedBookingCookies(): Promise<string[]> {
  return Promise.all(
    [lastUnfinishedDemandCookie, draftKeyCookie, selectedSlotsCookie, calendarTokenCookie].map((cookie) =>
      cookie.serialize("", { maxAge: 0 }),
    ),
  );
}
