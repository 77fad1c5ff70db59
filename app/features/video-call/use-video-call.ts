// The call in the browser: the camera and microphone (asked only here, after the consent
// form), the signalling socket of namespace /visio authenticated with a stream token fetched afresh on
// every (re)connection, and one RTCPeerConnection with the other side. Whoever is already in the room
// when the other arrives makes the offer; a reconnection starts a new peer connection. socket.io-client
// is imported on first use, so its code is fetched on the call pages only. When the other side goes, the
// page asks its token route whether the session is still open: a pause keeps the waiting room, an ended
// session stops the camera and microphone (the professional's page also says so through the room).
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { Socket } from "socket.io-client";
import {
  callReducer,
  initialCallState,
  isSessionEndedSignal,
  isSessionOver,
  mediaProblemOf,
  SESSION_ENDED_SIGNAL,
} from "./call-state";

export interface VideoCallOptions {
  /** The page's resource route answering `{ token }` to a POST. */
  tokenUrl: string;
  iceServers: RTCIceServer[];
}

type Signal = { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit };

/** Refusals the server will repeat however often we retry: show them and stop. */
const FINAL_REFUSALS = new Set(["room_full", "token_forged", "token_malformed", "video_unavailable", "forbidden", "not_found"]);
/** After the other side went: when to ask whether the session is still open (their end reaches the platform just after). */
const SESSION_CHECKS_MS = [1000, 4000];

async function fetchToken(url: string): Promise<{ token?: string; message?: string; code?: string }> {
  const response = await fetch(url, { method: "POST", headers: { accept: "application/json" }, credentials: "same-origin" });
  return (await response.json().catch(() => ({}))) as { token?: string; message?: string; code?: string };
}

export function useVideoCall({ tokenUrl, iceServers }: VideoCallOptions) {
  const [state, dispatch] = useReducer(callReducer, initialCallState);
  const localVideo = useRef<HTMLVideoElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const socketRef = useRef<Socket | null>(null);
  const peerRef = useRef<RTCPeerConnection | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const pendingCandidates = useRef<RTCIceCandidateInit[]>([]);

  const stopMedia = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (localVideo.current) localVideo.current.srcObject = null;
  }, []);

  const playRemote = useCallback(() => {
    const video = remoteVideo.current;
    if (!video) return;
    video.play().then(
      () => dispatch({ type: "remote-playing" }),
      () => dispatch({ type: "remote-paused" }),
    );
  }, []);

  useEffect(() => {
    let stopped = false;
    const checks: number[] = [];
    const closePeer = () => {
      peerRef.current?.close();
      peerRef.current = null;
      pendingCandidates.current = [];
      if (remoteVideo.current) remoteVideo.current.srcObject = null;
    };
    /** Everything off: the socket, the peer connection, the camera and the microphone, the pending checks. */
    const shutDown = () => {
      stopped = true;
      checks.forEach((check) => window.clearTimeout(check));
      socketRef.current?.disconnect();
      socketRef.current = null;
      closePeer();
      stopMedia();
    };
    /** The session is over: nothing to reconnect. */
    const endSession = () => {
      shutDown();
      dispatch({ type: "session-ended" });
    };
    /** The other side went: asks whether the session is still open, a little later and again. */
    const checkSessionOpen = () => {
      for (const delay of SESSION_CHECKS_MS) {
        checks.push(
          window.setTimeout(() => {
            if (stopped) return;
            fetchToken(tokenUrl).then(
              (answer) => {
                if (!stopped && !answer.token && isSessionOver(answer.code)) endSession();
              },
              () => undefined,
            );
          }, delay),
        );
      }
    };

    const newPeer = (socket: Socket) => {
      closePeer();
      const peer = new RTCPeerConnection({ iceServers });
      peerRef.current = peer;
      for (const track of streamRef.current?.getTracks() ?? []) peer.addTrack(track, streamRef.current!);
      peer.onicecandidate = ({ candidate }) => {
        if (candidate) socket.emit("signal", { candidate: candidate.toJSON() });
      };
      peer.ontrack = ({ streams }) => {
        if (remoteVideo.current && streams[0] && remoteVideo.current.srcObject !== streams[0]) {
          remoteVideo.current.srcObject = streams[0];
          playRemote();
        }
      };
      peer.onconnectionstatechange = () => {
        if (peer !== peerRef.current) return;
        if (peer.connectionState === "connected") dispatch({ type: "media-flowing" });
        else if (peer.connectionState === "failed" || peer.connectionState === "disconnected")
          dispatch({ type: "media-interrupted" });
      };
      return peer;
    };

    const onSignal = async (socket: Socket, signal: Signal) => {
      if (isSessionEndedSignal(signal)) {
        endSession();
        return;
      }
      if (signal.description?.type === "offer") {
        const peer = newPeer(socket);
        await peer.setRemoteDescription(signal.description);
        await peer.setLocalDescription(await peer.createAnswer());
        socket.emit("signal", { description: peer.localDescription?.toJSON() });
      } else if (signal.description?.type === "answer" && peerRef.current) {
        await peerRef.current.setRemoteDescription(signal.description);
      } else if (signal.candidate) {
        pendingCandidates.current.push(signal.candidate);
      }
      const peer = peerRef.current;
      if (peer?.remoteDescription) {
        for (const candidate of pendingCandidates.current.splice(0)) await peer.addIceCandidate(candidate).catch(() => undefined);
      }
    };

    async function start() {
      let stream: MediaStream;
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new TypeError("getUserMedia");
        stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      } catch (error) {
        if (!stopped) dispatch({ type: "media-failed", problem: mediaProblemOf(error) });
        return;
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      streamRef.current = stream;
      if (localVideo.current) localVideo.current.srcObject = stream;
      dispatch({ type: "media-ready" });

      const { io } = await import("socket.io-client");
      if (stopped) return;
      const socket = io("/visio", {
        transports: ["websocket"],
        // Called on every connection attempt: a reconnection after a drop gets a fresh token.
        auth: (send) => {
          fetchToken(tokenUrl).then(
            (answer) => send({ token: answer.token ?? "" }),
            () => send({ token: "" }),
          );
        },
      });
      socketRef.current = socket;
      socket.on("joined", ({ peers }: { peers: { name: string }[] }) =>
        dispatch({ type: "joined", peerName: peers[0]?.name ?? null }),
      );
      socket.on("peer-joined", async ({ name }: { name: string }) => {
        dispatch({ type: "peer-joined", name });
        const peer = newPeer(socket);
        await peer.setLocalDescription(await peer.createOffer());
        socket.emit("signal", { description: peer.localDescription?.toJSON() });
      });
      socket.on("peer-left", () => {
        closePeer();
        dispatch({ type: "peer-left" });
        checkSessionOpen();
      });
      socket.on("signal", (signal: Signal) => void onSignal(socket, signal).catch(() => dispatch({ type: "media-interrupted" })));
      socket.on("location-shared", () => dispatch({ type: "location-shared" }));
      socket.on("disconnect", (reason) => {
        // Replaced by our own newer connection (another tab, a reload): nothing to reconnect.
        if (reason === "io server disconnect") {
          dispatch({ type: "refused", message: "" });
          return;
        }
        closePeer();
        dispatch({ type: "signalling-lost" });
      });
      socket.on("connect_error", (error: Error & { data?: { code?: string } }) => {
        const code = error.data?.code;
        // Back after a drop, and the professional ended the session meanwhile.
        if (code === "consent_required") {
          endSession();
          return;
        }
        if (code && FINAL_REFUSALS.has(code)) {
          dispatch({ type: "refused", message: error.message });
          return;
        }
        dispatch({ type: "signalling-lost" });
        // A refusal from the namespace's check stops socket.io's own retries: try again shortly.
        if (!socket.active) setTimeout(() => !stopped && socket.connect(), 3000);
      });
    }

    void start();
    return shutDown;
  }, [tokenUrl, iceServers, playRemote, stopMedia]);

  /** Leaves the call; `endsSession`: the professional ends it, and the other side is told before we go. */
  const leave = useCallback(
    (endsSession = false) => {
      if (endsSession) socketRef.current?.emit("signal", SESSION_ENDED_SIGNAL);
      socketRef.current?.disconnect();
      socketRef.current = null;
      peerRef.current?.close();
      peerRef.current = null;
      stopMedia();
      dispatch({ type: "left" });
    },
    [stopMedia],
  );

  /** Tells the other side the customer shared a location (their page fetches it). */
  const announceLocation = useCallback(() => {
    socketRef.current?.emit("location-shared");
    dispatch({ type: "location-shared" });
  }, []);

  return { state, localVideo, remoteVideo, leave, replay: playRemote, announceLocation };
}
