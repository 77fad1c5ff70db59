import { describe, expect, it } from "vitest";
import {
  callReducer,
  initialCallState,
  isSessionEndedSignal,
  isSessionOver,
  mediaProblemOf,
  SESSION_ENDED_SIGNAL,
  type CallEvent,
  type CallState,
} from "./call-state";

const run = (...events: CallEvent[]): CallState => events.reduce(callReducer, initialCallState);

describe("the call's state", () => {
  it("goes from the waiting room to live, and back to waiting when the other leaves", () => {
    const waiting = run({ type: "media-ready" }, { type: "joined", peerName: null });
    expect(waiting).toMatchObject({ phase: "waiting", flags: { visio: true, live: false } });
    const live = callReducer(callReducer(waiting, { type: "peer-joined", name: "Jean Dupont" }), { type: "media-flowing" });
    expect(live).toMatchObject({ phase: "live", peerName: "Jean Dupont", flags: { live: true } });
    expect(callReducer(live, { type: "peer-left" })).toMatchObject({ phase: "waiting", peerLeft: true, flags: { live: false } });
  });

  it("shows a reconnection after a drop, and a refusal stays", () => {
    const live = run({ type: "media-ready" }, { type: "joined", peerName: "Léa" }, { type: "media-flowing" });
    expect(callReducer(live, { type: "signalling-lost" })).toMatchObject({ phase: "reconnecting", flags: { live: false } });
    const refused = callReducer(live, { type: "refused", message: "Cette visio a déjà ses deux participants." });
    expect(callReducer(refused, { type: "peer-joined", name: "x" })).toBe(refused);
  });

  it("keeps the replay and geolocation flags, and clears the camera on leaving", () => {
    const paused = run({ type: "media-ready" }, { type: "remote-paused" }, { type: "location-shared" });
    expect(paused.flags).toEqual({ visio: true, replay: true, geolocation: true, live: false });
    expect(callReducer(paused, { type: "left" }).flags).toEqual({ visio: false, replay: false, geolocation: true, live: false });
  });

  it("counts every location shared, so a corrected position is read again", () => {
    const shared = run({ type: "media-ready" }, { type: "location-shared" });
    expect(shared.locationShares).toBe(1);
    const corrected = callReducer(shared, { type: "location-shared" });
    expect(corrected).toMatchObject({ locationShares: 2, flags: { geolocation: true } });
  });

  it("names the camera's problems", () => {
    expect(mediaProblemOf({ name: "NotAllowedError" })).toBe("refused");
    expect(mediaProblemOf({ name: "NotFoundError" })).toBe("absent");
    expect(mediaProblemOf({ name: "NotReadableError" })).toBe("busy");
    expect(mediaProblemOf(new TypeError("no mediaDevices"))).toBe("unsupported");
    expect(run({ type: "media-failed", problem: "refused" })).toMatchObject({ phase: "media-error", mediaProblem: "refused" });
  });
});

describe("the end of a session, told apart from a pause", () => {
  const live = () => run({ type: "media-ready" }, { type: "joined", peerName: "Maître Dupont" }, { type: "media-flowing" });

  it("a professional who leaves or drops puts the customer in the waiting room, camera on, until they return", () => {
    const paused = callReducer(live(), { type: "peer-left" });
    expect(paused).toMatchObject({ phase: "waiting", peerLeft: true, flags: { visio: true, live: false } });
    expect(callReducer(paused, { type: "peer-joined", name: "Maître Dupont" })).toMatchObject({ phase: "connecting" });
  });

  it("a session the professional ended stops the camera and stays over, whatever the network says next", () => {
    const ended = callReducer(callReducer(live(), { type: "peer-left" }), { type: "session-ended" });
    expect(ended).toMatchObject({ phase: "ended", peerLeft: false, flags: { visio: false, live: false, replay: false } });
    expect(callReducer(ended, { type: "peer-joined", name: "x" })).toBe(ended);
    expect(callReducer(ended, { type: "signalling-lost" })).toBe(ended);
  });

  it("reads the professional's signal and the platform's refusals that mean the session is over", () => {
    expect(isSessionEndedSignal(SESSION_ENDED_SIGNAL)).toBe(true);
    expect(isSessionEndedSignal({ description: { type: "offer" } })).toBe(false);
    expect(isSessionEndedSignal(null)).toBe(false);
    expect(isSessionOver("consent_required")).toBe(true);
    expect(isSessionOver("video_unavailable")).toBe(true);
    expect(isSessionOver("unreachable")).toBe(false);
    expect(isSessionOver(undefined)).toBe(false);
  });
});
