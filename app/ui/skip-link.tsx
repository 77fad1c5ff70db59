// First focusable element of every page: jumps over the menus to the main content.
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import { skipLink } from "./skip-link.css";

const t = translator(common);

export const MAIN_CONTENT_ID = "contenu";

export function SkipLink() {
  return (
    <a className={skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t("site.skipToContent")}
    </a>
  );
}
