// The configuration page's reminder form (docs/decisions/3003): parsed with the form's schema, saved at
// the platform for the study of the page, the platform's French refusals shown next to the fields.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { PlatformAuth } from "~/.server/platform/http";
import { saveReminderSettings } from "~/features/reminders/reminders-client.server";
import reminders from "~/locales/fr/reminders.json";
import { translator } from "~/i18n/translator";
import type { FormAnswer } from "~/features/forms/form-result";
import { REMINDER_SETTINGS_INTENT, reminderSettingsSchema } from "~/features/reminders/reminder-settings-schema";
import { refusedCall } from "~/features/study-settings/platform-answer.server";

const t = translator(reminders);

export async function saveReminderSettingsForm(
  form: FormData,
  { auth, studyId, flash, back }: { auth: PlatformAuth; studyId: number; flash: AppLoadContext["flash"]; back: string },
) {
  const submission = parseWithZod(form, { schema: reminderSettingsSchema });
  if (submission.status !== "success")
    return data<FormAnswer<typeof REMINDER_SETTINGS_INTENT>>(
      { intent: REMINDER_SETTINGS_INTENT, result: submission.reply() },
      { status: 400 },
    );
  try {
    await saveReminderSettings(auth, studyId, submission.value);
  } catch (error) {
    const refused = refusedCall(error, t("settings.failed"));
    return data<FormAnswer<typeof REMINDER_SETTINGS_INTENT>>(
      {
        intent: REMINDER_SETTINGS_INTENT,
        result: submission.reply({ fieldErrors: refused.fieldErrors, formErrors: refused.formErrors }),
      },
      { status: refused.status },
    );
  }
  flash.add({ message: t("settings.saved") });
  return redirect(back);
}
