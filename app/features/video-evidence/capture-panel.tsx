// « Capturer l'image » on the professional's call page: the other side's current frame, drawn from the
// remote <video> at its own size into a canvas, sent losslessly (PNG) with the time the browser took it,
// to the captures route of the video-evidence work; its answer (`{ id, sha256 }`) is listed under it, and
// its `notice` (the timestamp authority did not stamp it: the capture is kept) shown as a warning.
import { useState, type RefObject } from "react";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/notice";
import * as styles from "~/features/video-call/call-stage.css";

const t = translator(video);

interface Taken {
  id: number | string;
  sha256: string;
}

function frameOf(source: HTMLVideoElement): Promise<Blob | null> {
  if (source.readyState < 2 || source.videoWidth === 0) return Promise.resolve(null);
  const canvas = document.createElement("canvas");
  canvas.width = source.videoWidth;
  canvas.height = source.videoHeight;
  canvas.getContext("2d")?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}

export function CapturePanel({ remoteVideo, capturesUrl }: { remoteVideo: RefObject<HTMLVideoElement>; capturesUrl: string }) {
  const [taken, setTaken] = useState<Taken[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function capture() {
    setProblem(null);
    setNotice(null);
    const timestamp = new Date().toISOString();
    const blob = remoteVideo.current ? await frameOf(remoteVideo.current) : null;
    if (!blob) {
      setProblem(t("evidence.captureNoVideo"));
      return;
    }
    setBusy(true);
    try {
      const form = new FormData();
      form.append("capture", blob, `capture-${timestamp}.png`);
      form.append("timestamp", timestamp);
      const response = await fetch(capturesUrl, { method: "POST", body: form, headers: { accept: "application/json" } });
      const answer = (await response.json().catch(() => null)) as (Taken & { message?: string; notice?: string | null }) | null;
      if (!response.ok || !answer?.sha256) throw new Error(answer?.message ?? t("evidence.captureFailed"));
      setTaken((list) => [...list, { id: answer.id, sha256: answer.sha256 }]);
      setNotice(answer.notice ?? null);
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t("evidence.captureFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.tools} aria-labelledby="visio-captures">
      <h2 id="visio-captures">{t("evidence.captureTitle")}</h2>
      <p>{t("evidence.captureNotice")}</p>
      <p className={styles.actions}>
        <Button variant="secondary" onClick={() => void capture()} disabled={busy}>
          {busy ? t("evidence.capturing") : t("evidence.capture")}
        </Button>
        <a href={capturesUrl}>{t("evidence.captureList")}</a>
      </p>
      {problem ? <Notice tone="danger">{problem}</Notice> : null}
      {notice ? <Notice tone="warning">{notice}</Notice> : null}
      {taken.length > 0 ? (
        <ol className={styles.list} aria-label={t("evidence.captureTitle")}>
          {taken.map((item) => (
            <li key={item.id}>{t("evidence.captureItem", { id: item.id, sha256: item.sha256 })}</li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
