// The loading bar: appears only when a navigation lasts longer than 200 ms (so instant pages do not
// flicker) and fills over 5 s (customer-side §9).
import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import { bar } from "./navigation-progress.css";

const t = translator(common);

const PROGRESS_THROTTLE_MS = 200;

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), PROGRESS_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!shown) return null;
  return <div className={bar} role="progressbar" aria-label={t("progress.loading")} />;
}
