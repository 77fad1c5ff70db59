// The study settings' « Rappels des rendez-vous » section (its admins): hours before a confirmed meeting
// for the customer's reminder, and the Paris time of the professionals' morning summary. A plain form
// post (its `intent` says which form of the page it is); what was typed stays next to the errors.
import { Form } from "@remix-run/react";
import reminders from "~/locales/fr/reminders.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, formErrors, typedValue, type FormResult } from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import { REMINDER_SETTINGS_INTENT } from "./reminder-settings-schema";

const t = translator(reminders);

export function ReminderSettingsForm({
  settings,
  result,
}: {
  settings: { customer_lead_hours: number; summary_time: string };
  result: FormResult;
}) {
  return (
    <section className={styles.section} aria-labelledby="rappels-titre">
      <h2 id="rappels-titre" className={styles.sectionTitle}>
        {t("settings.title")}
      </h2>
      <p>{t("settings.intro")}</p>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={REMINDER_SETTINGS_INTENT} />
        <FormErrors errors={formErrors(result)} />
        <TextField
          id="rappel-delai"
          label={t("settings.customerLeadHours")}
          description={t("settings.customerLeadHoursHint")}
          name="customer_lead_hours"
          inputMode="numeric"
          required
          defaultValue={typedValue(result, "customer_lead_hours", String(settings.customer_lead_hours))}
          errors={fieldErrors(result, "customer_lead_hours")}
        />
        <TextField
          id="rappel-recapitulatif"
          label={t("settings.summaryTime")}
          description={t("settings.summaryTimeHint")}
          name="summary_time"
          type="time"
          required
          defaultValue={typedValue(result, "summary_time", settings.summary_time)}
          errors={fieldErrors(result, "summary_time")}
        />
        <Button type="submit" variant="outline">
          {t("settings.save")}
        </Button>
      </Form>
    </section>
  );
}
