// « Ajouter une prestation » on the professional's demand page (pro-side §2): a service chosen among the
// study's; one without a meeting asks first, since it is added as already done (a plain POST each).
import { Form } from "@remix-run/react";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { ChoiceSelect } from "~/features/pro/choice-select";
import * as styles from "~/features/pro/pro.css";
import { Button } from "~/ui/button";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import { PRO_DEMAND_INTENTS } from "./pro-demand-intents";
import type { ProDemandAnswer } from "./pro-demand-actions.server";

const t = translator(pro);

export function AddService({
  actionUrl,
  reportTypes,
  idempotencyKey,
  answer,
}: {
  actionUrl: string;
  reportTypes: { id: number; name: string }[];
  idempotencyKey: string;
  answer: ProDemandAnswer | undefined;
}) {
  const question = answer?.noMeetingQuestion;
  return (
    <section className={styles.section} aria-labelledby="ajout-prestation">
      <h2 id="ajout-prestation" className={styles.sectionTitle}>
        {t("demand.addServiceTitle")}
      </h2>
      {question ? (
        <Form method="post" action={actionUrl}>
          <input type="hidden" name="intent" value={PRO_DEMAND_INTENTS.addService} />
          <IdempotencyKeyField value={idempotencyKey} />
          <input type="hidden" name="report_type_id" value={question.reportTypeId} />
          <input type="hidden" name="no_meeting_confirmed" value="1" />
          <p role="alert">{t("demand.noMeetingQuestion", { name: question.name })}</p>
          <div className={styles.formActions}>
            <Button type="submit">{t("demand.noMeetingConfirm")}</Button>
            <a href={actionUrl}>{t("demand.closeAction")}</a>
          </div>
        </Form>
      ) : (
        <Form method="post" action={actionUrl}>
          <input type="hidden" name="intent" value={PRO_DEMAND_INTENTS.addService} />
          <IdempotencyKeyField value={idempotencyKey} />
          <ChoiceSelect
            id="prestation"
            label={t("demand.addServiceLabel")}
            name="report_type_id"
            emptyLabel={t("demand.chooseService")}
            choices={reportTypes}
            result={answer?.result}
            required
          />
          <Button type="submit">{t("demand.addServiceSubmit")}</Button>
        </Form>
      )}
    </section>
  );
}
