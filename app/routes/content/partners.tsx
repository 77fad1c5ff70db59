// The partners (customer-side §2.1, /partenaires): name, field, description, logo and site of each.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getPartners } from "~/features/content/client.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { PageHero } from "~/features/content/page-hero";
import { safeUrl, safeWebUrl } from "~/features/content/safe-url";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import type { RouteHandle } from "~/features/site/route-handle";
import { Container } from "~/ui/container";
import { canonicalUrl, contentPage, fromContent } from "~/features/content/site.server";
import * as styles from "./partners.css";

const t = translator(content);

export const handle: RouteHandle = { transparentMenu: true, hydrate: false };

export const headers = contentHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const partners = await fromContent(() => getPartners());
  return contentPage(request, {
    canonical: canonicalUrl("/partenaires"),
    partners: partners.map((partner) => ({
      slug: partner.slug,
      name: partner.name,
      category: partner.category,
      description: partner.description,
      url: safeWebUrl(partner.url),
      logo: safeUrl(partner.logo?.url),
    })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({ title: t("partners.seoTitle"), description: t("partners.description"), canonical: data.canonical })
    : errorMeta();

export default function Partners() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero overlay title={t("partners.title")} intro={t("partners.intro")} />
      <Container className={page.section}>
        {data.partners.length === 0 ? (
          <p className={page.empty}>{t("partners.empty")}</p>
        ) : (
          <ul className={page.grid}>
            {data.partners.map((partner) => (
              <li key={partner.slug} className={styles.partner}>
                {partner.logo ? <img className={styles.logo} src={partner.logo} alt="" loading="lazy" /> : null}
                {partner.category ? <p className={styles.category}>{partner.category}</p> : null}
                <h2 className={styles.name}>{partner.name}</h2>
                <p className={styles.description}>{partner.description}</p>
                {partner.url ? (
                  <a className={styles.link} href={partner.url} rel="noopener noreferrer" target="_blank">
                    {t("partners.visit", { name: partner.name })} <span className="visually-hidden">{t("common.external")}</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <section className={`${page.panel} ${styles.join}`} aria-labelledby="devenir-partenaire">
          <h2 id="devenir-partenaire" className={page.panelTitle}>
            {t("partners.joinTitle")}
          </h2>
          <p>{t("partners.joinText")}</p>
          <a href="/entreprise">{t("partners.joinLink")}</a>
        </section>
      </Container>
    </>
  );
}
