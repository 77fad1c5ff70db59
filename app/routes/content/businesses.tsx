// Business offers (customer-side §2.1, /entreprise): one card per trade (estate agencies, property
// managers, construction, e-commerce…) and a way to reach the team. Transparent menu over the hero.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listBusinesses } from "~/features/content/client.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { contentHeaders } from "~/features/content/cache-control";
import { ContentCard } from "~/features/content/content-card";
import * as page from "~/features/content/content-layout.css";
import { PageHero, heroLightButton } from "~/features/content/page-hero";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import type { RouteHandle } from "~/features/site/route-handle";
import { useRootData } from "~/root";
import { Container } from "~/ui/container";
import { canonicalUrl, contentPage, fromContent } from "~/features/content/site.server";

const t = translator(content);

export const handle: RouteHandle = { transparentMenu: true, hydrate: false };

export const headers = contentHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const businesses = await fromContent(() => listBusinesses());
  return contentPage(request, {
    canonical: canonicalUrl("/entreprise"),
    businesses: businesses.map((business) => ({ slug: business.slug, title: business.title, summary: business.summary })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({ title: t("business.seoTitle"), description: t("business.description"), canonical: data.canonical })
    : errorMeta();

export default function Businesses() {
  const data = useLoaderData<typeof loader>();
  const phone = useRootData()?.supportPhone;
  return (
    <>
      <PageHero overlay title={t("business.title")} intro={t("business.intro")}>
        {phone ? (
          <a className={heroLightButton} href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
            {t("business.callUs", { phone })}
          </a>
        ) : null}
      </PageHero>
      <section className={page.section} aria-labelledby="offres">
        <Container>
          <h2 id="offres" className={page.sectionTitle}>
            {t("business.offers")}
          </h2>
          <ul className={page.grid}>
            {data.businesses.map((business) => (
              <li key={business.slug}>
                <ContentCard href={`/entreprise/${business.slug}`} title={business.title} summary={business.summary} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
