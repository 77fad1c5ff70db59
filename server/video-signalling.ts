// Video call signalling (decision 1502): the socket.io namespace `/visio`. A browser connects
// with the stream token the platform gave it; the platform checks it (signature, expiry, meeting still
// open) and says whose it is. One room per meeting, at most its two people, one per side: a third
// person is refused, and the same person connecting again (a reload, a network drop) replaces their old
// connection. The room relays the WebRTC offer, answer and ICE candidates between the two, and tells
// each side when the other joins or leaves; it never sees the media.
import type { Namespace, Server as SocketServer, Socket } from "socket.io";
import { endUserHeaders } from "../common/end-user-proof.server";
import { logger } from "../platform/observability/logger";

const VIDEO_NAMESPACE = "/visio";
/** A session description or an ICE candidate is a few kilobytes; anything far bigger is not one. */
const MAX_SIGNAL_BYTES = 64 * 1024;

export interface CallMember {
  meetingId: number;
  demandId: number;
  userId: number;
  side: "customer" | "professional";
  name: string;
}

export type VerifyStreamToken = (
  token: string,
) => Promise<{ ok: true; member: CallMember } | { ok: false; message: string; code: string }>;

const MESSAGES = {
  noToken: "Jeton de visio manquant : rechargez la page.",
  full: "Cette visio a déjà ses deux participants.",
  unreachable: "La vérification du jeton de visio a échoué : réessayez dans un instant.",
};

function refusal(message: string, code: string): Error {
  return Object.assign(new Error(message), { data: { code } });
}

/** Asks the platform (embedded or upstream) whose token this is. */
export function platformTokenCheck(platformBaseUrl: () => string, endUserProofKey: Buffer): VerifyStreamToken {
  return async (token) => {
    try {
      const response = await fetch(`${platformBaseUrl()}/api/video/stream-tokens/verify`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          // The app's own call: the platform's per-IP limits do not count it against a visitor.
          ...endUserHeaders(endUserProofKey, undefined),
        },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await response.json()) as Record<string, unknown>;
      if (!response.ok)
        return { ok: false, message: String(body.message ?? MESSAGES.unreachable), code: String(body.code ?? "refused") };
      return {
        ok: true,
        member: {
          meetingId: Number(body.meeting_id),
          demandId: Number(body.demand_id),
          userId: Number(body.user_id),
          side: body.side === "professional" ? "professional" : "customer",
          name: String(body.name ?? ""),
        },
      };
    } catch {
      return { ok: false, message: MESSAGES.unreachable, code: "unreachable" };
    }
  };
}

const roomOf = (meetingId: number) => `meeting:${meetingId}`;
const memberOf = (socket: { data: unknown }) => (socket.data as { member?: CallMember }).member;

function isSignal(payload: unknown): payload is Record<string, unknown> {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return false;
  try {
    return JSON.stringify(payload).length <= MAX_SIGNAL_BYTES;
  } catch {
    return false;
  }
}

export function attachVideoSignalling(io: SocketServer, verify: VerifyStreamToken): Namespace {
  const visio = io.of(VIDEO_NAMESPACE);
  // Across instances (the Redis adapter asks every node); this instance's alone when another node
  // does not answer in time, rather than no call at all.
  const present = (room: string) =>
    visio
      .in(room)
      .fetchSockets()
      .catch((error: unknown) => {
        logger("web").warn({ err: error }, "Visio : les autres instances n'ont pas répondu, seule celle-ci est consultée.");
        return visio.in(room).local.fetchSockets();
      });

  visio.use((socket, next) => {
    admit(socket).then(next, () => next(refusal(MESSAGES.unreachable, "unreachable")));
  });

  /** Undefined when the socket may join its call, else why not. */
  async function admit(socket: Socket): Promise<Error | undefined> {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof token !== "string" || token === "") return refusal(MESSAGES.noToken, "token_missing");
    const check = await verify(token);
    if (!check.ok) return refusal(check.message, check.code);
    const { member } = check;
    const inRoom = await present(roomOf(member.meetingId));
    const same = inRoom.filter((other) => memberOf(other)?.userId === member.userId && memberOf(other)?.side === member.side);
    const others = inRoom.filter((other) => !same.includes(other));
    if (others.length >= 2 || others.some((other) => memberOf(other)?.side === member.side)) {
      return refusal(MESSAGES.full, "room_full");
    }
    // A reload or a reconnection after a drop: the new connection takes the old one's place.
    for (const old of same) old.disconnect(true);
    socket.data.member = member;
    return undefined;
  }

  visio.on("connection", (socket: Socket) => {
    const member = memberOf(socket)!;
    const room = roomOf(member.meetingId);
    void socket.join(room);
    void present(room).then((inRoom) => {
      const peers = inRoom
        .filter((other) => other.id !== socket.id)
        .map((other) => ({ side: memberOf(other)!.side, name: memberOf(other)!.name }));
      socket.emit("joined", { side: member.side, peers });
      socket.to(room).emit("peer-joined", { side: member.side, name: member.name });
    });

    // The offer, the answer and ICE candidates, to the other side only.
    socket.on("signal", (payload: unknown) => {
      if (isSignal(payload)) socket.to(room).emit("signal", payload);
    });
    // The customer shared a location: the professional's page fetches it afresh.
    socket.on("location-shared", () => {
      if (member.side === "customer") socket.to(room).emit("location-shared");
    });
    socket.on("disconnect", () => {
      socket.to(room).emit("peer-left", { side: member.side, name: member.name });
    });
  });

  return visio;
}
