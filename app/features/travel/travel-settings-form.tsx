// The study settings' « Déplacements » form (its admins; docs/decisions/3005): the detour factor and the
// average speeds by density of the place reached. A plain form post; what was typed stays next to the
// errors.
import { Form } from "@remix-run/react";
import travel from "~/locales/fr/travel.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, formErrors, typedValue, type FormResult } from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import { frenchFactor } from "./travel-settings-schema";

const t = translator(travel);

export interface TravelSettingsValues {
  detour_factor: number;
  urban_speed_kmh: number;
  periurban_speed_kmh: number;
  rural_speed_kmh: number;
}

const SPEEDS = [
  { name: "urban_speed_kmh", id: "trajet-ville", label: "settings.urbanSpeed" },
  { name: "periurban_speed_kmh", id: "trajet-peripherie", label: "settings.periurbanSpeed" },
  { name: "rural_speed_kmh", id: "trajet-campagne", label: "settings.ruralSpeed" },
] as const;

export function TravelSettingsForm({ settings, result }: { settings: TravelSettingsValues; result: FormResult }) {
  return (
    <Form method="post" noValidate className={styles.section}>
      <p>{t("settings.intro")}</p>
      <FormErrors errors={formErrors(result)} />
      <TextField
        id="trajet-detour"
        label={t("settings.detourFactor")}
        description={t("settings.detourFactorHint")}
        name="detour_factor"
        inputMode="decimal"
        required
        defaultValue={typedValue(result, "detour_factor", frenchFactor(settings.detour_factor))}
        errors={fieldErrors(result, "detour_factor")}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.filtersLegend}>{t("settings.speeds")}</legend>
        {SPEEDS.map((speed) => (
          <TextField
            key={speed.name}
            id={speed.id}
            label={t(speed.label)}
            name={speed.name}
            inputMode="numeric"
            required
            defaultValue={typedValue(result, speed.name, String(settings[speed.name]))}
            errors={fieldErrors(result, speed.name)}
          />
        ))}
      </fieldset>
      <Button type="submit">{t("settings.save")}</Button>
    </Form>
  );
}
