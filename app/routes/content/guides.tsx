// Legal advice (customer-side §2.1): the guide themes with their sub-themes and the featured guides.
// Served at /guides and at the legacy /conseil-juridique, whose canonical URL is /guides.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listCategories, listGuides } from "~/features/content/client.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { ArticleList } from "~/features/content/article-list";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { PageHero } from "~/features/content/page-hero";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import type { RouteHandle } from "~/features/site/route-handle";
import { Container } from "~/ui/container";
import { canonicalUrl, contentPage, fromContent } from "~/features/content/site.server";
import * as styles from "./guides.css";

const t = translator(content);

export const handle: RouteHandle = { transparentMenu: true, hydrate: false };

export const headers = contentHeaders;

const FEATURED_GUIDES = 6;

export async function loader({ request }: LoaderFunctionArgs) {
  const [categories, featured] = await fromContent(() =>
    Promise.all([listCategories(), listGuides({ start: 0, limit: FEATURED_GUIDES })]),
  );
  return contentPage(request, {
    canonical: canonicalUrl("/guides"),
    categories: categories.map((category) => ({
      slug: category.slug,
      name: category.name,
      description: category.description,
      children: category.children.map((child) => ({ slug: child.slug, name: child.name })),
    })),
    featured: featured.guides.map((guide) => ({
      slug: guide.slug,
      title: guide.title,
      summary: guide.summary,
      reading_time: guide.reading_time,
      eyebrow: guide.category?.name ?? null,
    })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: t("guides.seoTitle"), description: t("guides.description"), canonical: data.canonical }) : errorMeta();

export default function Guides() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero overlay title={t("guides.title")} intro={t("guides.intro")} />
      <section className={page.section} aria-labelledby="themes">
        <Container>
          <h2 id="themes" className={page.sectionTitle}>
            {t("guides.categories")}
          </h2>
          <ul className={page.grid}>
            {data.categories.map((category) => (
              <li key={category.slug} className={styles.category}>
                <h3 className={styles.categoryTitle}>
                  <a href={`/guides/${category.slug}`}>{category.name}</a>
                </h3>
                <p className={styles.categoryText}>{category.description}</p>
                {category.children.length > 0 ? (
                  <ul className={styles.children} aria-label={t("guides.subCategories")}>
                    {category.children.map((child) => (
                      <li key={child.slug}>
                        <a href={`/guides/${category.slug}/${child.slug}`}>{child.name}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Container>
      </section>
      {data.featured.length > 0 ? (
        <section className={page.sectionAlt} aria-labelledby="a-la-une">
          <Container>
            <h2 id="a-la-une" className={page.sectionTitle}>
              {t("guides.latest")}
            </h2>
            <ArticleList articles={data.featured} hrefPrefix="/guide/" emptyText={t("guides.empty")} />
          </Container>
        </section>
      ) : null}
    </>
  );
}
