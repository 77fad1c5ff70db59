// /espace-pro/parametres/disponibilites — a professional's weekly ranges, buffer and notice (
// bailiff settings of decision 921): a plain POST form that works without JavaScript. A bailiff edits
// their own week; the study's admin or clerk picks one of its professionals (`?professionnel=`); an
// assistant reads (the platform refuses their changes). Saving redirects back with a flash; the
// platform's refusals (overlaps, an end before a start, a stale form) come back next to the fields with
// what was typed kept. What is saved is what the customer's next slot search offers.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { loadGuarded } from "~/.server/guards/demand";
import { PlatformError, ValidationError } from "~/.server/platform/errors";
import { getWeek, saveWeek } from "~/features/availability/availability-client.server";
import availability from "~/locales/fr/pro-availability.json";
import { translator } from "~/i18n/translator";
import { errorOf, fieldErrors, formErrors, formReply, type FormAnswer } from "~/features/forms/form-result";
import * as own from "~/features/availability/availability.css";
import { formErrorsOf, MAX_BUFFER_MINUTES, MAX_NOTICE_HOURS, readWeekForm, weekRows } from "~/features/availability/week-form";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { chosenProfessional, pageFor } from "~/features/availability/availability-professional.server";
import { Button } from "~/ui/button";
import { FormErrors, SelectField, TextField } from "~/ui/field";
import { Notice } from "~/ui/notice";

const t = translator(availability);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const PAGE = proPaths.proSettings("disponibilites");

export const meta: MetaFunction = () => [{ title: t("metaTitle") }, { name: "robots", content: "noindex" }];

type WeekAnswer = FormAnswer<"week">;

const pageOf = (bailiffId: number, userId: number) => pageFor(PAGE, bailiffId, userId);

export async function loader(args: LoaderFunctionArgs) {
  const asked = new URL(args.request.url).searchParams.get("professionnel");
  const { studyId, professionals, chosen } = await chosenProfessional(args, asked);
  if (!chosen) return { professionals, chosenId: null, week: null };
  const week = await loadGuarded(() => getWeek(args.context.platform, studyId, chosen.id));
  return { professionals, chosenId: chosen.id, week };
}

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const asked = typeof form.get("bailiff_id") === "string" ? String(form.get("bailiff_id")) : null;
  const { studyId, userId, chosen } = await chosenProfessional(args, asked);
  if (!chosen || String(chosen.id) !== asked) throw redirect(PAGE);
  const refuse = (errors: Record<string, string[]>, status: number, error?: string) =>
    data<WeekAnswer>({ intent: "week", result: formReply(form, errors), error }, { status });
  const read = readWeekForm(form);
  if (Object.keys(read.errors).length > 0) return refuse(read.errors, 400);
  try {
    await saveWeek(args.context.platform, studyId, {
      bailiffId: chosen.id,
      rules: read.ranges.map(({ weekday, start, end }) => ({ weekday, start, end })),
      bufferMinutes: read.bufferMinutes,
      noticeMinutes: read.noticeMinutes,
      version: Number(form.get("version")) || 0,
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error instanceof ValidationError) return refuse(formErrorsOf(error.fieldErrors, read.ranges), 422);
    // Someone saved this week since the form was shown: their sentence, the input kept.
    if (error.status === 409) return refuse({}, 409, error.message);
    args.context.flash.add({ message: error.status === 403 ? error.message : t("errors.failed"), type: "error" });
    throw redirect(pageOf(chosen.id, userId));
  }
  args.context.flash.add({ message: t("saved") });
  throw redirect(pageOf(chosen.id, userId));
}

export default function AvailabilityPage() {
  const { professionals, chosenId, week } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as WeekAnswer | undefined;
  const result = answer?.result;
  if (!week || chosenId === null) {
    return (
      <>
        <h1 className={styles.title}>{t("title")}</h1>
        <p>{t("errors.noProfessional")}</p>
      </>
    );
  }
  const typed = result?.initialValue as Record<string, unknown> | undefined;
  const rows = weekRows(week.rules, typed);
  const value = (name: string, fallback: string) => (typed && typeof typed[name] === "string" ? String(typed[name]) : fallback);
  return (
    <>
      <h1 className={styles.title}>{t("title")}</h1>
      <p>{t("intro")}</p>

      {professionals.length > 1 ? (
        <Form method="get" className={styles.inline}>
          <SelectField label={t("professionalLabel")} name="professionnel" defaultValue={String(chosenId)}>
            {professionals.map((professional) => (
              <option key={professional.id} value={professional.id}>
                {professional.firstname} {professional.lastname}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary">
            {t("professionalShow")}
          </Button>
        </Form>
      ) : null}

      {week.warnings.map((warning) => (
        <Notice key={warning} tone="warning" className={own.warning}>
          {warning}
        </Notice>
      ))}

      <Form method="post" className={styles.section} key={`${chosenId}-${week.version}`}>
        <input type="hidden" name="bailiff_id" value={chosenId} />
        <input type="hidden" name="version" value={week.version} />
        <FormErrors errors={errorOf(answer) ?? formErrors(result)} />
        <h2 className={styles.sectionTitle}>{t("weekLegend")}</h2>
        <p>{t("weekHelp")}</p>
        {week.rules.length === 0 && !typed ? <p>{t("empty")}</p> : null}
        <ol className={own.rows}>
          {rows.map((row, index) => (
            <li key={index}>
              <fieldset className={own.row}>
                <legend className={own.rowLegend}>{t("rangeLabel", { number: index + 1 })}</legend>
                <SelectField
                  label={t("weekday")}
                  name={`rules.${index}.weekday`}
                  defaultValue={row.weekday}
                  errors={fieldErrors(result, `rules.${index}.weekday`)}
                >
                  {WEEKDAYS.map((weekday) => (
                    <option key={weekday} value={weekday}>
                      {t(`weekdays.${weekday}`)}
                    </option>
                  ))}
                </SelectField>
                {(["start", "end"] as const).map((edge) => (
                  <TextField
                    key={edge}
                    label={t(edge)}
                    type="time"
                    name={`rules.${index}.${edge}`}
                    defaultValue={row[edge]}
                    errors={fieldErrors(result, `rules.${index}.${edge}`)}
                  />
                ))}
              </fieldset>
            </li>
          ))}
        </ol>

        <h2 className={styles.sectionTitle}>{t("bookingLegend")}</h2>
        <TextField
          label={t("buffer")}
          description={t("bufferHelp")}
          type="number"
          min={0}
          max={MAX_BUFFER_MINUTES}
          name="buffer_minutes"
          defaultValue={value("buffer_minutes", String(week.buffer_minutes))}
          errors={fieldErrors(result, "buffer_minutes")}
        />
        <TextField
          label={t("notice")}
          description={t("noticeHelp")}
          type="number"
          min={0}
          max={MAX_NOTICE_HOURS}
          name="notice_hours"
          defaultValue={value("notice_hours", String(Math.round(week.notice_minutes / 60)))}
          errors={fieldErrors(result, "notice_hours")}
        />
        <div className={styles.formActions}>
          <Button type="submit">{t("save")}</Button>
        </div>
      </Form>
    </>
  );
}
