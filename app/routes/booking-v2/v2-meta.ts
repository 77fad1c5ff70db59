// The <title> and description of the booking v2 steps, with the study's name.
import { meta as metaTexts } from "~/locales/fr/booking-v2.json";
import { translator } from "~/i18n/translator";

const t = translator({ meta: metaTexts });

export function v2Meta(study: { name: string } | undefined, partnerContext: boolean) {
  if (!study) return [{ title: "Constat RDV" }];
  return [
    { title: t(partnerContext ? "meta.partnerTitle" : "meta.title", { study: study.name }) },
    { name: "description", content: t("meta.description", { study: study.name }) },
    { name: "robots", content: "noindex" },
  ];
}
