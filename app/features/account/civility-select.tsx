// The civility choice, sent to the platform as an integer (customer-side §3, §5): 1 for M., 2 for Mme.
import { profileFields } from "~/locales/fr/account-profile.json";
import { translator } from "~/i18n/translator";
import { SelectField, type FieldErrors } from "~/ui/field";

const t = translator({ profileFields });

export function CivilitySelect({ id, defaultValue, errors }: { id: string; defaultValue: string; errors?: FieldErrors }) {
  return (
    <SelectField id={id} label={t("profileFields.civility")} name="civility" defaultValue={defaultValue} errors={errors}>
      <option value="">{t("profileFields.civilityNone")}</option>
      <option value="1">{t("profileFields.civilityMale")}</option>
      <option value="2">{t("profileFields.civilityFemale")}</option>
    </SelectField>
  );
}
