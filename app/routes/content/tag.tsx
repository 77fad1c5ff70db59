// A theme's listing (customer-side §2.1, `/{type}/tag/{tagSlug}`): the blog articles (`/blog/tag/…`) or
// the guides (`/guide/tag/…`) carrying the tag, paged. A tag of the other type, or unknown, is a 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { getTag, listArticles, listGuides } from "~/features/content/client.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { ArticleList } from "~/features/content/article-list";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { JsonLd } from "~/features/content/json-ld";
import { PageHero } from "~/features/content/page-hero";
import { tPlural } from "~/features/content/plural";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import { breadcrumbList, type Crumb } from "~/features/content/structured-data";
import type { RouteHandle } from "~/features/site/route-handle";
import { Container } from "~/ui/container";
import { pageHref, Pagination } from "~/ui/pagination";
import { ARTICLES_PER_PAGE, GUIDES_PER_PAGE, requestedPage, shownPage } from "~/features/content/listing.server";
import { canonicalUrl, contentPage, fromContent, notFound, publicOrigin } from "~/features/content/site.server";

const t = translator(content);

export const handle: RouteHandle = { hydrate: false };

export const headers = contentHeaders;

type TagType = "blog" | "guide";

function tagTypeOf(request: Request): TagType {
  return new URL(request.url).pathname.startsWith("/guide/") ? "guide" : "blog";
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const type = tagTypeOf(request);
  const tag = await fromContent(() => getTag(params.tagSlug ?? ""));
  // A tag without a type belongs to both listings.
  if (!tag || (tag.type !== null && tag.type !== type)) throw notFound();
  const window = requestedPage(request, type === "blog" ? ARTICLES_PER_PAGE : GUIDES_PER_PAGE);
  const fetchPage = (start: number) =>
    type === "blog"
      ? listArticles({ tag: tag.slug, start, limit: window.limit }).then(({ articles, total }) => ({ items: articles, total }))
      : listGuides({ tag: tag.slug, start, limit: window.limit }).then(({ guides, total }) => ({ items: guides, total }));
  const { listing, shown } = await fromContent(async () => {
    let listing = await fetchPage(window.start);
    const shown = shownPage(window, listing.total);
    if (shown.outOfRange && listing.total > 0) listing = await fetchPage((shown.page - 1) * window.limit);
    return { listing, shown };
  });
  const path = `/${type}/tag/${tag.slug}`;
  const crumbs: Crumb[] = [
    { name: t("common.home"), path: "/" },
    type === "blog" ? { name: t("tag.blogCrumb"), path: "/blog" } : { name: t("tag.guideCrumb"), path: "/guides" },
    { name: tag.name, path },
  ];
  return contentPage(request, {
    type,
    canonical: canonicalUrl(pageHref(path, "", shown.page)),
    path,
    crumbs,
    tag: { slug: tag.slug, name: tag.name },
    page: shown.page,
    totalPages: shown.totalPages,
    total: listing.total,
    items: listing.items.map((item) => ({
      slug: item.slug,
      title: item.title,
      summary: item.summary,
      published_at: item.published_at,
      reading_time: item.reading_time,
    })),
    breadcrumbJsonLd: breadcrumbList(crumbs, publicOrigin()),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return errorMeta();
  const title = t(data.type === "blog" ? "tag.blogTitle" : "tag.guideTitle", { tag: data.tag.name });
  return seoMeta({
    title: data.page > 1 ? `${title}, page ${data.page}` : title,
    description: t(data.type === "blog" ? "tag.blogDescription" : "tag.guideDescription", { tag: data.tag.name }),
    canonical: data.canonical,
  });
};

export default function TagPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const blog = data.type === "blog";
  return (
    <>
      <PageHero
        title={t(blog ? "tag.blogTitle" : "tag.guideTitle", { tag: data.tag.name })}
        crumbs={data.crumbs}
        meta={tPlural(t, blog ? "blog.count" : "guides.count", data.total)}
      />
      <Container className={page.section}>
        <ArticleList
          articles={data.items}
          hrefPrefix={blog ? "/blog/" : "/guide/"}
          emptyText={t(blog ? "tag.emptyBlog" : "tag.emptyGuide")}
          level={2}
        />
        <Pagination page={data.page} totalPages={data.totalPages} hrefFor={(target) => pageHref(location.pathname, "", target)} />
      </Container>
      <JsonLd data={data.breadcrumbJsonLd} />
    </>
  );
}
