// The <title> and description of the main wizard's pages.
import bookingFrameText from "~/locales/fr/booking-frame.json";
import { translator } from "~/i18n/translator";

const t = translator(bookingFrameText);

export function wizardMeta(stepTitle: string) {
  return [
    { title: t("frame.metaTitle", { step: stepTitle }) },
    { name: "description", content: t("frame.metaDescription") },
    // Steps depend on the visitor's answers: nothing to index.
    { name: "robots", content: "noindex" },
  ];
}
