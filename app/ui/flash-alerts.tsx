// Flash alerts: messages at the top of the page, in the flow (they cover nothing, decision 940); with
// JavaScript they disappear after 3.5 s or on close, and outlive a reload of the same page's data; without
// it they close too (decision 3831).
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import { ALERT_DURATION_MS, alertsAfterReload, dedupeAlerts, type Alert } from "./alerts";
import * as styles from "./flash-alerts.css";

const t = translator(common);

export function FlashAlerts({ alerts }: { alerts: readonly Alert[] }) {
  const [visible, setVisible] = useState<readonly Required<Alert>[]>(() => dedupeAlerts(alerts));
  const [enhanced, setEnhanced] = useState(false);
  const locationKey = useLocation().key;
  const shownAt = useRef(locationKey);

  useEffect(() => {
    const samePage = shownAt.current === locationKey;
    shownAt.current = locationKey;
    setVisible((showing) => alertsAfterReload(showing, alerts, samePage));
  }, [alerts, locationKey]);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (visible.length === 0) return;
    const timer = window.setTimeout(() => setVisible([]), ALERT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label={t("alerts.region")}>
      {visible.map((alert) => (
        <p key={alert.message} className={styles.alert[alert.type]}>
          <span>{alert.message}</span>
          {enhanced ? (
            <button
              type="button"
              className={styles.close}
              aria-label={t("alerts.close")}
              onClick={() => setVisible((current) => current.filter((item) => item.message !== alert.message))}
            >
              ×
            </button>
          ) : (
            // Without JavaScript (a page that ships none, or before it runs) a box ticked hides its message:
            // CSS alone (flash-alerts.css.ts), so the message never stays over the page for good.
            <label className={styles.close}>
              <input type="checkbox" className={styles.dismiss} aria-label={t("alerts.close")} />
              <span aria-hidden="true">×</span>
            </label>
          )}
        </p>
      ))}
    </div>
  );
}
