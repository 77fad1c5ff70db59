// The frame of a main-wizard step: the back link, where the user is ("Étape 2 sur 5"), the title and
// an optional lead, then the step's form.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import bookingFrameText from "~/locales/fr/booking-frame.json";
import { translator } from "~/i18n/translator";
import { Container } from "~/ui/container";
import * as styles from "./wizard-frame.css";

const t = translator(bookingFrameText);

export interface WizardFrameProps {
  title: string;
  lead?: ReactNode;
  /** The previous step's URL, for 'Retour'. */
  backHref?: string | null;
  /** [current, total] */
  /** [current, total]; the total is null while the path is not known yet (« Étape 2 »). */
  progress?: readonly [number, number | null] | null;
  /** A message shown above the form (e.g. the slot that was just taken). */
  notice?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

export function WizardFrame({ title, lead, backHref, progress, notice, wide = false, children }: WizardFrameProps) {
  return (
    <Container className={wide ? `${styles.frame} ${styles.wide}` : styles.frame}>
      {backHref ? (
        <Link className={styles.back} to={backHref}>
          {t("frame.back")}
        </Link>
      ) : null}
      {progress ? (
        <p className={styles.progress}>
          {progress[1] === null
            ? t("frame.progressOpen", { current: progress[0] })
            : t("frame.progress", { current: progress[0], total: progress[1] })}
        </p>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      ) : null}
      {children}
    </Container>
  );
}
