// /espace-pro/etude/{slug}/conservation (docs/decisions/3012): how long the study keeps the video captures
// it did not retain for a report and the positions its customers shared, before the daily pass erases them
// (its admins: `settings.manage`). A plain form post; what was typed stays next to the errors.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DATA_RETENTION_BOUNDS, DATA_RETENTION_DEFAULTS } from "~common/data-retention";
import { readRetentionSettings } from "~/features/personal-data/personal-data-client.server";
import text from "~/locales/fr/personal-data.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, formErrors, typedValue } from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import { saveRetentionForm } from "~/features/personal-data/data-retention.server";
import { requireStudySettings } from "~/features/study-settings/study-settings.server";

const t = translator(text);

export const handle: RouteHandle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: t("retention.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, study } = await requireStudySettings("conservation", request, context, params.slug);
  return { settings: await readRetentionSettings(auth, study.id) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, study } = await requireStudySettings("conservation", request, context, params.slug);
  const back = proPaths.studySettings(study.slug, "conservation");
  return saveRetentionForm(await request.formData(), { auth, studyId: study.id, flash: context.flash, back });
}

/** The two durations, each with the platform's rule it follows. */
const FIELDS = [
  { name: "capture_days", rule: "captureDays", id: "conservation-captures", label: "retention.captureDays" },
  { name: "position_days", rule: "positionDays", id: "conservation-positions", label: "retention.positionDays" },
] as const;

export default function DataRetentionPage() {
  const { settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  return (
    <>
      <h1 className={styles.title}>{t("retention.title")}</h1>
      <p>{t("retention.intro")}</p>
      <Form method="post" noValidate>
        <FormErrors errors={formErrors(result)} />
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={field.id}
            label={t(field.label)}
            description={t("retention.daysHint", {
              days: DATA_RETENTION_DEFAULTS[field.rule],
              ...DATA_RETENTION_BOUNDS[field.rule],
            })}
            name={field.name}
            inputMode="numeric"
            required
            defaultValue={typedValue(result, field.name, String(settings[field.name]))}
            errors={fieldErrors(result, field.name)}
          />
        ))}
        <Button type="submit" variant="outline">
          {t("retention.save")}
        </Button>
      </Form>
    </>
  );
}
