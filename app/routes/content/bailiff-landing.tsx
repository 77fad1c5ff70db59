// The bailiff landing page (customer-side §2.1, /constat-huissier): the content service's page
// `constat-huissier`, the booking entries and a choice of guides.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getPage, listGuides } from "~/features/content/client.server";
import { sanitizeHtml } from "~common/sanitize-html.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { ArticleList } from "~/features/content/article-list";
import { BookingPanel } from "~/features/content/booking-panel";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { PageHero } from "~/features/content/page-hero";
import { RichText } from "~/features/content/rich-text";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import type { RouteHandle } from "~/features/site/route-handle";
import { useRootData } from "~/root";
import { Container } from "~/ui/container";
import { BAILIFF_LANDING_PAGE, canonicalUrl, contentPage, fromContent, notFound } from "~/features/content/site.server";

const t = translator(content);

export const handle: RouteHandle = { hydrate: false };

export const headers = contentHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const [found, guides] = await fromContent(() =>
    Promise.all([getPage(BAILIFF_LANDING_PAGE), listGuides({ start: 0, limit: 6 })]),
  );
  if (!found) throw notFound();
  return contentPage(request, {
    canonical: canonicalUrl("/constat-huissier"),
    title: found.title,
    summary: found.summary,
    description: found.seoDescription || found.summary || found.title,
    html: sanitizeHtml(found.content),
    guides: guides.guides.map((guide) => ({
      slug: guide.slug,
      title: guide.title,
      summary: guide.summary,
      reading_time: guide.reading_time,
    })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: data.title, description: data.description, canonical: data.canonical }) : errorMeta();

export default function BailiffLanding() {
  const data = useLoaderData<typeof loader>();
  const rootData = useRootData();
  return (
    <>
      <PageHero title={data.title} intro={data.summary || null} />
      <Container className={page.section}>
        <div className={page.withAside}>
          <RichText html={data.html} />
          <aside className={page.aside}>
            <BookingPanel supportPhone={rootData?.supportPhone} />
          </aside>
        </div>
      </Container>
      {data.guides.length > 0 ? (
        <section className={page.sectionAlt} aria-labelledby="guides-constat">
          <Container>
            <h2 id="guides-constat" className={page.sectionTitle}>
              {t("bailiff.guidesTitle")}
            </h2>
            <ArticleList articles={data.guides} hrefPrefix="/guide/" emptyText={t("guides.empty")} />
            <p>
              <a href="/guides">{t("bailiff.allGuides")}</a>
            </p>
          </Container>
        </section>
      ) : null}
    </>
  );
}
