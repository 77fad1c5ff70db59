// A study's page (customer-side §2.1, pro-side §2): the office (platform, GET studies/search by slug),
// its professionals with their badges (explained, with the FAQ anchor question-2-49) and its booking
// entry /{studySlug}/reservation; LegalService and BreadcrumbList JSON-LD. A partner company has no
// public page (docs/decisions/304-study-pages.md).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PlatformError } from "~/.server/platform/errors";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { BADGES_FAQ_HREF, sortBadges } from "~/features/content/badges";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { JsonLd } from "~/features/content/json-ld";
import { PageHero, heroLightButton } from "~/features/content/page-hero";
import { ProfessionalCard, professionalName, professionalRole } from "~/features/content/professional-card";
import { safeUrl } from "~/features/content/safe-url";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import { breadcrumbList, legalServiceJsonLd, type Crumb } from "~/features/content/structured-data";
import type { RouteHandle } from "~/features/site/route-handle";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import { badgeTexts, publicProfessional, publicStudy } from "~/features/content/professionals.server";
import { canonicalUrl, contentPage, notFound, publicOrigin } from "~/features/content/site.server";
import * as styles from "./study.css";

const t = translator(content);

export const handle: RouteHandle = { transparentMenu: true, hydrate: false };

export const headers = contentHeaders;

const STUDY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.studySlug ?? "";
  if (!STUDY_SLUG.test(slug) || slug.length > 200) throw notFound();
  let study;
  try {
    study = await publicStudy(slug);
  } catch (error) {
    console.error(`Étude ${slug} indisponible :`, error instanceof PlatformError ? error.message : error);
    throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  }
  if (!study) throw notFound();
  const texts = await badgeTexts();
  const professionals = study.bailiffs.map((person) => publicProfessional(person, study, texts));
  const path = `/etude/${study.slug}`;
  // The city's zone page would be the natural parent, but a study carries no zone URL.
  const crumbs: Crumb[] = [
    { name: t("common.home"), path: "/" },
    { name: study.name, path },
  ];
  const shownBadges = [...new Map(professionals.flatMap((person) => person.badges).map((badge) => [badge.key, badge])).values()];
  const origin = publicOrigin();
  return contentPage(request, {
    canonical: canonicalUrl(path),
    crumbs,
    study: {
      slug: study.slug,
      name: study.name,
      profession: study.profession,
      address: study.full_address,
      city: study.city,
      postcode: study.postcode,
      siret: study.siret,
      logo: safeUrl(study.logo),
      subscribed: study.subscribed,
    },
    professionals,
    badges: sortBadges(shownBadges),
    bookingHref: `/${study.slug}/reservation`,
    jsonLd: [
      legalServiceJsonLd(
        {
          ...study,
          logo: safeUrl(study.logo),
          professionals: professionals.map((person) => ({ name: professionalName(person), jobTitle: professionalRole(person) })),
        },
        path,
        origin,
      ),
      breadcrumbList(crumbs, origin),
    ],
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return errorMeta();
  const { study } = data;
  return seoMeta({
    title: t("study.seoTitle", { name: study.name, city: study.city }),
    description: t("study.seoDescription", {
      name: study.name,
      profession: t(`study.profession.${study.profession}`),
      city: study.city,
      postcode: study.postcode,
      address: study.address,
    }),
    canonical: data.canonical,
  });
};

export default function StudyPage() {
  const { study, professionals, badges, bookingHref, crumbs, jsonLd } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero overlay title={study.name} crumbs={crumbs} intro={t(`study.kind.${study.profession}`)}>
        <a className={heroLightButton} href={bookingHref}>
          {t("study.book", { name: study.name })}
        </a>
      </PageHero>
      <Container className={page.section}>
        <div className={page.withAside}>
          <div>
            <section aria-labelledby="professionnels">
              <h2 id="professionnels" className={page.sectionTitle}>
                {t("study.professionals")}
              </h2>
              {professionals.length > 0 ? (
                <ul className={styles.professionals}>
                  {professionals.map((person) => (
                    <li key={person.id}>
                      <ProfessionalCard person={person} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={page.empty}>{t("study.noProfessionals")}</p>
              )}
            </section>
            {badges.length > 0 ? (
              <section className={page.section} aria-labelledby="badges">
                <h2 id="badges" className={page.sectionTitle}>
                  {t("study.badgesTitle")}
                </h2>
                <p>{t("study.badgesIntro")}</p>
                <dl className={styles.badges}>
                  {badges.map((badge) => (
                    <div key={badge.key} className={styles.badge}>
                      <dt className={styles.badgeTitle}>{badge.title}</dt>
                      <dd className={styles.badgeHelp}>{badge.help}</dd>
                    </div>
                  ))}
                </dl>
                <p>
                  <a href={BADGES_FAQ_HREF}>{t("study.badgesLink")}</a>
                </p>
              </section>
            ) : null}
          </div>
          <aside className={page.aside}>
            <section className={page.panel} aria-labelledby="coordonnees">
              <h2 id="coordonnees" className={page.panelTitle}>
                {t("study.address")}
              </h2>
              {study.logo ? <img className={styles.logo} src={study.logo} alt="" /> : null}
              <address className={styles.address}>{study.address}</address>
              {study.siret ? (
                <p className={page.muted}>
                  {t("study.siret")} : {study.siret}
                </p>
              ) : null}
            </section>
            <section className={page.panel} aria-labelledby="reserver-etude">
              <h2 id="reserver-etude" className={page.panelTitle}>
                {t("study.book", { name: study.name })}
              </h2>
              <p>{study.subscribed ? t("study.bookText") : t("study.unsubscribed")}</p>
              <a className={buttonClass("primary", true)} href={bookingHref}>
                {t("diagnostic.bookShort")}
              </a>
            </section>
          </aside>
        </div>
      </Container>
      {jsonLd.map((entry, index) => (
        <JsonLd key={index} data={entry} />
      ))}
    </>
  );
}
