// The retention form of a study's settings (docs/decisions/3012): whole days within the bounds the platform
// applies (common/data-retention.ts), parsed here with the form's French message, saved at the platform for
// the study of the page, which checks again; its refusals show next to the fields.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { DATA_RETENTION_BOUNDS, type RetentionField } from "~common/data-retention";
import type { PlatformAuth } from "~/.server/platform/http";
import { saveRetentionSettings } from "~/features/personal-data/personal-data-client.server";
import text from "~/locales/fr/personal-data.json";
import { translator } from "~/i18n/translator";
import type { FormAnswer } from "~/features/forms/form-result";
import { refusedCall } from "~/features/study-settings/platform-answer.server";

const t = translator(text);

/** The page's one form (decision 941: every answer names its form). */
const RETENTION_INTENT = "retention";

function days(field: RetentionField) {
  const { min, max } = DATA_RETENTION_BOUNDS[field];
  const message = t("retention.invalid", { min, max });
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .refine((count) => count >= min && count <= max, message);
}

const retentionSchema = z.object({ capture_days: days("captureDays"), position_days: days("positionDays") });

export async function saveRetentionForm(
  form: FormData,
  { auth, studyId, flash, back }: { auth: PlatformAuth; studyId: number; flash: AppLoadContext["flash"]; back: string },
) {
  const submission = parseWithZod(form, { schema: retentionSchema });
  if (submission.status !== "success")
    return data<FormAnswer<typeof RETENTION_INTENT>>({ intent: RETENTION_INTENT, result: submission.reply() }, { status: 400 });
  try {
    await saveRetentionSettings(auth, studyId, submission.value);
  } catch (error) {
    const refused = refusedCall(error, t("retention.failed"));
    return data<FormAnswer<typeof RETENTION_INTENT>>(
      {
        intent: RETENTION_INTENT,
        result: submission.reply({ fieldErrors: refused.fieldErrors, formErrors: refused.formErrors }),
      },
      { status: refused.status },
    );
  }
  flash.add({ message: t("retention.saved") });
  return redirect(back);
}
