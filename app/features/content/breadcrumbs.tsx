// The visible trail of a nested page (its twin is the BreadcrumbList JSON-LD): every level a link, the
// current page last and marked as such.
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import type { Crumb } from "./structured-data";
import * as styles from "./breadcrumbs.css";

const t = translator(content);

export function Breadcrumbs({ crumbs, onDark = false }: { crumbs: readonly Crumb[]; onDark?: boolean }) {
  const tone = onDark ? "dark" : "light";
  return (
    <nav aria-label={t("common.breadcrumbs")}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className={styles.item[tone]}>
              {last ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <>
                  <a className={styles.link[tone]} href={crumb.path}>
                    {crumb.name}
                  </a>
                  <span className={styles.separator} aria-hidden="true">
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
