// A legal guide (customer-side §2.1): its sanitised body, theme and sub-theme (breadcrumbs), themes
// (links to the guide tag pages), a booking entry and other guides of the same theme; Article and
// BreadcrumbList JSON-LD.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getGuide, listGuides } from "~/features/content/client.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { contentHeaders } from "~/features/content/cache-control";
import { ContentArticlePage, contentArticleMeta } from "~/features/content/content-article-page";
import type { Crumb } from "~/features/content/structured-data";
import type { RouteHandle } from "~/features/site/route-handle";
import { useRootData } from "~/root";
import { contentArticleData } from "~/features/content/content-article.server";
import { contentPage, fromContent, notFound } from "~/features/content/site.server";

const t = translator(content);

export const handle: RouteHandle = { hydrate: false };

export const headers = contentHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const guide = await fromContent(() => getGuide(params.guideSlug ?? ""));
  if (!guide) throw notFound();
  const siblings = guide.category
    ? await fromContent(() =>
        listGuides({ category: guide.category!.slug, subCategory: guide.subCategory?.slug, start: 0, limit: 4 }),
      )
    : { guides: [], total: 0 };
  const path = `/guide/${guide.slug}`;
  const crumbs: Crumb[] = [
    { name: t("common.home"), path: "/" },
    { name: t("guides.title"), path: "/guides" },
  ];
  if (guide.category) {
    crumbs.push({ name: guide.category.name, path: `/guides/${guide.category.slug}` });
    if (guide.subCategory)
      crumbs.push({ name: guide.subCategory.name, path: `/guides/${guide.category.slug}/${guide.subCategory.slug}` });
  }
  crumbs.push({ name: guide.title, path });
  return contentPage(request, {
    ...contentArticleData({ entry: guide, path, crumbs, author: null, section: guide.category?.name, others: siblings.guides }),
    categoryCrumb: crumbs.length > 3 ? crumbs[crumbs.length - 2]! : null,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => contentArticleMeta(data);

export default function GuidePage() {
  const { categoryCrumb, ...data } = useLoaderData<typeof loader>();
  const rootData = useRootData();
  return (
    <ContentArticlePage
      {...data}
      section="/guide"
      dated="updated"
      tagsId="themes-guide"
      back={
        categoryCrumb ? { href: categoryCrumb.path, label: t("guide.backToCategory", { category: categoryCrumb.name }) } : null
      }
      relatedTitle={{ id: "meme-theme", text: t("guide.sameTopic") }}
      supportPhone={rootData?.supportPhone}
    />
  );
}
