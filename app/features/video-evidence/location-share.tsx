// The customer shares where they are, once they agreed to it: the browser's position (one tap), or an
// address typed in. Both go to the video-evidence work's position route; then the professional's page is
// told (over the call's socket) to read it.
import { paths } from "~/features/site/paths";
import { useState, type FormEvent } from "react";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { Notice } from "~/ui/notice";
import type { CallTools } from "~/features/video-call/call-stage";
import * as styles from "~/features/video-call/call-stage.css";

const t = translator(video);

async function send(url: string, fields: Record<string, string>): Promise<boolean> {
  const response = await fetch(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { accept: "application/json" },
  });
  return response.ok;
}

function LocationShare({ positionUrl, onShared }: { positionUrl: string; onShared: () => void }) {
  const [message, setMessage] = useState<{ text: string; tone: "success" | "danger" } | null>(null);

  const done = (ok: boolean) => {
    setMessage(ok ? { text: t("evidence.shareSent"), tone: "success" } : { text: t("evidence.shareFailed"), tone: "danger" });
    if (ok) onShared();
  };

  function shareDevicePosition() {
    if (!navigator.geolocation) {
      setMessage({ text: t("evidence.shareRefused"), tone: "danger" });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void send(positionUrl, {
          latitude: String(position.coords.latitude),
          longitude: String(position.coords.longitude),
          accuracy: String(position.coords.accuracy),
          timestamp: new Date(position.timestamp).toISOString(),
        }).then(done, () => done(false));
      },
      () => setMessage({ text: t("evidence.shareRefused"), tone: "danger" }),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  function shareAddress(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get("custom_address") ?? "").trim();
    if (!address) return;
    void send(positionUrl, { custom_address: address }).then(done, () => done(false));
  }

  return (
    <section className={styles.tools} aria-labelledby="visio-partage-position">
      <h2 id="visio-partage-position">{t("evidence.shareTitle")}</h2>
      <p>
        <Button variant="secondary" onClick={shareDevicePosition}>
          {t("evidence.shareGeolocation")}
        </Button>
      </p>
      <form method="post" action={positionUrl} onSubmit={shareAddress} className={styles.consent}>
        <TextField label={t("evidence.addressLabel")} name="custom_address" autoComplete="address-line1" maxLength={300} />
        <p>
          <Button type="submit" variant="outline">
            {t("evidence.addressSubmit")}
          </Button>
        </p>
      </form>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
    </section>
  );
}

/** The customer's tools in the call: sharing a location, when they agreed to it. */
export function customerCallTools(call: { demand_id: number; meeting_id: number; consent: { location: boolean } | null }) {
  if (!call.consent?.location) return undefined;
  const positionUrl = paths.videoPosition(call.demand_id, call.meeting_id);
  return function CustomerTools({ announceLocation }: Pick<CallTools, "announceLocation">) {
    return <LocationShare positionUrl={positionUrl} onShared={announceLocation} />;
  };
}
