// /espace-pro/etude/{slug}/agenda/journee?date=YYYY-MM-DD[&professionnel=] — a day's meetings on one sheet
// (docs/decisions/3830): in the order of the day, each with its times, service, customer, phone and
// address, the drive to it, for a bailiff to print before leaving; the page ships no JavaScript and its
// print layout keeps the sheet alone. The same day as CSV is agenda-day-export.ts.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import agenda from "~/locales/fr/agenda.json";
import { translator } from "~/i18n/translator";
import { loadDaySheet } from "~/features/agenda/day-sheet.server";
import * as styles from "~/features/agenda/agenda.css";
import * as proStyles from "~/features/pro/pro.css";
import type { RouteHandle } from "~/features/site/route-handle";
import { daySheetLinks } from "~/features/agenda/agenda-url";
import { formatLongDay } from "~common/paris-time";

const t = translator(agenda);

export const handle: RouteHandle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: t("daySheet.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader(args: LoaderFunctionArgs) {
  const { state, entries, slug } = await loadDaySheet(args, "agenda/journee");
  return {
    dayLabel: formatLongDay(state.date),
    entries,
    links: daySheetLinks(slug, state),
  };
}

export default function DaySheetPage() {
  const { dayLabel, entries, links } = useLoaderData<typeof loader>();
  return (
    <article className={styles.daySheet} aria-labelledby="feuille-de-route" data-day-sheet>
      <h1 id="feuille-de-route" className={proStyles.title}>
        {t("daySheet.title", { day: dayLabel })}
      </h1>
      <nav aria-label={t("periodLabel")} className={styles.screenOnly}>
        <ul className={styles.linkList}>
          <li>
            <a href={links.agenda}>{t("daySheet.backToAgenda")}</a>
          </li>
          <li>
            <a href={links.previousDay}>{t("daySheet.previousDay")}</a>
          </li>
          <li>
            <a href={links.nextDay}>{t("daySheet.nextDay")}</a>
          </li>
          <li>
            <a href={links.export} download>
              {t("daySheet.export")}
            </a>
          </li>
        </ul>
      </nav>
      <p className={styles.screenOnly}>{t("daySheet.printHint")}</p>
      {entries.length === 0 ? (
        <p>{t("daySheet.empty")}</p>
      ) : (
        <ol className={styles.sheetList}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.sheetEntry} data-sheet-entry={entry.id}>
              <p className={styles.sheetTime}>
                <time dateTime={entry.start}>{entry.startTime}</time>–<time dateTime={entry.end}>{entry.endTime}</time>
              </p>
              <dl className={styles.sheetDetails}>
                <dt>{t("daySheet.address")}</dt>
                <dd>{entry.place}</dd>
                <dt>{t("daySheet.what")}</dt>
                <dd>{entry.demandHref ? <a href={entry.demandHref}>{entry.what}</a> : entry.what}</dd>
                {entry.customer ? (
                  <>
                    <dt>{t("daySheet.customer")}</dt>
                    <dd>{entry.customer}</dd>
                  </>
                ) : null}
                {entry.phone ? (
                  <>
                    <dt>{t("daySheet.phone")}</dt>
                    <dd>
                      <a href={`tel:${entry.phone.replaceAll(" ", "")}`}>{entry.phone}</a>
                    </dd>
                  </>
                ) : null}
                <dt>{t("daySheet.professional")}</dt>
                <dd>{entry.professional}</dd>
                <dt>{t("daySheet.status")}</dt>
                <dd>{entry.status}</dd>
              </dl>
              {entry.travel ? <p className={styles.travel}>{entry.travel}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
