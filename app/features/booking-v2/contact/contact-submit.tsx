// The contact form's submit button and its loading state (with JavaScript): disabled while sending,
// its text announced to screen readers.
import { sending, submit } from "~/locales/fr/contact.json";
import { translator } from "~/i18n/translator";
import { FormErrors } from "~/ui/field";
import { Button } from "~/ui/button";
import { formErrors, type FormResult } from "~/features/forms/form-result";
import * as styles from "./contact.css";

const t = translator({ sending, submit });

export function ContactSubmit({ result, submitting }: { result: FormResult; submitting: boolean }) {
  return (
    <>
      <FormErrors errors={formErrors(result)} />
      <div className={styles.actions}>
        <Button type="submit" disabled={submitting} aria-live="polite">
          {submitting ? t("sending") : t("submit")}
        </Button>
      </div>
    </>
  );
}
