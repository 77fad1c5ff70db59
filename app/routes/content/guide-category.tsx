// A guide theme or sub-theme (customer-side §2.1): /guides/{category}[/{subCategory}] and the same under
// the legacy /conseil-juridique (canonical: /guides/…). The theme's sub-themes, then its guides, paged.
// A sub-theme asked at the first level is moved (301) to its place under its theme.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { findCategory, listGuides } from "~/features/content/client.server";
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
import { TagLinks } from "~/features/content/tag-links";
import type { RouteHandle } from "~/features/site/route-handle";
import { Container } from "~/ui/container";
import { pageHref, Pagination } from "~/ui/pagination";
import { GUIDES_PER_PAGE, requestedPage, shownPage } from "~/features/content/listing.server";
import { canonicalUrl, contentPage, fromContent, notFound, publicOrigin } from "~/features/content/site.server";

const t = translator(content);

export const handle: RouteHandle = { transparentMenu: true, hydrate: false };

export const headers = contentHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const categorySlug = params.categorySlug ?? "";
  const subSlug = params.subCategorySlug ?? null;
  const found = await fromContent(() => findCategory(categorySlug));
  if (!found) throw notFound();
  if (found.parent) {
    if (subSlug) throw notFound();
    throw redirect(`/guides/${found.parent.slug}/${found.category.slug}`, 301);
  }
  const sub = subSlug ? found.children.find((child) => child.slug === subSlug) : null;
  if (subSlug && !sub) throw notFound();

  const category = found.category;
  const window = requestedPage(request, GUIDES_PER_PAGE);
  const fetchPage = (start: number) =>
    listGuides({ category: category.slug, subCategory: sub?.slug, start, limit: window.limit });
  const { listing, shown } = await fromContent(async () => {
    let listing = await fetchPage(window.start);
    const shown = shownPage(window, listing.total);
    if (shown.outOfRange && listing.total > 0) listing = await fetchPage((shown.page - 1) * window.limit);
    return { listing, shown };
  });

  const categoryPath = `/guides/${category.slug}`;
  const path = sub ? `${categoryPath}/${sub.slug}` : categoryPath;
  const crumbs: Crumb[] = [
    { name: t("common.home"), path: "/" },
    { name: t("guides.title"), path: "/guides" },
    { name: category.name, path: categoryPath },
    ...(sub ? [{ name: sub.name, path }] : []),
  ];
  const current = sub ?? category;
  return contentPage(request, {
    canonical: canonicalUrl(pageHref(path, "", shown.page)),
    path,
    crumbs,
    name: current.name,
    description: current.description,
    categorySlug: category.slug,
    children: sub ? [] : found.children.map((child) => ({ slug: child.slug, name: child.name, description: child.description })),
    page: shown.page,
    totalPages: shown.totalPages,
    total: listing.total,
    guides: listing.guides.map((guide) => ({
      slug: guide.slug,
      title: guide.title,
      summary: guide.summary,
      reading_time: guide.reading_time,
      eyebrow: sub ? null : (guide.subCategory?.name ?? null),
    })),
    breadcrumbJsonLd: breadcrumbList(crumbs, publicOrigin()),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return errorMeta();
  const title = data.page > 1 ? t("guides.pageTitle", { category: data.name, page: data.page }) : data.name;
  return seoMeta({
    title: `${title} : guides juridiques`,
    description: data.description || t("guides.description"),
    canonical: data.canonical,
  });
};

export default function GuideCategory() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        overlay
        title={data.name}
        intro={data.description || null}
        crumbs={data.crumbs}
        meta={tPlural(t, "guides.count", data.total)}
      />
      {data.children.length > 0 ? (
        <nav className={page.section} aria-labelledby="sous-themes">
          <Container>
            <h2 id="sous-themes" className={page.sectionTitle}>
              {t("guides.subCategories")}
            </h2>
            <TagLinks
              links={data.children.map((child) => ({ href: `/guides/${data.categorySlug}/${child.slug}`, name: child.name }))}
            />
          </Container>
        </nav>
      ) : null}
      <section className={page.section} aria-labelledby="les-guides">
        <Container>
          <h2 id="les-guides" className={page.sectionTitle}>
            {t("guides.guidesIn")}
          </h2>
          <ArticleList articles={data.guides} hrefPrefix="/guide/" emptyText={t("guides.empty")} />
          <Pagination page={data.page} totalPages={data.totalPages} hrefFor={(target) => pageHref(data.path, "", target)} />
        </Container>
      </section>
      <JsonLd data={data.breadcrumbJsonLd} />
    </>
  );
}
