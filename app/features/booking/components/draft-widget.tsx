// The sticky unfinished-demand widget (customer-side §2.6): report type, address and slot date of the
// booking in progress; 'Reprendre' continues where it stopped, 'Fermer' (a form post) forgets it.
import { Form } from "@remix-run/react";
import bookingWidgetText from "~/locales/fr/booking-widget.json";
import { translator } from "~/i18n/translator";
import { Container } from "~/ui/container";
import * as styles from "./draft-widget.css";

const t = translator(bookingWidgetText);

const RESUME_DRAFT_PATH = "/reservation/reprendre";
const CLOSE_DRAFT_PATH = "/reservation/abandon";

export interface DraftWidgetData {
  reportTypeName: string | null;
  address: string | null;
  /** "lundi 3 mars à 14:30" */
  slotDate: string | null;
}

export function DraftWidget({ draft, returnTo }: { draft: DraftWidgetData; returnTo: string }) {
  const details = [draft.reportTypeName, draft.address, draft.slotDate].filter(Boolean).join(" · ");
  return (
    <aside className={styles.widget} aria-label={t("widget.label")}>
      <Container className={styles.inner}>
        <p className={styles.text}>
          <span className={styles.title}>{t("widget.title")}</span>
          {details ? <span>{details}</span> : null}
        </p>
        <div className={styles.actions}>
          <a className={styles.resume} href={RESUME_DRAFT_PATH}>
            {t("widget.resume")}
          </a>
          <Form method="post" action={CLOSE_DRAFT_PATH}>
            <input type="hidden" name="redirectTo" value={returnTo} />
            <button type="submit" className={styles.close} aria-label={t("widget.closeLabel")}>
              {t("widget.close")}
            </button>
          </Form>
        </div>
      </Container>
    </aside>
  );
}

/** Hidden where a route's handle says `hideDraftWidget` (new appointment, register, login, the wizard). */
export function showsDraftWidget(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => Boolean((handle as { hideDraftWidget?: boolean } | undefined)?.hideDraftWidget));
}
