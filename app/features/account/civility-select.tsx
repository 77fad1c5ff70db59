// The civility choice, sent to the platform as an integer (customer-side §3, §5): 1 for M., 2 for Mme.
import account from "~/locales/fr/account.json";
import { translator } from "~/i18n/translator";
import { SelectField, type FieldErrors } from "~/ui/field";

const t = translator(account);

export function CivilitySelect({ id, defaultValue, errors }: { id: string; defaultValue: string; errors?: FieldErrors }) {
  return (
    <SelectField id={id} label={t("fields.civility")} name="civility" defaultValue={defaultValue} errors={errors}>
      <option value="">{t("fields.civilityNone")}</option>
      <option value="1">{t("fields.civilityMale")}</option>
      <option value="2">{t("fields.civilityFemale")}</option>
    </SelectField>
  );
}
