// A grid of article or guide cards with their date and reading time, or a message when there is none.
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { ContentCard } from "./content-card";
import * as page from "./content-layout.css";
import { formatLongDate, isoDate } from "./dates";

const t = translator(content);

export interface ListedItem {
  slug: string;
  title: string;
  summary: string;
  published_at?: string | null;
  reading_time?: number | null;
  eyebrow?: string | null;
}

export function ArticleList({
  articles,
  hrefPrefix,
  emptyText,
  level = 3,
}: {
  articles: readonly ListedItem[];
  hrefPrefix: string;
  emptyText: string;
  level?: 2 | 3;
}) {
  if (articles.length === 0) return <p className={page.empty}>{emptyText}</p>;
  return (
    <ul className={page.grid}>
      {articles.map((article) => {
        const date = formatLongDate(article.published_at);
        return (
          <li key={article.slug}>
            <ContentCard
              href={`${hrefPrefix}${article.slug}`}
              title={article.title}
              summary={article.summary}
              eyebrow={article.eyebrow}
              level={level}
              meta={
                date || article.reading_time ? (
                  <>
                    {date ? <time dateTime={isoDate(article.published_at)}>{date}</time> : null}
                    {date && article.reading_time ? " · " : null}
                    {article.reading_time ? t("common.readingTime", { minutes: article.reading_time }) : null}
                  </>
                ) : null
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
