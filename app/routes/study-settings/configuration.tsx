// /espace-pro/etude/{slug}/configuration (pro-side §3 "Bailiff configuration", §7 `configuration`,
// `consultation` PUT {duration}): the study's consultation duration and reminder lead times (its admins;
// docs/decisions/3003) and the user's own handwritten signature image (its professionals and admins;
// multipart, checked by content by the platform: decision 1603). Each part shows only to those who may
// change it.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { hasPermission } from "~common/permissions";
import {
  readConsultationDuration,
  setConsultationDuration,
  uploadHandwrittenSignature,
} from "~/features/study-settings/study-admin-client.server";
import { FILE_TOO_LARGE, isMultipart, readUploadForm } from "~/.server/upload-form";
import text from "~/locales/fr/study-settings.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, formReply, typedValue, type FormAnswer, type FormResult } from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { refusedCall } from "~/features/study-settings/platform-answer.server";
import { requireStudySettings } from "~/features/study-settings/study-settings.server";
import { readReminderSettings } from "~/features/reminders/reminders-client.server";
import { ReminderSettingsForm } from "~/features/reminders/reminder-settings-form";
import { REMINDER_SETTINGS_INTENT } from "~/features/reminders/reminder-settings-schema";
import { saveReminderSettingsForm } from "~/features/reminders/reminder-settings.server";

const t = translator(text);
const SIGNATURE_MAX_BYTES = 2 * 1024 * 1024;

export const meta: MetaFunction = () => [{ title: t("configuration.metaTitle") }, { name: "robots", content: "noindex" }];

async function standing(request: Request, context: LoaderFunctionArgs["context"], slug: string | undefined) {
  const settings = await requireStudySettings("configuration", request, context, slug);
  return {
    ...settings,
    managesStudy: hasPermission(settings.standing, "settings.manage"),
    // One's handwritten signature: whoever has their own professional documents in the study.
    signs: hasPermission(settings.standing, "professional_documents.manage"),
  };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, study, managesStudy, signs } = await standing(request, context, params.slug);
  const [consultationDuration, reminders] = managesStudy
    ? await Promise.all([readConsultationDuration(auth, study.id), readReminderSettings(auth, study.id)])
    : [null, null];
  return { consultationDuration, reminders, signs };
}

type ConfigurationAnswer = FormAnswer<"consultation" | "signature" | typeof REMINDER_SETTINGS_INTENT>;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, study, managesStudy, signs } = await standing(request, context, params.slug);
  const back = proPaths.studySettings(study.slug, "configuration");

  if (isMultipart(request)) {
    if (!signs) throw redirect(back);
    const refuse = (message: string, status: number) =>
      data<ConfigurationAnswer>(
        { intent: "signature", result: { status: "error", error: { handwritten_signature: [message] } } },
        { status },
      );
    const image = (await readUploadForm(request, SIGNATURE_MAX_BYTES)).get("handwritten_signature");
    if (image === FILE_TOO_LARGE) return refuse(t("configuration.signatureTooLarge"), 413);
    if (!(image instanceof File) || image.size === 0) return refuse(t("configuration.signatureRequired"), 400);
    try {
      await uploadHandwrittenSignature(auth, study.id, image);
    } catch (error) {
      const refused = refusedCall(error, t("configuration.failed"));
      return refuse(
        [...(refused.fieldErrors.handwritten_signature ?? []), ...refused.formErrors][0] ?? t("configuration.failed"),
        refused.status,
      );
    }
    context.flash.add({ message: t("configuration.signatureSaved") });
    return redirect(back);
  }

  if (!managesStudy) throw redirect(back);
  const form = await request.formData();
  if (form.get("intent") === REMINDER_SETTINGS_INTENT)
    return saveReminderSettingsForm(form, { auth, studyId: study.id, flash: context.flash, back });
  const raw = String(form.get("duration") ?? "").trim();
  const duration = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(duration >= 5 && duration <= 240))
    return data<ConfigurationAnswer>(
      { intent: "consultation", result: formReply(form, { duration: [t("configuration.consultationInvalid")] }) },
      { status: 400 },
    );
  try {
    await setConsultationDuration(auth, study.id, duration);
  } catch (error) {
    const refused = refusedCall(error, t("configuration.failed"));
    return data<ConfigurationAnswer>(
      {
        intent: "consultation",
        result: formReply(form, { duration: [...(refused.fieldErrors.duration ?? []), ...refused.formErrors] }),
      },
      { status: refused.status },
    );
  }
  context.flash.add({ message: t("configuration.consultationSaved") });
  return redirect(back);
}

export default function ConfigurationPage() {
  const { consultationDuration, reminders, signs } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const consultation: FormResult = answer?.intent === "consultation" ? answer.result : undefined;
  const signature: FormResult = answer?.intent === "signature" ? answer.result : undefined;
  const reminderResult: FormResult = answer?.intent === REMINDER_SETTINGS_INTENT ? answer.result : undefined;
  return (
    <>
      <h1 className={styles.title}>{t("configuration.title")}</h1>
      {consultationDuration !== null ? (
        <section className={styles.section} aria-labelledby="consultation-titre">
          <h2 id="consultation-titre" className={styles.sectionTitle}>
            {t("configuration.consultationTitle")}
          </h2>
          <Form method="post" noValidate>
            <TextField
              id="consultation-duree"
              label={t("configuration.consultationDuration")}
              name="duration"
              inputMode="numeric"
              defaultValue={typedValue(consultation, "duration", String(consultationDuration))}
              errors={fieldErrors(consultation, "duration")}
            />
            <Button type="submit" variant="outline">
              {t("configuration.saveConsultation")}
            </Button>
          </Form>
        </section>
      ) : null}
      {reminders ? <ReminderSettingsForm settings={reminders} result={reminderResult} /> : null}
      {signs ? (
        <section className={styles.section} aria-labelledby="signature-titre">
          <h2 id="signature-titre" className={styles.sectionTitle}>
            {t("configuration.signatureTitle")}
          </h2>
          <p>{t("configuration.signatureIntro")}</p>
          <Form method="post" encType="multipart/form-data" noValidate>
            <TextField
              id="signature-image"
              label={t("configuration.signature")}
              name="handwritten_signature"
              type="file"
              accept="image/png,image/jpeg"
              errors={fieldErrors(signature, "handwritten_signature")}
            />
            <Button type="submit" variant="outline">
              {t("configuration.signatureSubmit")}
            </Button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
