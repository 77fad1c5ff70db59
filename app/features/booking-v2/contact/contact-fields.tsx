// The fields of the 'Demande de rendez-vous' form, shared by the /contact page and the modal dialog:
// optional names and e-mail, the phone and city, the report type, the need, the page it comes from and
// the honeypot. Values and messages come back from the action (no validation code in the browser).
import { useId } from "react";
import { fields as fieldsTexts, requiredNote } from "~/locales/fr/contact.json";
import { translator } from "~/i18n/translator";
import { SelectField, TextAreaField, TextField } from "~/ui/field";
import { fieldErrors, typedValue, type FormResult } from "~/features/forms/form-result";
import * as styles from "./contact.css";
import type { ContactSourceKey } from "./contact-source";

const t = translator({ fields: fieldsTexts, requiredNote });

export interface ReportTypeGroup {
  label: string;
  names: string[];
}

export interface ContactFieldsProps {
  result: FormResult;
  reportTypeGroups: ReportTypeGroup[];
  source: ContactSourceKey;
  returnPath: string | null;
}

/** The asterisk of a required field, for the eye only (the input says `required` to assistive technologies). */
function Required({ label }: { label: string }) {
  return (
    <>
      {label} <span aria-hidden="true">*</span>
    </>
  );
}

/** Must match HONEYPOT_FIELD in contact-schema.ts (kept apart so zod stays out of the browser). */
const HONEYPOT_NAME = "site_web";

export function ContactFields({ result, reportTypeGroups, source, returnPath }: ContactFieldsProps) {
  const honeypotId = useId();
  return (
    <>
      <p className={styles.note}>{t("requiredNote")}</p>
      <div className={styles.grid}>
        <TextField
          label={t("fields.firstname")}
          name="firstname"
          autoComplete="given-name"
          defaultValue={typedValue(result, "firstname")}
          errors={fieldErrors(result, "firstname")}
        />
        <TextField
          label={t("fields.lastname")}
          name="lastname"
          autoComplete="family-name"
          defaultValue={typedValue(result, "lastname")}
          errors={fieldErrors(result, "lastname")}
        />
        <TextField
          label={t("fields.email")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={typedValue(result, "email")}
          errors={fieldErrors(result, "email")}
        />
        <TextField
          label={<Required label={t("fields.phone")} />}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          description={t("fields.phoneHelp")}
          defaultValue={typedValue(result, "phone")}
          errors={fieldErrors(result, "phone")}
        />
        <TextField
          label={<Required label={t("fields.city")} />}
          name="city"
          autoComplete="address-level2"
          required
          minLength={3}
          defaultValue={typedValue(result, "city")}
          errors={fieldErrors(result, "city")}
        />
        <SelectField
          label={t("fields.reportType")}
          name="reportType"
          defaultValue={typedValue(result, "reportType", "")}
          errors={fieldErrors(result, "reportType")}
        >
          <option value="">{t("fields.reportTypeNone")}</option>
          {reportTypeGroups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <div className={styles.wide}>
          <TextAreaField
            label={t("fields.additionalInfo")}
            name="additionalInfo"
            rows={4}
            description={t("fields.additionalInfoHelp")}
            defaultValue={typedValue(result, "additionalInfo")}
            errors={fieldErrors(result, "additionalInfo")}
          />
        </div>
      </div>
      <input type="hidden" name="source" value={source} />
      {returnPath ? <input type="hidden" name="retour" value={returnPath} /> : null}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={honeypotId}>{t("fields.honeypot")}</label>
        <input id={honeypotId} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
