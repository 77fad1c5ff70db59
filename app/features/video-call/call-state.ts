// The call's state as its page shows it: the phase, the person on the other side, and the live flags of
// pro-side §2 (visio: our camera is on; replay: the browser paused the other's video and needs a click;
// geolocation: the customer's position was shared; live: the media flows between the two). Pure, so
// every transition is unit-tested without a browser (call-state.test.ts). The other side going away is
// either a pause (they left or lost the network: the waiting room, until they come back) or, when the
// professional ends the session, its end (the camera and microphone stop; nothing comes back).
type CallPhase = "starting" | "connecting" | "waiting" | "live" | "reconnecting" | "left" | "ended" | "refused" | "media-error";

export type MediaProblem = "refused" | "absent" | "busy" | "unsupported";

interface LiveFlags {
  visio: boolean;
  replay: boolean;
  geolocation: boolean;
  live: boolean;
}

export interface CallState {
  phase: CallPhase;
  peerName: string | null;
  /** Someone was here and went: the waiting room says so. */
  peerLeft: boolean;
  flags: LiveFlags;
  /** The signalling server's refusal, or the media problem. */
  refusal: string | null;
  mediaProblem: MediaProblem | null;
  /**
   * How many times the customer shared a location during this call: the geolocation flag says "at least
   * once", but each new share (a corrected position) must make the professional's page read it again.
   */
  locationShares: number;
}

export type CallEvent =
  | { type: "media-ready" }
  | { type: "media-failed"; problem: MediaProblem }
  | { type: "joined"; peerName: string | null }
  | { type: "peer-joined"; name: string }
  | { type: "peer-left" }
  | { type: "media-flowing" }
  | { type: "media-interrupted" }
  | { type: "signalling-lost" }
  | { type: "refused"; message: string }
  | { type: "remote-paused" }
  | { type: "remote-playing" }
  | { type: "location-shared" }
  | { type: "left" }
  /** The professional ended the session (their page said so, or the platform no longer has it open). */
  | { type: "session-ended" };

export const initialCallState: CallState = {
  phase: "starting",
  peerName: null,
  peerLeft: false,
  flags: { visio: false, replay: false, geolocation: false, live: false },
  refusal: null,
  mediaProblem: null,
  locationShares: 0,
};

export function callReducer(state: CallState, event: CallEvent): CallState {
  // Once left, ended or refused, late events from the network change nothing.
  if (FINAL_PHASES.has(state.phase) && event.type !== "location-shared") return state;
  switch (event.type) {
    case "media-ready":
      return { ...state, phase: "connecting", flags: { ...state.flags, visio: true } };
    case "media-failed":
      return { ...state, phase: "media-error", mediaProblem: event.problem };
    case "joined":
      return { ...state, phase: event.peerName ? "connecting" : "waiting", peerName: event.peerName ?? state.peerName };
    case "peer-joined":
      return { ...state, phase: "connecting", peerName: event.name, peerLeft: false };
    case "peer-left":
      return { ...state, phase: "waiting", peerLeft: true, flags: { ...state.flags, live: false, replay: false } };
    case "media-flowing":
      return { ...state, phase: "live", flags: { ...state.flags, live: true } };
    case "media-interrupted":
      return { ...state, phase: "connecting", flags: { ...state.flags, live: false } };
    case "signalling-lost":
      return { ...state, phase: "reconnecting", flags: { ...state.flags, live: false } };
    case "refused":
      return { ...state, phase: "refused", refusal: event.message, flags: { ...state.flags, live: false } };
    case "remote-paused":
      return { ...state, flags: { ...state.flags, replay: true } };
    case "remote-playing":
      return { ...state, flags: { ...state.flags, replay: false } };
    case "location-shared":
      return { ...state, flags: { ...state.flags, geolocation: true }, locationShares: state.locationShares + 1 };
    case "left":
    case "session-ended":
      return {
        ...state,
        phase: event.type === "left" ? "left" : "ended",
        peerLeft: false,
        flags: { visio: false, replay: false, geolocation: state.flags.geolocation, live: false },
      };
  }
}

const FINAL_PHASES: ReadonlySet<CallPhase> = new Set(["left", "ended", "refused", "media-error"]);

/**
 * The stream token's refusals that mean the session is over rather than paused: no open session holds
 * this person's consent any more (the professional ended it), or the meeting no longer takes calls.
 */
export function isSessionOver(code: string | undefined): boolean {
  return code === "consent_required" || code === "video_unavailable";
}

/** What the professional's page tells the other side, through the signalling room, as it ends the session. */
export const SESSION_ENDED_SIGNAL = { session: "ended" } as const;

export function isSessionEndedSignal(signal: unknown): boolean {
  return (
    typeof signal === "object" && signal !== null && (signal as { session?: unknown }).session === SESSION_ENDED_SIGNAL.session
  );
}

/** getUserMedia's failure, by the DOMException names browsers use. */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = typeof error === "object" && error !== null && "name" in error ? String((error as { name: unknown }).name) : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "refused";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "absent";
  if (name === "NotReadableError" || name === "AbortError" || name === "TrackStartError") return "busy";
  return "unsupported";
}
