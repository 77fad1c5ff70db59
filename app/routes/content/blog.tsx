// The blog (customer-side §2.1): articles, newest first, 9 per page with the pagination pattern, and the
// blog's themes. `?page=` past the end shows the last page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listArticles, listTags } from "~/features/content/client.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { ArticleList } from "~/features/content/article-list";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { PageHero } from "~/features/content/page-hero";
import { tPlural } from "~/features/content/plural";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import { TagLinks } from "~/features/content/tag-links";
import type { RouteHandle } from "~/features/site/route-handle";
import { Container } from "~/ui/container";
import { pageHref, Pagination } from "~/ui/pagination";
import { ARTICLES_PER_PAGE, requestedPage, shownPage } from "~/features/content/listing.server";
import { canonicalUrl, contentPage, fromContent } from "~/features/content/site.server";

const t = translator(content);

export const handle: RouteHandle = { hydrate: false };

export const headers = contentHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const window = requestedPage(request, ARTICLES_PER_PAGE);
  const result = await fromContent(async () => {
    let listing = await listArticles({ start: window.start, limit: window.limit });
    const shown = shownPage(window, listing.total);
    if (shown.outOfRange && listing.total > 0)
      listing = await listArticles({ start: (shown.page - 1) * window.limit, limit: window.limit });
    const tags = await listTags("blog");
    return { listing, shown, tags };
  });
  const { listing, shown, tags } = result;
  return contentPage(request, {
    canonical: canonicalUrl(pageHref("/blog", "", shown.page)),
    page: shown.page,
    totalPages: shown.totalPages,
    total: listing.total,
    articles: listing.articles.map((article) => ({
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      published_at: article.published_at,
      reading_time: article.reading_time,
    })),
    tags: tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({
        title: data.page > 1 ? t("blog.pageTitle", { page: data.page }) : t("blog.seoTitle"),
        description: t("blog.description"),
        canonical: data.canonical,
      })
    : errorMeta();

export default function Blog() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={t("blog.title")} intro={t("blog.intro")} meta={tPlural(t, "blog.count", data.total)} />
      <Container className={page.section}>
        {data.tags.length > 0 ? (
          <nav className={page.block} aria-labelledby="themes-du-blog">
            <h2 id="themes-du-blog" className={page.sectionTitle}>
              {t("blog.themes")}
            </h2>
            <TagLinks links={data.tags.map((tag) => ({ href: `/blog/tag/${tag.slug}`, name: tag.name }))} />
          </nav>
        ) : null}
        <ArticleList articles={data.articles} hrefPrefix="/blog/" emptyText={t("blog.empty")} level={2} />
        <Pagination page={data.page} totalPages={data.totalPages} hrefFor={(target) => pageHref("/blog", "", target)} />
      </Container>
    </>
  );
}
