// The agenda with JavaScript (pro-side §3 Calendar; decision 1422): schedule-x's free parts, loaded on
// the agenda route only (by deferred-calendar.ts, which brings the Temporal polyfill first where the
// browser has none), over the same loader data and URL as the server-rendered agenda. Month, week,
// day and list, week first, 08:00–19:00 in Europe/Paris whatever the browser's zone; each professional
// its colour, striped while a meeting waits for validation. Click: the event's summary; double-click:
// the case; hover: a tooltip. Dragging over a free range of the week or day grid (schedule-x's drawing is
// a paid plugin: our own thirty lines on its free mousedown callback) shows a temporary event and offers
// to add an unavailability there, or to plan a meeting of a case waiting for one.
import "@schedule-x/theme-default/dist/index.css";
import { createViewDay, createViewList, createViewMonthGrid, createViewWeek } from "@schedule-x/calendar";
import { createCalendarControlsPlugin } from "@schedule-x/calendar-controls";
import { createEventsServicePlugin } from "@schedule-x/events-service";
import { ScheduleXCalendar, useCalendarApp } from "@schedule-x/react";
import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import agenda from "~/locales/fr/agenda.json";
import { translator } from "~/i18n/translator";
import { withQuery } from "~/features/site/paths";
import { Dialog } from "~/ui/dialog";
import { PARIS_ZONE } from "~common/paris-time";
import type { AgendaAnswer } from "./agenda-intents";
import { AddExceptionForm, EventActions } from "./agenda-markup";
import type { AgendaView } from "./agenda-url";
import { calendarTitle, type AgendaEventView, type AgendaPage } from "./agenda-view";
import { planningOnRange } from "./plan-on-range";
import * as styles from "./agenda.css";

const t = translator(agenda);

const DAY = { start: "08:00", end: "19:00" } as const;
const SNAP_MINUTES = 15;
const DOUBLE_CLICK_MS = 250;

const TO_SX: Record<AgendaView, string> = { liste: "list", jour: "day", semaine: "week", mois: "month-grid" };
const FROM_SX: Record<string, AgendaView> = { list: "liste", day: "jour", week: "semaine", "month-grid": "mois" };

const zoned = (iso: string) => Temporal.Instant.from(iso).toZonedDateTimeISO(PARIS_ZONE);
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function calendarIdOf(event: AgendaEventView): string {
  if (event.type !== "meeting") return "exception";
  return event.professionalId === null ? "unassigned" : `p${event.professionalId}`;
}

function toScheduleX(events: AgendaEventView[]) {
  return events.map((event) => ({
    id: event.id,
    title: calendarTitle(event),
    start: zoned(event.start),
    end: zoned(event.end),
    calendarId: calendarIdOf(event),
    _options: { additionalClasses: event.needsValidation ? ["needs-validation"] : [] },
  }));
}

interface Selection {
  date: string;
  start: string;
  end: string;
}

/**
 * Range selection by dragging in a day column: the mouse on the free `onMouseDownDateTime` callback, a
 * finger or a pen on the frame's own `pointerdown` (schedule-x only listens to the mouse; the day columns
 * leave vertical moves to the page's script, `touch-action: pan-x` in agenda.css.ts).
 */
function rangeSelector(onSelect: (selection: Selection, preview: DOMRect) => void) {
  let suppressClickUntil = 0;
  const onMouseDownDateTime = (_at: unknown, down: MouseEvent) => {
    if (down.button !== 0) return;
    if (begin(down.target as HTMLElement | null, down.clientY)) down.preventDefault();
  };
  const onPointerDown = (down: PointerEvent) => {
    if (down.pointerType === "mouse" || !down.isPrimary) return;
    if (begin(down.target as HTMLElement | null, down.clientY)) down.preventDefault();
  };
  /** Starts a selection at `clientY` in the day column under `target`; false when there is none there. */
  function begin(target: HTMLElement | null, startY: number): boolean {
    const column = target?.closest<HTMLElement>(".sx__time-grid-day");
    if (!column || target?.closest(".sx__event")) return false;
    const rect = column.getBoundingClientRect();
    const total = (Number(DAY.end.slice(0, 2)) - Number(DAY.start.slice(0, 2))) * 60;
    const toMinutes = (clientY: number) =>
      Math.round(((Math.min(Math.max(clientY - rect.top, 0), rect.height) / rect.height) * total) / SNAP_MINUTES) * SNAP_MINUTES;
    const from = toMinutes(startY);
    let to = from;
    const preview = document.createElement("div");
    preview.className = styles.rangePreview;
    column.appendChild(preview);
    const paint = () => {
      const low = Math.min(from, to);
      const high = Math.max(from, to, low + SNAP_MINUTES);
      preview.style.top = `${(low / total) * 100}%`;
      preview.style.height = `${((high - low) / total) * 100}%`;
    };
    paint();
    const move = (event: PointerEvent) => {
      to = toMinutes(event.clientY);
      paint();
    };
    const stop = () => {
      document.removeEventListener("pointermove", move);
      document.removeEventListener("pointerup", up);
      document.removeEventListener("pointercancel", stop);
      preview.remove();
    };
    const up = () => {
      const box = preview.getBoundingClientRect();
      stop();
      const low = Math.min(from, to);
      const high = Math.max(from, to);
      if (high - low < SNAP_MINUTES) return;
      suppressClickUntil = Date.now() + 300;
      const base = Number(DAY.start.slice(0, 2)) * 60;
      onSelect({ date: column.dataset.timeGridDate ?? "", start: hhmm(base + low), end: hhmm(base + high) }, box);
    };
    document.addEventListener("pointermove", move);
    document.addEventListener("pointerup", up);
    // A sideways move becomes the grid's scroll: the browser cancels the pointer, no range is chosen.
    document.addEventListener("pointercancel", stop);
    return true;
  }
  return { onMouseDownDateTime, onPointerDown, suppressesClick: () => Date.now() < suppressClickUntil };
}

const TEMPORARY_ID = "selection-temporaire";

export default function ProCalendar({ page, action, addAnswer }: { page: AgendaPage; action: string; addAnswer?: AgendaAnswer }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [eventsService] = useState(() => createEventsServicePlugin());
  const [controls] = useState(() => createCalendarControlsPlugin());
  const [selection, setSelection] = useState<Selection | null>(null);
  const [summaryId, setSummaryId] = useState<string | null>(null);
  const [tooltip, setTooltip] = useState<{ id: string; x: number; y: number } | null>(null);
  const byId = useMemo(() => new Map(page.events.map((event) => [event.id, event])), [page.events]);
  const latest = useRef({ page, location, byId });
  latest.current = { page, location, byId };
  const pendingClick = useRef<number | undefined>(undefined);
  const [tomorrowPlace, setTomorrowPlace] = useState<HTMLElement | null>(null);

  const [selector] = useState(() =>
    rangeSelector((chosen, box) => {
      // The temporary event (pro-side's isTmp) shows the range while the form is open, and says where it is.
      eventsService.add({
        id: TEMPORARY_ID,
        title: t("selection.title"),
        start: Temporal.PlainDate.from(chosen.date).toZonedDateTime({
          timeZone: PARIS_ZONE,
          plainTime: Temporal.PlainTime.from(chosen.start),
        }),
        end: Temporal.PlainDate.from(chosen.date).toZonedDateTime({
          timeZone: PARIS_ZONE,
          plainTime: Temporal.PlainTime.from(chosen.end),
        }),
        calendarId: "selection",
        _options: { additionalClasses: ["agenda-temporary"] },
      });
      document.documentElement.dataset.agendaSelection = JSON.stringify({
        top: box.top,
        left: box.left,
        width: box.width,
        height: box.height,
      });
      setSelection(chosen);
    }),
  );

  const calendars = useMemo(() => {
    const entries: Record<string, { colorName: string; lightColors: { main: string; container: string; onContainer: string } }> =
      {
        exception: { colorName: "exception", lightColors: { main: "#5c5f6e", container: "#e6e7ec", onContainer: "#1a1f3d" } },
        unassigned: { colorName: "unassigned", lightColors: { main: "#5c5c5c", container: "#ececec", onContainer: "#161616" } },
        selection: { colorName: "selection", lightColors: { main: "#2e7d32", container: "#dcefdc", onContainer: "#0f3d12" } },
      };
    for (const person of page.professionals) {
      entries[`p${person.id}`] = {
        colorName: `p${person.id}`,
        lightColors: { main: person.color, container: `${person.color}26`, onContainer: "#1a1f3d" },
      };
    }
    return entries;
    // The calendars are read once, when schedule-x starts (research §1.4).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const calendar = useCalendarApp({
    locale: "fr-FR",
    timezone: PARIS_ZONE,
    firstDayOfWeek: 1,
    isResponsive: false,
    dayBoundaries: DAY,
    weekOptions: { gridHeight: 620, gridStep: 30 },
    views: [createViewDay(), createViewWeek(), createViewMonthGrid(), createViewList()],
    defaultView: page.state.viewChosen ? TO_SX[page.state.view] : "week",
    selectedDate: Temporal.PlainDate.from(page.state.date),
    calendars,
    events: toScheduleX(page.events),
    plugins: [eventsService, controls],
    callbacks: {
      onEventClick: (event) => {
        if (event.id === TEMPORARY_ID) return;
        window.clearTimeout(pendingClick.current);
        // A double-click clicks twice first: the summary waits to see whether a double-click follows.
        pendingClick.current = window.setTimeout(() => setSummaryId(String(event.id)), DOUBLE_CLICK_MS);
      },
      onDoubleClickEvent: (event) => {
        window.clearTimeout(pendingClick.current);
        const href = latest.current.byId.get(String(event.id))?.demandHref;
        if (href) navigate(href);
      },
      onMouseDownDateTime: selector.onMouseDownDateTime,
      onRangeUpdate: () => {
        const { page: current, location: here } = latest.current;
        const view = FROM_SX[controls.getView()] ?? "semaine";
        const href = withQuery(current.path, {
          vue: view,
          date: controls.getDate().toString(),
          professionnel: current.state.professionalId,
        });
        if (href !== `${here.pathname}${here.search}`) navigate(href, { replace: true, preventScrollReset: true });
      },
    },
  });

  // schedule-x names some of its boxes with aria-label on a bare div, which ARIA forbids: a group role
  // makes the name valid (axe, WCAG 4.1.2), on every render of the calendar. Its view selector says
  // « Semaine » but is named « Sélectionner la vue »: its name starts with what it shows (WCAG 2.5.3).
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const name = () => {
      for (const element of root.querySelectorAll("div[aria-label]:not([role])")) element.setAttribute("role", "group");
      for (const selector of root.querySelectorAll(".sx__view-selection-selected-item")) {
        const label = t("viewSelector", { view: selector.textContent?.trim() ?? "" });
        if (selector.getAttribute("aria-label") !== label) selector.setAttribute("aria-label", label);
      }
      // Its scrolling wrapper takes the keyboard focus, so the hours below can be scrolled to without a mouse.
      for (const wrapper of root.querySelectorAll(".sx-react-calendar-wrapper, .sx__calendar-wrapper, .sx__view-container")) {
        if (wrapper.hasAttribute("tabindex")) continue;
        wrapper.setAttribute("tabindex", "0");
        wrapper.setAttribute("role", "region");
        wrapper.setAttribute("aria-label", t("title"));
      }
    };
    // « Demain » beside schedule-x's « Aujourd'hui » (its header is its own: a place is made after that
    // button, again whenever schedule-x redraws the header without it).
    const placeTomorrow = () => {
      const today = root.querySelector(".sx__today-button");
      if (!today || today.nextElementSibling?.hasAttribute("data-agenda-tomorrow")) return;
      const place = document.createElement("span");
      place.setAttribute("data-agenda-tomorrow", "");
      today.after(place);
      setTomorrowPlace(place);
    };
    name();
    placeTomorrow();
    const observer = new MutationObserver(() => {
      name();
      placeTomorrow();
    });
    observer.observe(root, { childList: true, characterData: true, subtree: true });
    root.addEventListener("pointerdown", selector.onPointerDown);
    return () => {
      observer.disconnect();
      root.removeEventListener("pointerdown", selector.onPointerDown);
    };
  }, [selector]);

  // New loader data (another range, an action's result): the calendar shows it.
  useEffect(() => {
    eventsService.set(toScheduleX(page.events));
  }, [eventsService, page.events]);

  // A successful post redirects (a new location): the selection's form has done its work.
  useEffect(() => {
    setSelection(null);
  }, [location.key]);

  const closeSelection = () => {
    eventsService.remove(TEMPORARY_ID);
    delete document.documentElement.dataset.agendaSelection;
    setSelection(null);
  };

  /** Hovering or focusing an event shows its tooltip (pro-side §3: events can be hovered). */
  const showTooltip = (target: EventTarget, x: number, y: number) => {
    const id = (target as HTMLElement).closest<HTMLElement>("[data-event-id]")?.dataset.eventId;
    if (id && byId.has(id)) setTooltip({ id, x: x + 12, y: y + 12 });
    else if (tooltip) setTooltip(null);
  };

  const summary = summaryId ? byId.get(summaryId) : undefined;
  const hovered = tooltip ? byId.get(tooltip.id) : undefined;

  return (
    <>
      <div
        ref={frame}
        className={styles.calendarFrame}
        data-agenda-calendar
        onMouseOver={(event) => showTooltip(event.target, event.clientX, event.clientY)}
        onFocus={(event) => {
          const box = event.target.getBoundingClientRect();
          showTooltip(event.target, box.left, box.bottom);
        }}
        onMouseLeave={() => setTooltip(null)}
        onBlur={() => setTooltip(null)}
      >
        <ScheduleXCalendar calendarApp={calendar} />
      </div>
      {tomorrowPlace
        ? createPortal(
            <button
              type="button"
              className="sx__button sx__today-button"
              onClick={() => {
                // The next day's work: its day view, as the server's « Demain » link shows it.
                controls.setView("day");
                controls.setDate(Temporal.PlainDate.from(page.today).add({ days: 1 }));
              }}
            >
              {t("tomorrow")}
            </button>,
            tomorrowPlace,
          )
        : null}
      {hovered && tooltip ? (
        <div role="tooltip" className={styles.tooltip} style={{ top: tooltip.y, left: tooltip.x }}>
          {hovered.title} · {hovered.startTime}–{hovered.endTime} · {hovered.professional} · {hovered.statusLabel}
          {hovered.travelLabel ? ` · ${hovered.travelLabel}` : null}
        </div>
      ) : null}

      {selection ? (
        <Dialog title={t("selection.title")} closeLabel={t("summary.close")} onClose={closeSelection} titleId="selection-titre">
          <p>
            {t("selection.summary", {
              day: selection.date.split("-").reverse().join("/"),
              start: selection.start,
              end: selection.end,
            })}
          </p>
          <AddExceptionForm
            page={page}
            action={action}
            result={addAnswer?.result}
            error={addAnswer?.error}
            values={selection}
            idPrefix="selection"
          />
          {page.toPlan.length > 0 ? (
            <>
              <p>{t("selection.toPlan")}</p>
              <ul>
                {page.toPlan.map((meeting) => (
                  <li key={meeting.id}>
                    <a
                      href={planningOnRange(meeting, {
                        date: selection.date,
                        start: selection.start,
                        professionalId: page.state.professionalId,
                      })}
                    >
                      {meeting.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Dialog>
      ) : null}

      {summary ? (
        <Dialog title={summary.title} closeLabel={t("summary.close")} onClose={() => setSummaryId(null)} titleId="resume-titre">
          <dl>
            <dt>{t("summary.when")}</dt>
            <dd>
              {summary.dayLabel}, <time dateTime={summary.start}>{summary.startTime}</time>–
              <time dateTime={summary.end}>{summary.endTime}</time>
            </dd>
            <dt>{t("summary.who")}</dt>
            <dd>{summary.professional}</dd>
            <dt>{t("summary.status")}</dt>
            <dd>{summary.statusLabel}</dd>
            {summary.travelLabel ? (
              <>
                <dt>{t("summary.travel")}</dt>
                <dd>{summary.travelLabel}</dd>
              </>
            ) : null}
          </dl>
          {summary.demandHref ? (
            <p>
              <a href={summary.demandHref}>{t("open")}</a>
            </p>
          ) : null}
          <EventActions event={summary} action={action} />
        </Dialog>
      ) : null}
    </>
  );
}
