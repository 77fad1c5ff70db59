// One business offer (customer-side §2.1, /entreprise/{businessSlug}): its content, the other offers and
// a way to reach the team.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getBusiness, listBusinesses } from "~/features/content/client.server";
import { sanitizeHtml } from "~common/sanitize-html.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { JsonLd } from "~/features/content/json-ld";
import { PageHero, heroLightButton } from "~/features/content/page-hero";
import { RichText } from "~/features/content/rich-text";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import { breadcrumbList, type Crumb } from "~/features/content/structured-data";
import type { RouteHandle } from "~/features/site/route-handle";
import { useRootData } from "~/root";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import { canonicalUrl, contentPage, fromContent, notFound, publicOrigin } from "~/features/content/site.server";

const t = translator(content);

export const handle: RouteHandle = { transparentMenu: true, hydrate: false };

export const headers = contentHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [business, all] = await fromContent(() => Promise.all([getBusiness(params.businessSlug ?? ""), listBusinesses()]));
  if (!business) throw notFound();
  const path = `/entreprise/${business.slug}`;
  const crumbs: Crumb[] = [
    { name: t("common.home"), path: "/" },
    { name: t("business.title"), path: "/entreprise" },
    { name: business.title, path },
  ];
  return contentPage(request, {
    canonical: canonicalUrl(path),
    crumbs,
    title: business.title,
    summary: business.summary,
    description: business.seoDescription || business.summary,
    html: sanitizeHtml(business.content),
    others: all.filter((other) => other.slug !== business.slug).map((other) => ({ slug: other.slug, title: other.title })),
    breadcrumbJsonLd: breadcrumbList(crumbs, publicOrigin()),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: data.title, description: data.description, canonical: data.canonical }) : errorMeta();

export default function Business() {
  const data = useLoaderData<typeof loader>();
  const phone = useRootData()?.supportPhone;
  const tel = phone ? `tel:${phone.replace(/[^\d+]/g, "")}` : null;
  return (
    <>
      <PageHero overlay title={data.title} intro={data.summary || null} crumbs={data.crumbs}>
        {tel && phone ? (
          <a className={heroLightButton} href={tel}>
            {t("business.callUs", { phone })}
          </a>
        ) : null}
      </PageHero>
      <Container className={page.section}>
        <div className={page.withAside}>
          <RichText html={data.html} />
          <aside className={page.aside}>
            <section className={page.panel} aria-labelledby="contact-entreprise">
              <h2 id="contact-entreprise" className={page.panelTitle}>
                {t("business.contactTitle")}
              </h2>
              <p>{t("business.contactText")}</p>
              {tel && phone ? (
                <a className={buttonClass("primary", true)} href={tel}>
                  {t("business.callUs", { phone })}
                </a>
              ) : null}
            </section>
            {data.others.length > 0 ? (
              <nav className={page.panel} aria-labelledby="autres-offres">
                <h2 id="autres-offres" className={page.panelTitle}>
                  {t("business.otherOffers")}
                </h2>
                <ul>
                  {data.others.map((other) => (
                    <li key={other.slug}>
                      <a href={`/entreprise/${other.slug}`}>{other.title}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </aside>
        </div>
      </Container>
      <JsonLd data={data.breadcrumbJsonLd} />
    </>
  );
}
