// The call itself, on both sides' pages: the state line (announced politely), the live flags, the two
// videos, « Relancer la vidéo » when the browser paused the other's video, and « Quitter la visio »
// behind the leave confirmation. Side tools (captures, location) come as children, given the remote
// <video> and the means to tell the other side a location was shared. Rendered after hydration only:
// without JavaScript the page's <noscript> says what to do instead.
import type { ReactNode, RefObject } from "react";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { Badge, BadgeList } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/notice";
import type { CallState } from "./call-state";
import * as styles from "./call-stage.css";
import { StayedInCall, useLeaveConfirmation } from "./leave-confirmation";
import { useVideoCall, type VideoCallOptions } from "./use-video-call";

const t = translator(video);

export interface CallTools {
  remoteVideo: RefObject<HTMLVideoElement>;
  state: CallState;
  announceLocation: () => void;
}

function stateLine(state: CallState, expected: string | null): { text: string; tone: "info" | "warning" | "danger" | "success" } {
  const name = state.peerName ?? expected;
  switch (state.phase) {
    case "starting":
      return { text: t("call.starting"), tone: "info" };
    case "connecting":
      return { text: t("call.connecting"), tone: "info" };
    case "waiting":
      if (state.peerLeft && name) return { text: t("call.peerLeft", { name }), tone: "warning" };
      return { text: name ? t("call.waiting", { name }) : t("call.waitingAnonymous"), tone: "info" };
    case "live":
      return { text: t("call.live", { name: name ?? "" }), tone: "success" };
    case "reconnecting":
      return { text: t("call.reconnecting"), tone: "warning" };
    case "left":
      return { text: t("call.left"), tone: "info" };
    case "ended":
      return { text: name ? t("call.endedBy", { name }) : t("call.endedAnonymous"), tone: "info" };
    case "refused":
      return { text: state.refusal || t("call.replaced"), tone: "danger" };
    case "media-error": {
      const key = { refused: "cameraRefused", absent: "cameraAbsent", busy: "cameraBusy", unsupported: "cameraUnsupported" }[
        state.mediaProblem ?? "unsupported"
      ];
      return { text: t(`call.${key}`), tone: "danger" };
    }
  }
}

export function CallStage({
  options,
  side,
  otherName,
  onLeft,
  children,
}: {
  options: VideoCallOptions;
  side: "customer" | "professional";
  otherName: string | null;
  /** After the person confirmed leaving and the media stopped (the professional's page ends the session). */
  onLeft: () => void;
  children?: (tools: CallTools) => ReactNode;
}) {
  const { state, localVideo, remoteVideo, leave, replay, announceLocation } = useVideoCall(options);
  const confirmation = useLeaveConfirmation({
    title: t("call.leaveTitle"),
    body: side === "professional" ? t("call.leaveProfessional") : t("call.leaveCustomer"),
    confirm: t("call.leaveConfirm"),
    cancel: t("call.leaveCancel"),
    close: t("call.leaveClose"),
  });
  const line = stateLine(state, otherName);
  const name = state.peerName ?? otherName;
  const flags = [
    state.flags.visio && t("call.flagVisio"),
    state.flags.live && t("call.flagLive"),
    state.flags.geolocation && t("call.flagGeolocation"),
    state.flags.replay && t("call.flagReplay"),
  ].filter((flag): flag is string => Boolean(flag));

  const onLeave = () =>
    confirmation.ask().then(
      () => {
        // The professional's leaving ends the session: the customer's page is told at once.
        leave(side === "professional");
        onLeft();
      },
      (error: unknown) => {
        if (!(error instanceof StayedInCall)) throw error;
      },
    );

  return (
    <div className={styles.stage}>
      <div aria-live="polite">
        <Notice tone={line.tone}>{line.text}</Notice>
      </div>
      {flags.length > 0 ? (
        <BadgeList label={t("call.flagsLabel")}>
          {flags.map((flag) => (
            <li key={flag}>
              <Badge tone="dark">{flag}</Badge>
            </li>
          ))}
        </BadgeList>
      ) : null}
      <div className={styles.videos}>
        <figure className={styles.figure}>
          {/* The other person's voice is the point of the call: not muted. A live call has no caption track. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live peer stream: no captions exist to attach */}
          <video ref={remoteVideo} className={styles.video} autoPlay playsInline data-testid="remote-video" />
          <figcaption className={styles.caption}>
            {name ? t("call.remoteVideo", { name }) : t("call.remoteVideoAnonymous")}
          </figcaption>
        </figure>
        <figure className={styles.figure}>
          <video ref={localVideo} className={styles.video} autoPlay playsInline muted data-testid="local-video" />
          <figcaption className={styles.caption}>{t("call.localVideo")}</figcaption>
        </figure>
      </div>
      <div className={styles.actions}>
        {state.flags.replay ? (
          <Button variant="secondary" onClick={replay} aria-describedby="visio-replay-help">
            {t("call.replay")}
          </Button>
        ) : null}
        {state.flags.replay ? <span id="visio-replay-help">{t("call.replayHelp")}</span> : null}
        {state.phase !== "left" && state.phase !== "ended" ? (
          <Button variant="outline" onClick={() => void onLeave()}>
            {t("call.leave")}
          </Button>
        ) : null}
      </div>
      {children && state.phase !== "left" && state.phase !== "ended" ? children({ remoteVideo, state, announceLocation }) : null}
      {confirmation.dialog}
    </div>
  );
}
