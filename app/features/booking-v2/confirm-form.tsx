// The summary screen's body (customer-side §2.3): the summary of the demand, a way back to change the
// slot, 'Quel est votre besoin ?', the confirm button, the loader while it is sent (with JavaScript)
// and the error line.
import { Form, useNavigation } from "@remix-run/react";
import { BookingSummary, type BookingSummaryProps } from "~/features/booking/components/booking-summary";
import { summary as summaryTexts } from "~/locales/fr/booking-v2-summary.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import { FormErrors, TextAreaField } from "~/ui/field";
import { fieldErrors, formErrors, typedValue, type FormResult } from "~/features/forms/form-result";
import * as styles from "./v2-frame.css";

const t = translator({ summary: summaryTexts });

export interface ConfirmFormProps {
  summary: BookingSummaryProps;
  result: FormResult;
  changeHref: string;
  /** Posted with the form (a route with several forms tells them apart by intent). */
  intent?: string;
  /** The key this rendering gives the confirmation (docs/decisions/3633). */
  idempotencyKey: string;
}

export function ConfirmForm({ summary, result, changeHref, intent, idempotencyKey }: ConfirmFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <BookingSummary {...summary} headingLevel={3} />
      <p>
        <a href={changeHref}>{t("summary.change")}</a>
      </p>
      <Form method="post" noValidate>
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        <IdempotencyKeyField value={idempotencyKey} />
        <TextAreaField
          label={t("summary.need")}
          name="furtherInfos"
          rows={4}
          description={t("summary.needHelp")}
          defaultValue={typedValue(result, "furtherInfos")}
          errors={fieldErrors(result, "furtherInfos")}
        />
        <FormErrors errors={formErrors(result)} />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending}>
            {t("summary.confirm")}
          </Button>
          <span className={styles.muted} role="status">
            {sending ? t("summary.confirming") : ""}
          </span>
        </div>
      </Form>
    </>
  );
}
