// /donnees-personnelles (docs/decisions/3012): what Constat RDV keeps about people, why and for how long,
// in the product's words, with the durations the platform enforces (common/data-retention.ts: the daily
// pass's defaults and the bounds a study may choose within), and where to download one's data or delete
// one's account. Public, the same for everyone: cached like the other content pages, no JavaScript.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DATA_RETENTION_BOUNDS, DATA_RETENTION_DEFAULTS } from "~common/data-retention";
import text from "~/locales/fr/personal-data.json";
import { translator } from "~/i18n/translator";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { PageHero } from "~/features/content/page-hero";
import { prose } from "~/features/content/rich-text.css";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import { paths } from "~/features/site/paths";
import type { RouteHandle } from "~/features/site/route-handle";
import { Container } from "~/ui/container";
import { canonicalUrl, contentPage } from "~/features/content/site.server";

const t = translator(text);

export const handle: RouteHandle = { hydrate: false };

export const headers = contentHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  return contentPage(request, { canonical: canonicalUrl(paths.personalData) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: t("page.seoTitle"), description: t("page.description"), canonical: data.canonical }) : errorMeta();

/** Each row of the table, its duration filled in from the rules the platform applies. */
const ROWS = [
  { key: "account" },
  { key: "demands" },
  { key: "usedCaptures" },
  { key: "captures", values: { days: DATA_RETENTION_DEFAULTS.captureDays, ...DATA_RETENTION_BOUNDS.captureDays } },
  { key: "positions", values: { days: DATA_RETENTION_DEFAULTS.positionDays, ...DATA_RETENTION_BOUNDS.positionDays } },
  { key: "messages" },
  { key: "requests" },
] as const;

export default function PersonalDataPage() {
  return (
    <>
      <PageHero title={t("page.title")} intro={t("page.intro")} />
      <Container className={page.section}>
        <div className={prose}>
          <table>
            <caption className="visually-hidden">{t("page.tableCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("page.what")}</th>
                <th scope="col">{t("page.why")}</th>
                <th scope="col">{t("page.howLong")}</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{t(`page.rows.${row.key}.what`)}</th>
                  <td>{t(`page.rows.${row.key}.why`)}</td>
                  <td>{t(`page.rows.${row.key}.howLong`, "values" in row ? row.values : undefined)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t("page.rightsTitle")}</h2>
          <ul>
            <li>{t("page.exportRight")}</li>
            <li>{t("page.deleteRight")}</li>
          </ul>
          <p>
            <a href={paths.myData}>{t("page.settingsLink")}</a>
          </p>
          <p>
            {t("page.policy")} <a href="/page/politique-de-donnees">{t("page.policyLink")}</a>.
          </p>
        </div>
      </Container>
    </>
  );
}
