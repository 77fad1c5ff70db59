// The barometer (customer-side §1, §2.1): each series of figures as bars drawn with CSS, with the same
// data in a table for assistive technologies, the source and the update date. No JavaScript.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getBarometer } from "~/features/content/client.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { BarChart } from "~/features/content/bar-chart";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { formatLongDate, isoDate } from "~/features/content/dates";
import { PageHero } from "~/features/content/page-hero";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import type { RouteHandle } from "~/features/site/route-handle";
import { Container } from "~/ui/container";
import { canonicalUrl, contentPage, fromContent, notFound } from "~/features/content/site.server";
import * as styles from "./barometer.css";

const t = translator(content);

export const handle: RouteHandle = { transparentMenu: true, hydrate: false };

export const headers = contentHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const barometer = await fromContent(() => getBarometer());
  if (!barometer) throw notFound();
  return contentPage(request, {
    canonical: canonicalUrl("/barometre"),
    title: barometer.title,
    intro: barometer.intro,
    updated_at: barometer.updated_at,
    source: barometer.source,
    series: barometer.series.map((series) => ({
      label: series.label,
      unit: series.unit,
      points: series.points.filter((point) => Number.isFinite(point.value)),
    })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: t("barometer.seoTitle"), description: data.intro, canonical: data.canonical }) : errorMeta();

export default function Barometer() {
  const data = useLoaderData<typeof loader>();
  const updated = formatLongDate(data.updated_at);
  return (
    <>
      <PageHero
        overlay
        title={data.title}
        intro={data.intro}
        meta={updated ? <time dateTime={isoDate(data.updated_at)}>{t("barometer.updated", { date: updated })}</time> : null}
      />
      <Container className={page.section}>
        <div className={styles.charts}>
          {data.series.map((series, index) => (
            <BarChart key={series.label} series={series} id={`serie-${index + 1}`} />
          ))}
        </div>
        {data.source ? <p className={styles.source}>{data.source}</p> : null}
      </Container>
    </>
  );
}
