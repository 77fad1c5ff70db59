// Zone landing pages (customer-side §2.1, pro-side §2-3): /commissaire-de-justice-{zoneUrl} and its
// alias /huissier-{zoneUrl} (same page, canonical: the first) for regions, departments, cities and
// districts. The zone's texts, the professionals available there (platform; the page still renders
// without them when the platform fails), a booking entry prefilled with the place, and the links down
// and across the geography with the spec's limits (app/features/content/zone-links.ts).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  citiesOfDepartment,
  departmentsOfRegion,
  getArticle,
  getSeoPage,
  type SeoPage,
  type ZoneLink,
} from "~/features/content/client.server";
import { sanitizeHtml } from "~common/sanitize-html.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { BADGES_FAQ_HREF } from "~/features/content/badges";
import { BookingPanel } from "~/features/content/booking-panel";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { JsonLd } from "~/features/content/json-ld";
import { PageHero, heroLightButton } from "~/features/content/page-hero";
import { ProfessionalCard } from "~/features/content/professional-card";
import { RichText } from "~/features/content/rich-text";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import { breadcrumbList, type Crumb } from "~/features/content/structured-data";
import { bookingEntryHref, parseZoneSegment, zoneLinkGroups, zonePath, type ZoneKind } from "~/features/content/zone-links";
import type { RouteHandle } from "~/features/site/route-handle";
import { useRootData } from "~/root";
import { Container } from "~/ui/container";
import { professionalsNear } from "~/features/content/professionals.server";
import { canonicalUrl, contentPage, fromContent, notFound, publicOrigin } from "~/features/content/site.server";
import * as styles from "./zone.css";

const t = translator(content);

export const handle: RouteHandle = { transparentMenu: true, hydrate: false };

export const headers = contentHeaders;

interface ZoneFacts {
  type: ZoneKind;
  name: string;
  label: string;
  locative: string;
  genitive: string;
  lat: number | null;
  lng: number | null;
}

/** The zone's names and point, from `zone` when the content service sends it, else from the levels. */
function zoneFacts(seo: SeoPage): ZoneFacts {
  const level = seo.district
    ? { name: seo.district.name, lat: seo.district.gps_lat, lng: seo.district.gps_lng, postcode: seo.district.code_postal }
    : seo.city
      ? { name: seo.city.city_name, lat: seo.city.gps_lat, lng: seo.city.gps_lng, postcode: seo.city.code_postal }
      : seo.department
        ? {
            name: seo.department.name,
            lat: seo.department.gps_lat,
            lng: seo.department.gps_lng,
            postcode: seo.department.department_code,
          }
        : {
            name: seo.region?.name ?? seo.title,
            lat: seo.region?.gps_lat ?? null,
            lng: seo.region?.gps_lng ?? null,
            postcode: "",
          };
  const name = seo.zone?.name ?? level.name;
  return {
    type: seo.type,
    name,
    label: seo.zone?.label || (level.postcode ? `${name} (${level.postcode})` : name),
    locative: seo.zone?.locative ?? `à ${name}`,
    genitive: seo.zone?.genitive ?? `de ${name}`,
    lat: seo.zone?.gps_lat ?? level.lat,
    lng: seo.zone?.gps_lng ?? level.lng,
  };
}

/** The trail region → department → city → district, from the page's breadcrumbs or its levels. */
function zoneCrumbs(seo: SeoPage, facts: ZoneFacts): Crumb[] {
  const levels: Array<{ name: string; zoneUrl: string }> =
    seo.breadcrumbs.length > 0
      ? seo.breadcrumbs.map((crumb) => ({ name: crumb.label || crumb.name, zoneUrl: crumb.zoneUrl }))
      : [
          seo.region ? { name: seo.region.name, zoneUrl: seo.region.url_region } : null,
          seo.department ? { name: seo.department.name, zoneUrl: seo.department.department_url } : null,
          seo.city ? { name: seo.city.city_name, zoneUrl: seo.city.city_url } : null,
        ].filter((level): level is { name: string; zoneUrl: string } => level !== null && level.zoneUrl !== seo.zoneUrl);
  const trail = levels
    .filter((level) => level.zoneUrl !== seo.zoneUrl)
    .map((level) => ({ name: level.name, path: zonePath(level.zoneUrl) }));
  return [{ name: t("common.home"), path: "/" }, ...trail, { name: facts.label, path: zonePath(seo.zoneUrl) }];
}

/** A remote CMS may send the page without its links: ask for the region's or department's children. */
async function childLinks(seo: SeoPage): Promise<ZoneLink[]> {
  if (seo.links.length > 0) return seo.links;
  if (seo.type === "region" && seo.region) {
    return (await departmentsOfRegion(seo.region.id)).map((department) => ({
      type: "department",
      name: department.name,
      label: department.department_code ? `${department.name} (${department.department_code})` : department.name,
      zoneUrl: department.department_url,
      population: department.population,
    }));
  }
  if (seo.type === "department" && seo.department) {
    return (await citiesOfDepartment(seo.department.id)).map((city) => ({
      type: "city",
      name: city.city_name,
      label: city.code_postal ? `${city.city_name} (${city.code_postal})` : city.city_name,
      zoneUrl: city.city_url,
      population: city.population,
    }));
  }
  return [];
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = parseZoneSegment(params.zoneSegment ?? "");
  if (!parsed) throw notFound();
  const seo = await fromContent(() => getSeoPage(parsed.zoneUrl));
  if (!seo) throw notFound();
  const facts = zoneFacts(seo);
  const [links, professionals, article] = await Promise.all([
    fromContent(() => childLinks(seo)),
    facts.lat !== null && facts.lng !== null ? professionalsNear(facts.lat, facts.lng) : Promise.resolve(null),
    seo.article_slug ? getArticle(seo.article_slug).catch(() => null) : Promise.resolve(null),
  ]);
  const groups = zoneLinkGroups({ type: seo.type, links, districts: seo.districts });
  const crumbs = zoneCrumbs(seo, facts);
  const html = sanitizeHtml(seo.content);
  return contentPage(request, {
    canonical: canonicalUrl(zonePath(seo.zoneUrl)),
    crumbs,
    title: seo.title,
    seoTitle: seo.seoTitle ?? seo.title,
    seoDescription: seo.seoDescription ?? seo.description[0] ?? seo.title,
    facts,
    html,
    paragraphs: html ? [] : seo.description,
    services: seo.reports.filter((report) => report.order > 0).map((report) => report.title),
    groups,
    professionals: professionals?.map((entry) => ({ ...entry, studyHref: `/etude/${entry.study.slug}` })) ?? null,
    bookingHref: bookingEntryHref(facts),
    article: article ? { slug: article.slug, title: article.title, summary: article.summary } : null,
    districtsTitle:
      seo.type === "district" && seo.city
        ? t("zone.otherDistricts", { city: seo.city.city_name })
        : t("zone.districts", { genitive: facts.genitive }),
    breadcrumbJsonLd: breadcrumbList(crumbs, publicOrigin()),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: data.seoTitle, description: data.seoDescription, canonical: data.canonical }) : errorMeta();

export default function ZonePage() {
  const data = useLoaderData<typeof loader>();
  const rootData = useRootData();
  const { facts, groups } = data;
  return (
    <>
      <PageHero overlay title={data.title} crumbs={data.crumbs} intro={data.paragraphs[0] ?? null}>
        <a className={heroLightButton} href={data.bookingHref}>
          {t("zone.bookHere")}
        </a>
      </PageHero>

      {data.professionals ? (
        <section className={page.section} aria-labelledby="disponibles">
          <Container>
            <h2 id="disponibles" className={page.sectionTitle}>
              {t("zone.bailiffsTitle", { locative: facts.locative })}
            </h2>
            {data.professionals.length > 0 ? (
              <>
                <p className={page.sectionIntro}>{t("zone.bailiffsIntro", { name: facts.name })}</p>
                <ul className={page.grid}>
                  {data.professionals.map((entry) => (
                    <li key={`${entry.study.slug}-${entry.person.id}`}>
                      <ProfessionalCard
                        person={entry.person}
                        study={{ name: entry.study.name, href: entry.studyHref }}
                        distanceKm={entry.distanceKm}
                      />
                    </li>
                  ))}
                </ul>
                <p>
                  <a href={BADGES_FAQ_HREF}>{t("study.badgesLink")}</a>
                </p>
              </>
            ) : (
              <p className={page.empty}>{t("zone.noBailiffs")}</p>
            )}
          </Container>
        </section>
      ) : null}

      <section className={page.sectionAlt} aria-labelledby="a-propos">
        <Container>
          <div className={page.withAside}>
            <div>
              <h2 id="a-propos" className={page.sectionTitle}>
                {t("zone.about", { locative: facts.locative })}
              </h2>
              {data.html ? (
                <RichText html={data.html} />
              ) : (
                <div className={styles.paragraphs}>
                  {data.paragraphs.slice(1).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              )}
              {data.services.length > 0 ? (
                <>
                  <h2 className={styles.subTitle}>{t("zone.services", { locative: facts.locative })}</h2>
                  <ul className={styles.services}>
                    {data.services.map((service) => (
                      <li key={service}>{service}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {data.article ? (
                <p className={styles.article}>
                  {t("zone.relatedArticle")} <a href={`/blog/${data.article.slug}`}>{data.article.title}</a>
                </p>
              ) : null}
            </div>
            <aside className={page.aside}>
              <BookingPanel
                title={t("zone.bookHere")}
                text={t("zone.bookText")}
                bookingHref={data.bookingHref}
                supportPhone={rootData?.supportPhone}
              />
            </aside>
          </div>
        </Container>
      </section>

      <ZoneLinks
        id="sous-zones"
        title={t(facts.type === "region" ? "zone.departments" : "zone.cities", { genitive: facts.genitive })}
        links={groups.children}
      />
      <ZoneLinks id="arrondissements" title={data.districtsTitle} links={groups.districts} />
      <ZoneLinks id="communes-proches" title={t("zone.nearby")} links={groups.nearbyCities} />

      <JsonLd data={data.breadcrumbJsonLd} />
    </>
  );
}

function ZoneLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: ReadonlyArray<{ zoneUrl: string; label: string }>;
}) {
  if (links.length === 0) return null;
  return (
    <nav className={page.section} aria-labelledby={id}>
      <Container>
        <h2 id={id} className={page.sectionTitle}>
          {title}
        </h2>
        <ul className={page.linkList}>
          {links.map((link) => (
            <li key={link.zoneUrl} className={page.linkListItem}>
              <a href={zonePath(link.zoneUrl)}>{link.label}</a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
