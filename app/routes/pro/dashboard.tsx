// /espace-pro — the bailiff dashboard (pro-side §2): for the current study, the meetings
// waiting for confirmation (paged, `?page=`), the confirmed meetings of the next seven days, the instant
// (video) demands waiting, and the counts, each a link to its list. Each meeting links to its demand page,
// where it is confirmed; a confirmed one whose customer confirmed their presence from the reminder says
// « Présence confirmée ». The platform defines what each count counts (decision 3108): the instant requests
// are its instant requests page's list, the demands to plan or qualify its history's `pending` filter.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadGuarded } from "~/.server/guards/demand";
import { requireProPage } from "~/.server/guards/pro-pages";
import { pageParam, readQuery } from "~/.server/query";
import { getPendingDemands, getStudyDemands } from "~/.server/platform/pro-reads";
import { getMeetingsBetween, getPendingMeetings } from "~/features/meetings/meetings-client.server";
import { getPresenceConfirmations } from "~/features/reminders/reminders-client.server";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { MeetingItemList } from "~/features/pro/meeting-item-list";
import * as styles from "~/features/pro/pro.css";
import { meetingItemView, proDemandCardView } from "~/features/pro/pro-views.server";
import { proPaths } from "~/features/pro/pro-paths";
import { withQuery } from "~/features/site/paths";
import { parisToday, shiftParisDay } from "~common/paris-time";
import { DemandCard } from "~/features/account/demand-card";
import { Pagination, pageHref } from "~/ui/pagination";

const t = translator(pro);

export const meta: MetaFunction = () => [{ title: t("dashboard.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { studyId } = await requireProPage("dashboard", request, context);
  const today = parisToday();
  // A study the platform does not let this user read (403) sends them to the history, as the guards do.
  const nextWeek = { startDate: today, endDate: shiftParisDay(today, 6) };
  const [pending, week, insta, toPlan, present] = await loadGuarded(() =>
    Promise.all([
      getPendingMeetings(context.platform, studyId, pageParam(readQuery(request))),
      getMeetingsBetween(context.platform, studyId, nextWeek),
      getPendingDemands(context.platform, studyId, true),
      getStudyDemands(context.platform, studyId, { pending: 1 }),
      // Which customers confirmed their presence from their reminder (docs/decisions/3001).
      getPresenceConfirmations(context.platform, studyId, nextWeek),
    ]),
  );
  const confirmed = week.data
    .filter((meeting) => meeting.status === "validated")
    .map((meeting) => ({ ...meetingItemView(meeting), presenceConfirmed: present.has(meeting.id) }));
  return {
    pending: { items: pending.data.map(meetingItemView), page: pending.meta.current_page, lastPage: pending.meta.last_page },
    confirmed,
    insta: insta.map(proDemandCardView),
    counts: {
      pending: pending.meta.total,
      confirmed: confirmed.length,
      insta: insta.length,
      toPlan: toPlan.meta.total,
    },
  };
}

export default function Dashboard() {
  const { pending, confirmed, insta, counts } = useLoaderData<typeof loader>();
  const countItems = [
    { key: "pending", label: t("dashboard.countPending"), value: counts.pending, href: "#a-confirmer" },
    { key: "confirmed", label: t("dashboard.countConfirmed"), value: counts.confirmed, href: "#confirmes" },
    { key: "insta", label: t("dashboard.countInsta"), value: counts.insta, href: proPaths.proInstantRequests },
    {
      key: "toPlan",
      label: t("dashboard.countToPlan"),
      value: counts.toPlan,
      href: withQuery(proPaths.proDemands, { a_traiter: 1 }),
    },
  ];
  return (
    <>
      <h1 className={styles.title}>{t("dashboard.title")}</h1>
      <dl className={styles.counts} aria-label={t("dashboard.countsLabel")}>
        {countItems.map((item) => (
          <div key={item.key} className={styles.count}>
            <dt className={styles.countLabel}>
              <a href={item.href}>{item.label}</a>
            </dt>
            <dd className={styles.countValue}>{item.value}</dd>
          </div>
        ))}
      </dl>

      <section className={styles.section} aria-labelledby="a-confirmer">
        <h2 id="a-confirmer" className={styles.sectionTitle}>
          {t("dashboard.pendingTitle")}
        </h2>
        <MeetingItemList items={pending.items} empty={t("dashboard.pendingEmpty")} />
        <Pagination
          page={pending.page}
          totalPages={pending.lastPage}
          hrefFor={(page) => pageHref(proPaths.proDashboard, "", page)}
          label={t("dashboard.pendingPages")}
        />
      </section>

      <section className={styles.section} aria-labelledby="confirmes">
        <h2 id="confirmes" className={styles.sectionTitle}>
          {t("dashboard.nextTitle")}
        </h2>
        <MeetingItemList items={confirmed} empty={t("dashboard.nextEmpty")} />
      </section>

      <section className={styles.section} aria-labelledby="instantanees">
        <h2 id="instantanees" className={styles.sectionTitle}>
          {t("dashboard.instaTitle")}
        </h2>
        {insta.length === 0 ? <p>{t("dashboard.instaEmpty")}</p> : null}
        <ul className={styles.cards}>
          {insta.map((demand) => (
            <li key={demand.id}>
              <DemandCard demand={demand} showTitle={false} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
