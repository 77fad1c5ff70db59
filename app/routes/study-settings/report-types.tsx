// /espace-pro/etude/{slug}/prestations (pro-side §3 "Report-type setting", §7 `all-report-types`,
// `update-report-type`): for each service of the catalogue, whether the study offers it, the slot
// length, the batch, the time limit, the price in euros (fixed or per hour; the platform keeps cents),
// video and its price. One plain form per service; the booking reads the same settings, so a new price
// shows in the customer's next slot search.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { listReportTypeSettings, updateReportTypeSetting } from "~/features/study-settings/study-admin-client.server";
import text from "~/locales/fr/study-settings.json";
import { translator } from "~/i18n/translator";
import {
  fieldErrors,
  formErrors,
  formReply,
  typedChecked,
  typedValue,
  type FormAnswer,
  type FormResult,
} from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { centsToEuros, eurosToCents } from "~/features/study-settings/euros";
import { refusedCall } from "~/features/study-settings/platform-answer.server";
import { Button } from "~/ui/button";
import { CheckboxField, FormErrors, SelectField, TextField } from "~/ui/field";
import { requireStudySettings } from "~/features/study-settings/study-settings.server";

const t = translator(text);

export const meta: MetaFunction = () => [{ title: t("reportTypes.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, study } = await requireStudySettings("prestations", request, context, params.slug);
  return { settings: await listReportTypeSettings(auth, study.id) };
}

const wholeNumber = (raw: FormDataEntryValue | null, min: number, max: number) => {
  const value = typeof raw === "string" ? raw.trim() : "";
  return /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null;
};

type SettingAnswer = FormAnswer<string>;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, study } = await requireStudySettings("prestations", request, context, params.slug);
  const form = await request.formData();
  const settings = await listReportTypeSettings(auth, study.id);
  const setting = settings.find((candidate) => String(candidate.report_type_id) === form.get("report_type_id"));
  if (!setting) throw redirect(proPaths.studySettings(study.slug, "prestations"));

  const text = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)).trim() : "");
  const errors: Record<string, string[]> = {};
  const slotDuration = wholeNumber(form.get("slot_duration"), 5, 480);
  if (slotDuration === null) errors.slot_duration = [t("reportTypes.durationInvalid")];
  const optionalCount = (name: string, max: number) => {
    if (text(name) === "") return null;
    const value = wholeNumber(form.get(name), 1, max);
    if (value === null) errors[name] = [t("reportTypes.countInvalid")];
    return value;
  };
  const batch = optionalCount("batch", 20);
  const timeLimit = optionalCount("time_limit", 365);
  const price = eurosToCents(text("price"));
  if (price === null) errors.price = [t("reportTypes.priceInvalid")];
  const visioPrice = text("visio_price") === "" ? null : eurosToCents(text("visio_price"));
  if (text("visio_price") !== "" && visioPrice === null) errors.visio_price = [t("reportTypes.priceInvalid")];
  const intent = `setting-${setting.report_type_id}`;
  if (Object.keys(errors).length > 0) return data<SettingAnswer>({ intent, result: formReply(form, errors) }, { status: 400 });

  try {
    await updateReportTypeSetting(auth, study.id, {
      report_type_id: setting.report_type_id,
      enabled: form.get("enabled") === "on",
      slot_duration: slotDuration!,
      batch,
      time_limit: timeLimit,
      price: price!,
      visio_price: visioPrice,
      price_type: form.get("price_type") === "hour" ? "hour" : "fixed",
      visio_enabled: setting.visio_available && form.get("visio_enabled") === "on",
    });
  } catch (error) {
    const refused = refusedCall(error, t("reportTypes.failed"));
    return data<SettingAnswer>(
      { intent, result: formReply(form, { ...refused.fieldErrors, "": refused.formErrors }) },
      { status: refused.status },
    );
  }
  context.flash.add({ message: t("reportTypes.saved", { name: setting.name }) });
  return redirect(proPaths.studySettings(study.slug, "prestations"));
}

export default function ReportTypesPage() {
  const { settings } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <h1 className={styles.title}>{t("reportTypes.title")}</h1>
      <p>{t("reportTypes.intro")}</p>
      <ul className={styles.cards}>
        {settings.map((setting) => {
          const result: FormResult = answer?.intent === `setting-${setting.report_type_id}` ? answer.result : undefined;
          const id = (name: string) => `prestation-${setting.report_type_id}-${name}`;
          const headingId = id("titre");
          return (
            <li key={setting.report_type_id} className={styles.section} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.sectionTitle}>
                {setting.group ? `${setting.group} — ${setting.name}` : setting.name}
              </h2>
              <Form method="post" noValidate>
                <input type="hidden" name="report_type_id" value={setting.report_type_id} />
                <FormErrors errors={formErrors(result)} />
                <CheckboxField
                  id={id("enabled")}
                  name="enabled"
                  label={t("reportTypes.enabled")}
                  defaultChecked={typedChecked(result, "enabled", setting.enabled)}
                />
                <div className={styles.filters}>
                  <TextField
                    id={id("duree")}
                    label={t("reportTypes.slotDuration")}
                    name="slot_duration"
                    inputMode="numeric"
                    defaultValue={typedValue(result, "slot_duration", String(setting.slot_duration))}
                    errors={fieldErrors(result, "slot_duration")}
                  />
                  <TextField
                    id={id("prix")}
                    label={t("reportTypes.price")}
                    name="price"
                    inputMode="decimal"
                    defaultValue={typedValue(result, "price", centsToEuros(setting.price))}
                    errors={fieldErrors(result, "price")}
                  />
                  <SelectField
                    id={id("type-prix")}
                    label={t("reportTypes.priceType")}
                    name="price_type"
                    defaultValue={typedValue(result, "price_type", setting.price_type)}
                  >
                    <option value="fixed">{t("reportTypes.priceFixed")}</option>
                    <option value="hour">{t("reportTypes.priceHour")}</option>
                  </SelectField>
                  <TextField
                    id={id("lot")}
                    label={t("reportTypes.batch")}
                    name="batch"
                    inputMode="numeric"
                    defaultValue={typedValue(result, "batch", setting.batch === null ? "" : String(setting.batch))}
                    errors={fieldErrors(result, "batch")}
                  />
                  <TextField
                    id={id("delai")}
                    label={t("reportTypes.timeLimit")}
                    name="time_limit"
                    inputMode="numeric"
                    defaultValue={typedValue(result, "time_limit", setting.time_limit === null ? "" : String(setting.time_limit))}
                    errors={fieldErrors(result, "time_limit")}
                  />
                </div>
                {setting.visio_available ? (
                  <div className={styles.filters}>
                    <CheckboxField
                      id={id("visio")}
                      name="visio_enabled"
                      label={t("reportTypes.visioEnabled")}
                      defaultChecked={typedChecked(result, "visio_enabled", setting.visio_enabled)}
                    />
                    <TextField
                      id={id("prix-visio")}
                      label={t("reportTypes.visioPrice")}
                      name="visio_price"
                      inputMode="decimal"
                      defaultValue={typedValue(
                        result,
                        "visio_price",
                        setting.visio_price === null ? "" : centsToEuros(setting.visio_price),
                      )}
                      errors={fieldErrors(result, "visio_price")}
                    />
                  </div>
                ) : null}
                <Button type="submit" variant="outline">
                  {t("reportTypes.save", { name: setting.name })}
                </Button>
              </Form>
            </li>
          );
        })}
      </ul>
    </>
  );
}
