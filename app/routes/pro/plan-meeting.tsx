// /espace-pro/dossiers/{id}/planifier/{report} and /espace-pro/dossiers/{id}/replanifier/{meetingId}
// (pro-side §2: plan a meeting; the reschedule route takes the demand and the meeting): the slots of a
// professional's week, or a time of one's own (the agenda's range lands here), with a constat's
// legal-hours warning where it applies (docs/decisions/3101, 3103). GET forms choose, a POST plans.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import planning from "~/locales/fr/planning.json";
import { translator } from "~/i18n/translator";
import { answerFor, errorOf } from "~/features/forms/form-result";
import { LegalHoursWarning } from "~/features/planning/legal-hours-warning";
import { SlotChoices } from "~/features/planning/slot-choices";
import { ChoiceSelect } from "~/features/pro/choice-select";
import * as planningStyles from "~/features/planning/planning.css";
import * as styles from "~/features/pro/pro.css";
import { paths, withQuery } from "~/features/site/paths";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import { loadPlanningPage, planFromPage } from "~/features/planning/plan-meeting.server";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";

const t = translator(planning);

export const meta: MetaFunction = () => [{ title: t("metaTitle") }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => loadPlanningPage(args);

export const action = (args: ActionFunctionArgs) => planFromPage(args);

export default function PlanMeetingPage() {
  const page = useLoaderData<typeof loader>();
  const answer = answerFor(useActionData<typeof action>(), "plan");
  const keep = { professionnel: page.professionalId, date: page.asked.date, heure: page.asked.time };
  const professionalField = <input type="hidden" name="professionnel" value={page.professionalId ?? ""} />;
  return (
    <>
      <p>
        <a href={paths.proDemand(page.demandId)}>{t("back")}</a>
      </p>
      <h1 className={styles.title}>{page.rescheduling ? t("rescheduleTitle") : t("planTitle")}</h1>
      <p className={styles.meta}>{t("about", { reportType: page.reportType, customer: page.customer, id: page.demandId })}</p>
      {page.current ? <p>{t("current", { when: page.current })}</p> : null}
      {page.currentWarning ? <LegalHoursWarning>{page.currentWarning}</LegalHoursWarning> : null}
      {page.followUp ? <p>{t("followUp")}</p> : null}
      <FormErrors errors={errorOf(answer)} />

      <div className={planningStyles.sections}>
        <section className={styles.section} aria-labelledby="creneaux">
          <h2 id="creneaux" className={styles.sectionTitle}>
            {t("slotsTitle")}
          </h2>
          {page.professionals.length > 1 ? (
            <Form method="get">
              <input type="hidden" name="depuis" value={page.from} />
              <ChoiceSelect
                id="professionnel"
                label={t("professional")}
                name="professionnel"
                emptyLabel={t("defaultProfessional")}
                choices={page.professionals}
                defaultValue={String(page.professionalId ?? "")}
              />
              <Button type="submit" variant="outline">
                {t("showProfessional")}
              </Button>
            </Form>
          ) : null}
          <Form method="post">
            {professionalField}
            <IdempotencyKeyField value={page.idempotencyKey} />
            <SlotChoices
              legend={t("slotsLegend", { name: page.professionalName })}
              days={page.days}
              chosen={answer?.chosen}
              empty={t("noSlots")}
            />
            <div className={styles.formActions}>
              {page.days.length > 0 ? <Button type="submit">{t("submitSlot")}</Button> : null}
              {page.earlier ? <a href={withQuery("", { ...keep, depuis: page.earlier })}>{t("earlier")}</a> : null}
              <a href={withQuery("", { ...keep, depuis: page.later })}>{t("later")}</a>
            </div>
          </Form>
        </section>

        <section className={styles.section} aria-labelledby="autre-horaire">
          <h2 id="autre-horaire" className={styles.sectionTitle}>
            {t("otherTitle")}
          </h2>
          <p>{t("otherIntro")}</p>
          <Form method="get">
            {professionalField}
            <TextField id="horaire-date" label={t("date")} type="date" name="date" required defaultValue={page.dateShown} />
            <TextField
              id="horaire-heure"
              label={t("time")}
              type="time"
              name="heure"
              step={300}
              required
              defaultValue={page.asked.time}
              errors={page.typed?.error ? [page.typed.error] : undefined}
            />
            <Button type="submit" variant="outline">
              {t("check")}
            </Button>
          </Form>
          {page.typed?.value ? (
            <Form method="post">
              {professionalField}
              <IdempotencyKeyField value={page.idempotencyKey} />
              <input type="hidden" name="slot" value={page.typed.value} />
              <p>{t("review", { when: page.typed.when, end: page.typed.end, name: page.professionalName })}</p>
              {page.typed.warning ? <LegalHoursWarning>{page.typed.warning}</LegalHoursWarning> : null}
              <Button type="submit">{t("submitTyped")}</Button>
            </Form>
          ) : null}
        </section>
      </div>
    </>
  );
}
