// Page links for any paged list (customer-side §2.6 pattern, app/ui/pagination-pattern.ts): previous,
// the page buttons with ellipses, next. Plain links, so it works without JavaScript; the caller says how
// a page's URL is built (`hrefFor`), e.g. `?page=3` on the same path.
import { Link } from "@remix-run/react";
import pagination from "~/locales/fr/pagination.json";
import { translator } from "~/i18n/translator";
import { paginationPattern } from "./pagination-pattern";

export { pageHref } from "./pagination-pattern";
import * as styles from "./pagination.css";

const t = translator(pagination);

export interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation landmark, when a page has several paged lists. */
  label?: string;
}

export function Pagination({ page, totalPages, hrefFor, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationPattern(page, totalPages);
  return (
    <nav className={styles.nav} aria-label={label ?? t("label")}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <Link className={styles.link} to={hrefFor(page - 1)} rel="prev" aria-label={t("previous")}>
              <span aria-hidden="true">‹</span>
            </Link>
          </li>
        ) : null}
        {items.map((item, index) =>
          item === "ellipsis" ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t("ellipsis")}</span>
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className={styles.current} aria-current="page">
                  <span className="visually-hidden">{t("current", { page: item })}</span>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                <Link className={styles.link} to={hrefFor(item)} aria-label={t("page", { page: item })}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link className={styles.link} to={hrefFor(page + 1)} rel="next" aria-label={t("next")}>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
