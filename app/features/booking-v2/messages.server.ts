// The French texts of booking v2 and of the contact form for loaders and actions: on the server the
// whole dictionaries are at hand, so route modules keep only the strings their component shows in
// their browser chunk (docs/decisions/004).
import contact from "~/locales/fr/contact.json";
import bookingV2 from "~/locales/fr/booking-v2.json";
import details from "~/locales/fr/booking-v2-details.json";
import newAppointment from "~/locales/fr/booking-v2-new-appointment.json";
import search from "~/locales/fr/booking-v2-search.json";
import summary from "~/locales/fr/booking-v2-summary.json";
import { translator } from "~/i18n/translator";

export const v2Text = translator({ ...bookingV2, ...details, ...search, ...summary, ...newAppointment });

export const contactText = translator(contact);

/** The title and description of a booking v2 page for a study. */
export function v2Head(study: { name: string }, partnerContext: boolean) {
  return {
    title: v2Text(partnerContext ? "meta.partnerTitle" : "meta.title", { study: study.name }),
    description: v2Text("meta.description", { study: study.name }),
  };
}
