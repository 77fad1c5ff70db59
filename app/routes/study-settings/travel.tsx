// /espace-pro/etude/{slug}/deplacements (docs/decisions/3004, 3005): the study's travel settings, which
// decide which on-site slots its professionals can reach in time. Its admins only (`settings.manage`,
// checked again by the platform); the form's schema on both sides, the platform's refusals next to the
// fields, and post, redirect, get on success.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { readTravelSettings, saveTravelSettings } from "~/features/travel/travel-client.server";
import travel from "~/locales/fr/travel.json";
import { translator } from "~/i18n/translator";
import type { FormAnswer } from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { TravelSettingsForm } from "~/features/travel/travel-settings-form";
import { travelSettingsSchema } from "~/features/travel/travel-settings-schema";
import { refusedCall } from "~/features/study-settings/platform-answer.server";
import { requireStudySettings } from "~/features/study-settings/study-settings.server";

const t = translator(travel);
const PAGE = "deplacements";
const INTENT = "travel";

export const meta: MetaFunction = () => [{ title: t("settings.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, study } = await requireStudySettings(PAGE, request, context, params.slug);
  return { settings: await readTravelSettings(auth, study.id) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, study } = await requireStudySettings(PAGE, request, context, params.slug);
  const submission = parseWithZod(await request.formData(), { schema: travelSettingsSchema });
  if (submission.status !== "success")
    return data<FormAnswer<typeof INTENT>>({ intent: INTENT, result: submission.reply() }, { status: 400 });
  try {
    await saveTravelSettings(auth, study.id, submission.value);
  } catch (error) {
    const refused = refusedCall(error, t("settings.failed"));
    return data<FormAnswer<typeof INTENT>>(
      { intent: INTENT, result: submission.reply({ fieldErrors: refused.fieldErrors, formErrors: refused.formErrors }) },
      { status: refused.status },
    );
  }
  context.flash.add({ message: t("settings.saved") });
  return redirect(proPaths.studySettings(study.slug, PAGE));
}

export default function TravelSettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // A new location (the redirect after a save) shows the saved values afresh, as the reloaded page does
  // without JavaScript; a refused post stays on its location and keeps what was typed.
  const { key } = useLocation();
  return (
    <>
      <h1 className={styles.title}>{t("settings.title")}</h1>
      <TravelSettingsForm key={key} settings={settings} result={answer?.result} />
    </>
  );
}
