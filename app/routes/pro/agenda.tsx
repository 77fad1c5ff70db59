// /espace-pro/etude/{slug}/agenda — the study's agenda (pro-side §3 Calendar; decisions
// 1421, 1422). The URL holds the view, the day and whose agenda (agenda-url.ts). Without JavaScript the
// server renders the list (the default), the day and week grids or the month as tables, with previous,
// next, today and the views as links, and every action as a form post. With JavaScript, schedule-x
// (loaded on this route only, once the browser is idle: deferred-calendar.ts) takes over the same URL,
// week first, in the box the server's agenda already filled at the calendar's height (decision 3112), and
// its range selection opens the same add form. A client cache keeps each calendar's events five minutes;
// this page's actions empty it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  Form,
  useActionData,
  useLoaderData,
  useLocation,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
} from "@remix-run/react";
import { startTransition, useEffect, useRef, useState } from "react";
import { loadGuarded } from "~/.server/guards/demand";
import { hasPermission } from "~/.server/guards/study-access";
import { getCalendarEvents } from "~/features/agenda/agenda-client.server";
import { getPendingDemands } from "~/.server/platform/pro-reads";
import agenda from "~/locales/fr/agenda.json";
import { translator } from "~/i18n/translator";
import { AGENDA_INTENTS, type AgendaAnswer } from "~/features/agenda/agenda-intents";
import { AddExceptionForm, AgendaGrid, AgendaList, AgendaMonth, PlanOnRangeForm } from "~/features/agenda/agenda-markup";
import { agendaRange, daySheetLinks, readAgendaState } from "~/features/agenda/agenda-url";
import { formatLongDay } from "~common/paris-time";
import { VIEW_LABEL_KEYS } from "~/features/agenda/agenda-view";
import { agendaPage } from "~/features/agenda/agenda-view.server";
import { requireStudyAgenda } from "~/features/agenda/day-sheet.server";
import { forgetAgenda, rememberedAgenda } from "~/features/agenda/agenda-cache";
import { importProCalendar, whenIdleOrReached, type LoadedCalendar } from "~/features/agenda/deferred-calendar";
import { isChunkLoadError } from "~/features/site/chunk-reload-guard";
import { planningRedirect } from "~/features/agenda/plan-on-range";
import * as styles from "~/features/agenda/agenda.css";
import * as proStyles from "~/features/pro/pro.css";
import { Button } from "~/ui/button";
import { SelectField } from "~/ui/field";
import { addExceptionAction, removeExceptionAction, type AgendaActionInput } from "~/features/agenda/agenda-actions.server";
import { isMeetingIntent } from "~/features/meetings/meeting-actions";
import { runMeetingAction } from "~/features/meetings/run-meeting-action.server";

const t = translator(agenda);

export const meta: MetaFunction = () => [{ title: t("metaTitle") }, { name: "robots", content: "noindex" }];

/** The current study's agenda; another study's slug goes to the current one's, same view and day. */
function agendaVisit(args: LoaderFunctionArgs | ActionFunctionArgs) {
  return requireStudyAgenda(args, "agenda");
}

export async function loader(args: LoaderFunctionArgs) {
  const { user, access, studyId, url, path } = await agendaVisit(args);
  const { context } = args;
  const state = readAgendaState(url);
  const range = agendaRange(state.view, state.date);
  const [answer, toPlan] = await Promise.all([
    // A study the platform does not let this user read (403) sends them to the history, as elsewhere.
    loadGuarded(() => getCalendarEvents(context.platform, studyId, { ...range, userId: state.professionalId ?? undefined })),
    hasPermission(access, "demands.manage") ? getPendingDemands(context.platform, studyId, false).catch(() => []) : [],
  ]);
  const page = agendaPage({
    url,
    path,
    state,
    answer,
    toPlan,
    viewer: { userId: user.id },
  });
  // The planning form's answer (without JavaScript): on to the planning page of that dossier and range.
  const planning = planningRedirect(url, page.toPlan);
  if (planning) throw redirect(planning);
  // The shown day's sheet and export (decision 3830): the week's and month's first day is the URL's day.
  const daySheet = { day: formatLongDay(state.date), links: daySheetLinks(args.params.slug ?? "", state) };
  return { ...page, daySheet };
}

export async function action(args: ActionFunctionArgs) {
  const { studyId, url } = await agendaVisit(args);
  const form = await args.request.formData();
  url.searchParams.delete("debut");
  url.searchParams.delete("fin");
  const input: AgendaActionInput = { context: args.context, studyId, form, back: `${url.pathname}${url.search}` };
  const intent = form.get("intent");
  if (isMeetingIntent(intent)) return runMeetingAction(input, intent);
  switch (intent) {
    case AGENDA_INTENTS.add:
      return addExceptionAction(input);
    case AGENDA_INTENTS.remove:
      return removeExceptionAction(input);
    default:
      throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  }
}

/** Five minutes per calendar (pro-side §5 "meeting cache"): moving back and forth costs no request. */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  return rememberedAgenda(new URL(request.url), () => serverLoader<typeof loader>());
}

/** This page's actions change the agenda: every calendar's cache goes. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  forgetAgenda();
  return serverAction<typeof action>();
}

/**
 * schedule-x, once fetched (when the browser is idle or the user reaches for the agenda's box). Until then,
 * and if its file cannot be fetched, the server's agenda stays: it works without it.
 */
function useDeferredCalendar() {
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<LoadedCalendar | null>(null);
  useEffect(() => {
    if (!box.current) return;
    let left = false;
    const cancel = whenIdleOrReached(box.current, () => {
      importProCalendar()
        .then((module) => {
          // A transition: React renders the swap in slices between other work, not as one long task.
          if (!left) startTransition(() => setLoaded({ Calendar: module.default }));
        })
        .catch((error: unknown) => {
          // A file gone with a new deployment leaves the server's agenda, which works; anything else is a bug.
          if (!isChunkLoadError(error)) throw error;
        });
    });
    return () => {
      left = true;
      cancel();
    };
  }, []);
  return { box, Calendar: loaded?.Calendar };
}

export default function AgendaPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AgendaAnswer | undefined;
  const location = useLocation();
  const { box, Calendar } = useDeferredCalendar();
  const action = `${location.pathname}${location.search}`;
  const addAnswer = answer?.intent === AGENDA_INTENTS.add ? answer : undefined;
  const otherAnswer = answer && answer.intent !== AGENDA_INTENTS.add ? answer : undefined;
  const { state, links } = page;

  return (
    <>
      <h1 className={proStyles.title}>{t("title")}</h1>
      {page.canPick ? (
        <Form method="get" action={location.pathname} className={styles.picker}>
          {state.viewChosen ? <input type="hidden" name="vue" value={state.view} /> : null}
          <input type="hidden" name="date" value={state.date} />
          <SelectField
            id="agenda-professionnel"
            label={t("professional")}
            name="professionnel"
            defaultValue={String(state.professionalId ?? "")}
          >
            <option value="">{t("everyone")}</option>
            {page.professionals.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="outline">
            {t("show")}
          </Button>
        </Form>
      ) : null}
      {otherAnswer?.error ? (
        <p role="alert" className={proStyles.section}>
          {otherAnswer.error}
        </p>
      ) : null}

      <div ref={box} className={styles.calendarBox} data-agenda-box={Calendar ? "calendrier" : "serveur"}>
        {Calendar ? (
          <Calendar page={page} action={action} addAnswer={addAnswer} />
        ) : (
          <section aria-labelledby="periode" className={proStyles.section}>
            <div className={styles.toolbar}>
              <h2 id="periode" className={styles.range}>
                {page.rangeLabel}
              </h2>
              <nav aria-label={t("periodLabel")}>
                <ul className={styles.linkList}>
                  <li>
                    <a href={links.previous}>{t("previous")}</a>
                  </li>
                  <li>
                    <a href={links.today}>{t("today")}</a>
                  </li>
                  <li>
                    <a href={links.tomorrow}>{t("tomorrow")}</a>
                  </li>
                  <li>
                    <a href={links.next}>{t("next")}</a>
                  </li>
                </ul>
              </nav>
              <nav aria-label={t("views.label")}>
                <ul className={styles.linkList}>
                  {links.views.map((link) => (
                    <li key={link.view}>
                      <a
                        href={link.href}
                        aria-current={link.view === state.view ? "page" : undefined}
                        className={link.view === state.view ? styles.current : undefined}
                      >
                        {t(VIEW_LABEL_KEYS[link.view])}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
            {state.view === "liste" ? <AgendaList page={page} action={action} /> : null}
            {page.grid ? <AgendaGrid page={page} /> : null}
            {page.month ? <AgendaMonth page={page} /> : null}
          </section>
        )}
      </div>

      <nav aria-labelledby="journee" className={proStyles.section}>
        <h2 id="journee" className={proStyles.sectionTitle}>
          {t("daySheet.label", { day: page.daySheet.day })}
        </h2>
        <ul className={styles.linkList}>
          <li>
            <a href={page.daySheet.links.sheet}>{t("daySheet.print")}</a>
          </li>
          <li>
            <a href={page.daySheet.links.export} download>
              {t("daySheet.export")}
            </a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="ajout" className={proStyles.section}>
        <h2 id="ajout" className={proStyles.sectionTitle}>
          {t("add.title")}
        </h2>
        <AddExceptionForm page={page} action={action} result={addAnswer?.result} error={addAnswer?.error} values={page.prefill} />
      </section>

      {page.toPlan.length > 0 ? (
        <section aria-labelledby="planifier" className={proStyles.section}>
          <h2 id="planifier" className={proStyles.sectionTitle}>
            {t("plan.title")}
          </h2>
          <PlanOnRangeForm page={page} />
        </section>
      ) : null}
    </>
  );
}
