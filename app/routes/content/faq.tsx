// The FAQ (customer-side §2.1): questions by theme, each answer visible under its question, each
// question reachable at its anchor (question-2-49 explains the badges); FAQPage JSON-LD.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getFaq } from "~/features/content/client.server";
import { sanitizeHtml } from "~common/sanitize-html.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { BookingPanel } from "~/features/content/booking-panel";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { JsonLd } from "~/features/content/json-ld";
import { PageHero } from "~/features/content/page-hero";
import { RichText } from "~/features/content/rich-text";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import { faqPageJsonLd } from "~/features/content/structured-data";
import { TagLinks } from "~/features/content/tag-links";
import type { RouteHandle } from "~/features/site/route-handle";
import { useRootData } from "~/root";
import { Container } from "~/ui/container";
import { canonicalUrl, contentPage, fromContent } from "~/features/content/site.server";
import * as styles from "./faq.css";

const t = translator(content);

export const handle: RouteHandle = { transparentMenu: true, hydrate: false };

export const headers = contentHeaders;

/** An HTML id: the CMS anchor when it is one, else a derived one. */
const safeAnchor = (anchor: string, fallback: string) => (/^[A-Za-z][\w-]{0,80}$/.test(anchor) ? anchor : fallback);

export async function loader({ request }: LoaderFunctionArgs) {
  const categories = await fromContent(() => getFaq());
  const themed = categories
    .filter((category) => category.questions.length > 0)
    .map((category, categoryIndex) => ({
      slug: safeAnchor(category.slug, `theme-${categoryIndex + 1}`),
      name: category.name,
      questions: category.questions.map((entry, index) => ({
        anchor: safeAnchor(entry.anchor, `question-${categoryIndex + 1}-${index + 1}`),
        question: entry.question,
        html: sanitizeHtml(entry.answer),
      })),
    }));
  return contentPage(request, {
    canonical: canonicalUrl("/faq"),
    categories: themed,
    jsonLd: faqPageJsonLd(
      themed.flatMap((category) => category.questions.map((entry) => ({ question: entry.question, answerHtml: entry.html }))),
    ),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: t("faq.seoTitle"), description: t("faq.description"), canonical: data.canonical }) : errorMeta();

export default function Faq() {
  const data = useLoaderData<typeof loader>();
  const rootData = useRootData();
  return (
    <>
      <PageHero overlay title={t("faq.title")} intro={t("faq.intro")} />
      <Container className={page.section}>
        <div className={page.withAside}>
          <div>
            <nav className={page.block} aria-labelledby="themes-faq">
              <h2 id="themes-faq" className={page.panelTitle}>
                {t("faq.categories")}
              </h2>
              <TagLinks links={data.categories.map((category) => ({ href: `#${category.slug}`, name: category.name }))} />
            </nav>
            {data.categories.map((category) => (
              <section
                key={category.slug}
                id={category.slug}
                className={styles.category}
                aria-labelledby={`${category.slug}-titre`}
              >
                <h2 id={`${category.slug}-titre`} className={page.sectionTitle}>
                  {category.name}
                </h2>
                {category.questions.map((entry) => (
                  <article
                    key={entry.anchor}
                    id={entry.anchor}
                    className={styles.question}
                    aria-labelledby={`${entry.anchor}-titre`}
                  >
                    <h3 id={`${entry.anchor}-titre`} className={styles.questionTitle}>
                      {entry.question}{" "}
                      <a
                        className={styles.anchor}
                        href={`#${entry.anchor}`}
                        aria-label={`${t("faq.questionLink")} : ${entry.question}`}
                      >
                        #
                      </a>
                    </h3>
                    <RichText html={entry.html} />
                  </article>
                ))}
              </section>
            ))}
          </div>
          <aside className={page.aside}>
            <BookingPanel title={t("faq.moreTitle")} text={t("faq.moreText")} supportPhone={rootData?.supportPhone} />
          </aside>
        </div>
      </Container>
      <JsonLd data={data.jsonLd} />
    </>
  );
}
