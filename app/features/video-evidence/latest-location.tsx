// The customer's latest location on the professional's call page, read from the video-evidence work's
// route as JSON: when the customer's page says they shared one, and on demand. Declared by
// the customer's device, so labelled as such (research: it can be spoofed).
import { useCallback, useEffect, useState } from "react";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import * as styles from "~/features/video-call/call-stage.css";

const t = translator(video);

interface Position {
  latitude?: number | null;
  longitude?: number | null;
  custom_address?: string | null;
}

/** The route may answer the position itself or wrap it (`{ location }`, `{ data }`); 404 means none yet. */
function positionOf(body: unknown): Position | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  const inner = (record.location ?? record.data ?? record) as Position | null;
  if (!inner || typeof inner !== "object") return null;
  return typeof inner.latitude === "number" || typeof inner.custom_address === "string" ? inner : null;
}

export function LatestLocation({ positionUrl, sharedCount }: { positionUrl: string; sharedCount: number }) {
  const [position, setPosition] = useState<Position | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const response = await fetch(positionUrl, { headers: { accept: "application/json" } });
      if (response.status === 404) {
        setPosition(null);
        setFailed(false);
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      setPosition(positionOf(await response.json()));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [positionUrl]);

  // Read when the customer's page says they shared one (and on demand), not on arrival: before any share
  // the route has nothing to say, and asking would only log a failed request in the console.
  useEffect(() => {
    if (sharedCount > 0) void load();
  }, [load, sharedCount]);

  const hasCoordinates = typeof position?.latitude === "number" && typeof position.longitude === "number";
  return (
    <section className={styles.tools} aria-labelledby="visio-position">
      <h2 id="visio-position">{t("evidence.locationTitle")}</h2>
      <div aria-live="polite">
        {failed ? <p>{t("evidence.locationUnavailable")}</p> : null}
        {!failed && !position ? <p>{t("evidence.locationNone")}</p> : null}
        {hasCoordinates ? (
          <p>
            {t("evidence.locationDeclared", {
              latitude: position!.latitude!.toFixed(5),
              longitude: position!.longitude!.toFixed(5),
            })}{" "}
            <a
              href={`https://www.openstreetmap.org/?mlat=${position!.latitude}&mlon=${position!.longitude}#map=17/${position!.latitude}/${position!.longitude}`}
              target="_blank"
              rel="noreferrer"
            >
              {t("evidence.locationMap")}
            </a>
          </p>
        ) : null}
        {position?.custom_address ? <p>{t("evidence.locationAddress", { address: position.custom_address })}</p> : null}
      </div>
      <p>
        <Button variant="outline" onClick={() => void load()}>
          {t("evidence.locationRefresh")}
        </Button>
      </p>
    </section>
  );
}
