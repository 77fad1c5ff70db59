// The phone booking page's steps as its URL holds them (/espace-pro/rendez-vous-telephone?nom=…&client=…
// &nouveau=1&prestation=…&adresse=…&depuis=…): read by the loader and action, written by the page's links.
import { withQuery } from "~/features/site/paths";
import { proPaths } from "~/features/pro/pro-paths";
import { isCalendarDay, parisToday, shiftParisDay } from "~common/paris-time";

/** The steps as the URL holds them. */
export interface PhoneBookingQuery {
  lastname: string;
  customerId: number | null;
  newCustomer: boolean;
  reportTypeId: number | null;
  address: string;
  /** First day (Paris) of the 7 days of slots shown. */
  from: string;
}

export const positiveId = (raw: string | null | undefined) =>
  raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

export function readPhoneBookingQuery(search: URLSearchParams, now: Date = new Date()): PhoneBookingQuery {
  const tomorrow = shiftParisDay(parisToday(now), 1);
  const from = search.get("depuis") ?? "";
  const valid = isCalendarDay(from) && from >= tomorrow;
  return {
    lastname: (search.get("nom") ?? "").trim().slice(0, 100),
    customerId: positiveId(search.get("client")),
    newCustomer: search.get("nouveau") === "1",
    reportTypeId: positiveId(search.get("prestation")),
    address: (search.get("adresse") ?? "").trim().slice(0, 255),
    from: valid ? from : tomorrow,
  };
}

/** The page's own URL for these steps. */
export function phoneBookingHref(query: Partial<PhoneBookingQuery>): string {
  return withQuery(proPaths.proPhoneBooking, {
    nom: query.lastname,
    client: query.customerId,
    nouveau: query.newCustomer ? 1 : undefined,
    prestation: query.reportTypeId,
    adresse: query.address,
    depuis: query.from,
  });
}
