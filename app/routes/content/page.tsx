// A static page (customer-side §2.1, /page/{pageSlug}): legal notice, terms, data policy, accessibility
// statement, joining the network… The bailiff landing page's content lives at /constat-huissier: its
// /page/ address moves there (301).
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getPage } from "~/features/content/client.server";
import { sanitizeHtml } from "~common/sanitize-html.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { formatLongDate, isoDate } from "~/features/content/dates";
import { JsonLd } from "~/features/content/json-ld";
import { PageHero } from "~/features/content/page-hero";
import { RichText } from "~/features/content/rich-text";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import { breadcrumbList, type Crumb } from "~/features/content/structured-data";
import type { RouteHandle } from "~/features/site/route-handle";
import { Container } from "~/ui/container";
import { BAILIFF_LANDING_PAGE, canonicalUrl, contentPage, fromContent, notFound, publicOrigin } from "~/features/content/site.server";

const t = translator(content);

export const handle: RouteHandle = { hydrate: false };

export const headers = contentHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.pageSlug ?? "";
  if (slug === BAILIFF_LANDING_PAGE) throw redirect("/constat-huissier", 301);
  const found = await fromContent(() => getPage(slug));
  if (!found) throw notFound();
  const path = `/page/${found.slug}`;
  const crumbs: Crumb[] = [
    { name: t("common.home"), path: "/" },
    { name: found.title, path },
  ];
  return contentPage(request, {
    canonical: canonicalUrl(path),
    crumbs,
    title: found.title,
    summary: found.summary,
    description: found.seoDescription || found.summary || found.title,
    html: sanitizeHtml(found.content),
    updated_at: found.updated_at,
    breadcrumbJsonLd: breadcrumbList(crumbs, publicOrigin()),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: data.title, description: data.description, canonical: data.canonical }) : errorMeta();

export default function StaticPage() {
  const data = useLoaderData<typeof loader>();
  const updated = formatLongDate(data.updated_at);
  return (
    <>
      <PageHero
        title={data.title}
        intro={data.summary || null}
        crumbs={data.crumbs}
        meta={updated ? <time dateTime={isoDate(data.updated_at)}>{t("page.updated", { date: updated })}</time> : null}
      />
      <Container className={page.section}>
        <RichText html={data.html} />
      </Container>
      <JsonLd data={data.breadcrumbJsonLd} />
    </>
  );
}
