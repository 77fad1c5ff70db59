// The account's deletion form (docs/decisions/3011): the address typed again and the box ticked, checked
// here with the form's French messages, then at the platform, which compares the address and may refuse
// (a meeting to come, a study's member: its sentence next to the form). Once deleted, the visit ends as a
// sign-out does and the « Données personnelles » page says so; a second post finds no session and goes to the login page.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { deleteOwnAccount } from "~/features/personal-data/personal-data-client.server";
import text from "~/locales/fr/personal-data.json";
import { translator } from "~/i18n/translator";
import type { FormAnswer } from "~/features/forms/form-result";
import { email } from "~/features/forms/rules";
import { paths } from "~/features/site/paths";
import { refusedCall } from "~/features/study-settings/platform-answer.server";
import { endSession } from "~/features/account/end-session.server";

const t = translator(text);

/** The page's one form (decision 941: every answer names its form). */
const ACCOUNT_DELETION_INTENT = "delete-account";

const deletionSchema = z.object({
  email,
  confirm: z.literal("on", { errorMap: () => ({ message: t("settings.confirmRequired") }) }),
});

export async function deleteAccountForm(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: deletionSchema });
  if (submission.status !== "success")
    return data<FormAnswer<typeof ACCOUNT_DELETION_INTENT>>(
      { intent: ACCOUNT_DELETION_INTENT, result: submission.reply() },
      { status: 400 },
    );
  try {
    await deleteOwnAccount(context.platform, submission.value.email);
  } catch (error) {
    const refused = refusedCall(error, t("settings.failed"));
    return data<FormAnswer<typeof ACCOUNT_DELETION_INTENT>>(
      {
        intent: ACCOUNT_DELETION_INTENT,
        result: submission.reply({ fieldErrors: refused.fieldErrors, formErrors: refused.formErrors }),
      },
      { status: refused.status },
    );
  }
  await endSession(context);
  context.flash.add({ message: t("settings.deleted") });
  // The page saying what the studies keep, rather than the home page: its hero slides under a transparent
  // menu that a flash message in the flow would push off it.
  return redirect(paths.personalData);
}
