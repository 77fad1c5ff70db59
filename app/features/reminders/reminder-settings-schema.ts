// The study's reminder lead times as its settings form posts them (docs/decisions/3003): whole hours
// between 1 and 168 before a confirmed meeting for the customer's reminder, and a Paris time « HH:MM »
// for the professionals' summary. The same bounds as the platform's, which checks again.
import { z } from "zod";
import reminders from "~/locales/fr/reminders.json";
import { translator } from "~/i18n/translator";

const t = translator(reminders);

/** The `intent` of the reminder form, among the other forms of the study's configuration page. */
export const REMINDER_SETTINGS_INTENT = "reminders";
const leadHoursMessage = t("settings.customerLeadHoursInvalid");
const summaryTimeMessage = t("settings.summaryTimeInvalid");

export const reminderSettingsSchema = z.object({
  customer_lead_hours: z
    .string({ required_error: leadHoursMessage, invalid_type_error: leadHoursMessage })
    .trim()
    .regex(/^\d{1,3}$/, leadHoursMessage)
    .transform(Number)
    .refine((hours) => hours >= 1 && hours <= 168, leadHoursMessage),
  summary_time: z
    .string({ required_error: summaryTimeMessage, invalid_type_error: summaryTimeMessage })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, summaryTimeMessage),
});
