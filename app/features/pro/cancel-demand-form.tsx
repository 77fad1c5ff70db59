// « Annuler la demande » on the professional's demand page: the whole demand, with a box to tick first
// (a plain POST). Offered only when the platform's `allowed_actions` for the demand has "cancel".
import { Form } from "@remix-run/react";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, type FormResult } from "~/features/forms/form-result";
import { Button } from "~/ui/button";
import { CheckboxField } from "~/ui/field";
import { PRO_DEMAND_INTENTS } from "~/features/demands/pro-demand-intents";
import * as styles from "./pro.css";

const t = translator(pro);

export function CancelDemandForm({ actionUrl, result }: { actionUrl: string; result: FormResult }) {
  return (
    <section className={styles.section} aria-labelledby="annuler-demande">
      <h2 id="annuler-demande" className={styles.sectionTitle}>
        {t("demand.cancelDemandTitle")}
      </h2>
      <p>{t("demand.cancelDemandIntro")}</p>
      <Form method="post" action={actionUrl}>
        <input type="hidden" name="intent" value={PRO_DEMAND_INTENTS.cancelDemand} />
        <CheckboxField
          id="annulation-demande"
          label={t("demand.cancelDemandConfirm")}
          name="confirm"
          required
          errors={fieldErrors(result, "confirm")}
        />
        <Button type="submit" variant="outline">
          {t("demand.cancelDemandSubmit")}
        </Button>
      </Form>
    </section>
  );
}
