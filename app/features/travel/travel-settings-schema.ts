// The study's travel settings as its form posts them (docs/decisions/3005): a detour factor between 1
// and 3 with at most two decimals (« 1,3 » as well as « 1.3 »), and whole speeds in km/h between 5 and
// 130 for each density. The same bounds as the platform's, which checks again.
import { z } from "zod";
import travel from "~/locales/fr/travel.json";
import { translator } from "~/i18n/translator";

const t = translator(travel);
const detourMessage = t("settings.detourFactorInvalid");
const speedMessage = t("settings.speedInvalid");

const speed = z
  .string({ required_error: speedMessage, invalid_type_error: speedMessage })
  .trim()
  .regex(/^\d{1,3}$/, speedMessage)
  .transform(Number)
  .refine((kmh) => kmh >= 5 && kmh <= 130, speedMessage);

export const travelSettingsSchema = z.object({
  detour_factor: z
    .string({ required_error: detourMessage, invalid_type_error: detourMessage })
    .trim()
    .regex(/^\d(?:[.,]\d{1,2})?$/, detourMessage)
    .transform((text) => Number(text.replace(",", ".")))
    .refine((factor) => factor >= 1 && factor <= 3, detourMessage),
  urban_speed_kmh: speed,
  periurban_speed_kmh: speed,
  rural_speed_kmh: speed,
});

/** « 1,3 »: the factor as a French reader writes it. */
export const frenchFactor = (factor: number) => String(factor).replace(".", ",");
