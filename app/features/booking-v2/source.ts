// Where a booking's registration or demand comes from (customer-side §4, §6: origins preuveo, study,
// cncj, widget, gmb; kinds study, preuveo, partner): a study's own booking page, a partner company
// booking on the partner context, or the marketplace itself (the new appointment); the professional
// body's site says so whatever the page.
import type { SiteContext } from "~/features/site/site-context";

export type BookingSource = "study" | "partner" | "preuveo" | "cncj";

export function bookingSource(site: SiteContext, scope: "study" | "partner" | "any"): BookingSource {
  if (scope === "partner") return "partner";
  if (site === "cncj") return "cncj";
  return scope === "study" ? "study" : "preuveo";
}
