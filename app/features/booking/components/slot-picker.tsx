// The slot picker (customer-side §2.5): one panel per day titled "Lundi 3 mars", each time a submit
// button of a plain form (choosing a slot is one click, with or without JavaScript), prices only when
// the server computed them (enabled and above 0) with 'Prix indicatif, ce tarif peut évoluer', and
// "more dates" as a link to the next 7-day window. With JavaScript, further windows load in place when
// the end is within 400 px, an empty window retried up to 3 times 1 s apart (that code,
// slot-window-loader.ts, is fetched the first time it is needed). `compact` renders the small calendar
// of a card: a few days, a few times, and a link to all slots. A constat's time outside legal hours is
// marked, and the platform's warning for it (docs/decisions/3103) follows that day's times, read with the
// time by a screen reader (aria-describedby).
import { Form } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import bookingSlotsText from "~/locales/fr/booking-slots.json";
import { translator } from "~/i18n/translator";
import { tPlural } from "~/features/content/plural";
import { buttonClass } from "~/ui/button";
import type { SlotDay, SlotOption } from "~/features/slots/slot-days";
import * as styles from "./slot-picker.css";

const t = translator(bookingSlotsText);

/** More dates load when the end of the list is this close (customer-side §9). */
const MORE_DATES_DISTANCE_PX = 400;

const loadWindowLoader = () => import("./slot-window-loader");

/** The legal-hours warnings of these times, each once (a day's times share one or two). */
function dayWarnings(times: readonly SlotOption[]): string[] {
  return [...new Set(times.flatMap((slot) => (slot.legalHoursWarning ? [slot.legalHoursWarning] : [])))];
}

/** « Créneaux disponibles de Maître Antoine Dupont »: the group of one professional's card among others. */
export function slotGroupLabel(professionalName: string): string {
  return t("slots.groupLabelFor", { name: professionalName });
}

export interface SlotPickerProps {
  days: readonly SlotDay[];
  /** Hidden fields posted with the chosen time (intent, study, professional…). */
  hiddenFields?: Readonly<Record<string, string>>;
  /** Name of the time buttons; their value is "start|end". Default "slot". */
  slotFieldName?: string;
  /** Where the form posts. Default: the current route. */
  action?: string;
  /** The value of the slot already chosen, marked as such. */
  selectedValue?: string | null;
  showNoPriceNote?: boolean;
  /** Link to the next window ("more dates"); null when there is none. */
  moreHref?: string | null;
  /** Link to the previous window; null on the first one. */
  previousHref?: string | null;
  /** With JavaScript: the JSON route of a window, called with `du=<nextFrom>`; enables loading in place. */
  windowUrl?: string | null;
  /** The first day of the window after the displayed days ("2026-03-09"). */
  nextFrom?: string | null;
  /** The small calendar of a card: at most `maxDays` days and `maxTimesPerDay` times, then `fullHref`. */
  compact?: { maxDays: number; maxTimesPerDay: number; fullHref: string; onOpenFull?: () => void } | null;
  /** Accessible name of the group. Default 'Créneaux disponibles'. */
  label?: string;
  headingLevel?: 3 | 4 | 5;
  /** With JavaScript and no `days`: load the first non-empty window from `nextFrom` on mount (dialogs). */
  autoLoad?: boolean;
  /** Shown instead when four windows in a row were empty (the 'oops' card). */
  unavailable?: ReactNode;
}

export function SlotPicker({
  days,
  hiddenFields = {},
  slotFieldName = "slot",
  action,
  selectedValue = null,
  showNoPriceNote = false,
  moreHref = null,
  previousHref = null,
  windowUrl = null,
  nextFrom = null,
  compact = null,
  label = t("slots.groupLabel"),
  headingLevel = 4,
  autoLoad = false,
  unavailable = null,
}: SlotPickerProps) {
  const [extraDays, setExtraDays] = useState<SlotDay[]>([]);
  const [cursor, setCursor] = useState<string | null>(nextFrom);
  const [loadState, setLoadState] = useState<"idle" | "loading" | "done" | "failed">("idle");
  const loading = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const pickerId = useId();
  const canLoadInPlace = Boolean(windowUrl && !compact);

  // New server data (another window, another professional): start over.
  useEffect(() => {
    setExtraDays([]);
    setCursor(nextFrom);
    setLoadState("idle");
  }, [days, nextFrom]);

  const loadMore = useCallback(async () => {
    if (!windowUrl || !cursor || loading.current) return;
    loading.current = true;
    setLoadState("loading");
    try {
      const { loadMoreDates } = await loadWindowLoader();
      const more = await loadMoreDates(windowUrl, cursor);
      setExtraDays((current) => [...current, ...more.days]);
      setCursor(more.nextFrom);
      setLoadState(more.nextFrom === null ? "done" : "idle");
    } catch {
      setLoadState("failed");
    } finally {
      loading.current = false;
    }
  }, [windowUrl, cursor]);

  useEffect(() => {
    if (!canLoadInPlace || !cursor || loadState !== "idle" || !sentinel.current || typeof IntersectionObserver === "undefined")
      return;
    const root = sentinel.current.closest<HTMLElement>("[data-scroll-root]");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { root, rootMargin: `0px 0px ${MORE_DATES_DISTANCE_PX}px 0px` },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [canLoadInPlace, cursor, loadState, loadMore]);

  useEffect(() => {
    if (autoLoad && days.length === 0) void loadMore();
    // Once, on mount: later windows come from scrolling or 'Plus de dates'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const Heading = `h${headingLevel}` as "h3" | "h4" | "h5";
  const allDays = [...days, ...extraDays];
  if (loadState === "done" && allDays.length === 0 && unavailable) return <>{unavailable}</>;
  const shownDays = compact ? allDays.filter((day) => day.slots.length > 0).slice(0, compact.maxDays) : allDays;
  const pricesShown = allDays.some((day) => day.slots.some((slot) => slot.price !== null));

  return (
    <div className={styles.picker} role="group" aria-label={label}>
      <Form method="post" action={action} preventScrollReset>
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ul className={compact ? styles.compactDays : styles.days}>
          {shownDays.map((day) => {
            const times = compact ? day.slots.slice(0, compact.maxTimesPerDay) : day.slots;
            const hidden = day.slots.length - times.length;
            const warnings = dayWarnings(times);
            const warningId = (warning: string) => `${pickerId}-${day.date}-heures-${warnings.indexOf(warning)}`;
            return (
              <li key={day.date} className={styles.day}>
                <Heading className={styles.dayTitle}>{day.title}</Heading>
                <ul className={styles.times}>
                  {times.map((slot) => {
                    const dayText = day.title.charAt(0).toLowerCase() + day.title.slice(1);
                    const name = slot.priceLabel
                      ? t("slots.chooseWithPrice", { day: dayText, time: slot.time, price: slot.priceLabel })
                      : t("slots.choose", { day: dayText, time: slot.time });
                    const selected = selectedValue === slot.value;
                    return (
                      <li key={slot.value}>
                        <button
                          type="submit"
                          name={slotFieldName}
                          value={slot.value}
                          className={styles.time}
                          aria-label={name}
                          aria-describedby={slot.legalHoursWarning ? warningId(slot.legalHoursWarning) : undefined}
                          data-selected={selected || undefined}
                          data-legal-hours={slot.legalHoursWarning ? "" : undefined}
                        >
                          <span>{slot.time}</span>
                          {slot.priceLabel ? <span className={styles.price}>{slot.priceLabel}</span> : null}
                          {selected ? <span className="visually-hidden">{` (${t("slots.chosen")})`}</span> : null}
                        </button>
                      </li>
                    );
                  })}
                  {hidden > 0 ? <li className={styles.moreTimes}>{tPlural(t, "slots.moreTimes", hidden)}</li> : null}
                </ul>
                {warnings.map((warning) => (
                  <p key={warning} id={warningId(warning)} className={styles.dayWarning}>
                    <span aria-hidden="true">* </span>
                    {warning}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      </Form>
      {pricesShown ? <p className={styles.notes}>{t("slots.indicativePrice")}</p> : null}
      {showNoPriceNote ? <p className={styles.notes}>{t("slots.noPriceNote")}</p> : null}
      <div ref={sentinel} className={styles.navigation}>
        {compact ? (
          <a
            className={buttonClass("outline")}
            href={compact.fullHref}
            onClick={
              compact.onOpenFull
                ? (event) => {
                    event.preventDefault();
                    compact.onOpenFull!();
                  }
                : undefined
            }
          >
            {t("slots.allSlots")}
          </a>
        ) : (
          <>
            {previousHref && extraDays.length === 0 ? (
              <a className={buttonClass("link")} href={previousHref}>
                {t("slots.previousDates")}
              </a>
            ) : null}
            {moreHref && cursor && loadState !== "done" ? (
              <a
                className={buttonClass("outline")}
                href={moreHref}
                onClick={
                  canLoadInPlace
                    ? (event) => {
                        event.preventDefault();
                        void loadMore();
                      }
                    : undefined
                }
              >
                {t("slots.moreDates")}
              </a>
            ) : null}
          </>
        )}
        <p className={styles.status} role="status" aria-live="polite">
          {loadState === "loading"
            ? t("slots.loading")
            : loadState === "done"
              ? t("slots.noMoreDates")
              : loadState === "failed"
                ? t("slots.loadFailed")
                : ""}
        </p>
      </div>
    </div>
  );
}
