// The frame of every booking v2 step: the heading with the study's name, the timeline (informations,
// creneaux, demande) with the current step, the way back to the previous step with the booking
// parameters kept, and a way to ask to be called back (a link to /contact; a page may pass the modal
// dialog's link instead, at the price of its loader).
import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { frame as frameTexts, steps as stepsTexts } from "~/locales/fr/booking-v2.json";
import { translator } from "~/i18n/translator";
import { Container } from "~/ui/container";
import { contactHrefFrom } from "./contact/return-path";
import { v2Path, type BookingQuery } from "./query";
import { previousStep, TIMELINE_STEPS, timelinePosition, type V2Step } from "./steps";
import * as styles from "./v2-frame.css";

const t = translator({ frame: frameTexts, steps: stepsTexts });

export interface V2FrameProps {
  study: { slug: string; name: string };
  partnerContext: boolean;
  step: V2Step;
  query: BookingQuery;
  /** Whether the back link is offered (e.g. not to the details of a partner agent already known). */
  showBack?: boolean;
  /** Renders the way to the contact form instead of the plain link (e.g. the dialog's link). */
  renderHelpLink?: (label: string) => ReactNode;
  children: ReactNode;
}

export function V2Frame({ study, partnerContext, step, query, showBack = true, renderHelpLink, children }: V2FrameProps) {
  const location = useLocation();
  const position = timelinePosition(step);
  const previous = previousStep(step);
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{t(partnerContext ? "frame.partnerTitle" : "frame.title", { study: study.name })}</h1>
      <nav aria-label={t("frame.timelineLabel")}>
        <ol className={styles.timeline}>
          {TIMELINE_STEPS.map((timelineStep, index) => {
            const state = index < position ? "done" : index === position ? "current" : "upcoming";
            return (
              <li
                key={timelineStep}
                className={styles.timelineItem[state]}
                aria-current={state === "current" ? "step" : undefined}
              >
                <span className={styles.timelineNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span>
                  {t(`steps.${timelineStep}`)}
                  {state !== "upcoming" ? (
                    <span className="visually-hidden"> {t(state === "done" ? "frame.done" : "frame.current")}</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      {showBack && previous ? (
        <p className={styles.back}>
          <a href={v2Path(study.slug, previous, query)}>
            <span aria-hidden="true">← </span>
            {t("frame.back")}
          </a>
        </p>
      ) : null}
      <section className={styles.card}>{children}</section>
      <p className={styles.help}>
        {t("frame.help")}{" "}
        {renderHelpLink ? renderHelpLink(t("frame.helpLink")) : <a href={contactHrefFrom(location)}>{t("frame.helpLink")}</a>}
      </p>
    </Container>
  );
}
