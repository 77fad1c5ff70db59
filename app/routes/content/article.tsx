// A blog article (customer-side §2.1): its sanitised body, author, dates, themes (links to the tag
// pages), a booking entry and the latest other articles; Article and BreadcrumbList JSON-LD.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getArticle, listArticles } from "~/features/content/client.server";
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
  const slug = params.articleSlug ?? "";
  const [article, latest] = await fromContent(() => Promise.all([getArticle(slug), listArticles({ start: 0, limit: 4 })]));
  if (!article) throw notFound();
  const path = `/blog/${article.slug}`;
  const crumbs: Crumb[] = [
    { name: t("common.home"), path: "/" },
    { name: t("tag.blogCrumb"), path: "/blog" },
    { name: article.title, path },
  ];
  return contentPage(
    request,
    contentArticleData({ entry: article, path, crumbs, author: article.author, others: latest.articles }),
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => contentArticleMeta(data);

export default function ArticlePage() {
  const data = useLoaderData<typeof loader>();
  const rootData = useRootData();
  return (
    <ContentArticlePage
      {...data}
      section="/blog"
      dated="published"
      tagsId="themes-article"
      back={{ href: "/blog", label: t("article.backToBlog") }}
      relatedTitle={{ id: "a-lire-aussi", text: t("common.related") }}
      supportPhone={rootData?.supportPhone}
    />
  );
}
