// Realtime: socket.io on the app's own HTTP server. A connection needs a valid signed-in
// session (server/socket-session.ts) and a page of this site (the Origin check: cookies travel with
// cross-site WebSocket handshakes too). Each socket joins its user's room, its study's room when the
// user has a role there, and its session's room, which signing out closes. Committed notifications
// arrive from the platform (publish) and go to their recipients' rooms; with REDIS_URL set, socket.io's
// Redis adapter carries them to users connected to any instance (ARCHITECTURE.md "Growing past one
// machine"). The pages only learn that something changed and reload their data from the loaders.
import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Server as SocketServer } from "socket.io";
import type { PublishedNotification } from "../platform/domain/notifications/notification-dispatcher";
import type { SiteOriginCheck } from "./cross-site-guard";
import type { RedisConnection } from "./redis-connection";
import { adapterPublisher, adapterSubscriber } from "./realtime-redis";
import type { HandshakeAuthenticator, SocketIdentity } from "./socket-session";

/** Event names the pages listen to (app/features/notifications/live-updates.tsx). */
export const LIVE_EVENTS = {
  /** To one person: a notification of theirs, `{ id, kind, demandId, meetingId }`. */
  notification: "notification",
  /** To a study's members: something changed in its demands, `{ kind, demandId }`. */
  studyActivity: "etude:activite",
} as const;

const rooms = {
  user: (userId: number) => `user:${userId}`,
  study: (studyId: number) => `study:${studyId}`,
  session: (sessionKey: string) => `session:${sessionKey}`,
};

export interface RealtimeOptions {
  authenticate: HandshakeAuthenticator;
  /** Shared Redis (REDIS_URL): events reach sockets on every instance. */
  redis?: RedisConnection;
  /** Whether a handshake's Origin is a page of this site: the forms' rule (server/cross-site-guard.ts). */
  isSiteOrigin: SiteOriginCheck;
}

export interface Realtime {
  io: SocketServer;
  /** Sends committed notifications to their recipients and their studies' members. */
  publish(notifications: PublishedNotification[]): void;
  /** Closes every socket of a signed-out session, on every instance. */
  endSession(sessionKey: string): void;
  close(): Promise<void>;
}

export async function attachRealtime(httpServer: HttpServer, options: RealtimeOptions): Promise<Realtime> {
  const io = new SocketServer(httpServer, {
    serveClient: false,
    cors: { origin: false },
    // A page of this site, or no Origin at all (not a browser, or a same-origin polling GET, which
    // browsers send without one).
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, !origin || options.isSiteOrigin(request, origin));
    },
  });
  if (options.redis) {
    // Through clients that never let a Redis failure out, and keep the events local while it is gone.
    io.adapter(
      createAdapter(adapterPublisher(options.redis), adapterSubscriber(options.redis), {
        key: `${options.redis.keyPrefix}:socket.io`,
      }),
    );
  }

  io.use((socket, next) => {
    options
      .authenticate(socket.request.headers.cookie)
      .then((identity) => {
        if (!identity) return next(new Error("unauthorized"));
        socket.data.identity = identity satisfies SocketIdentity;
        void socket.join([
          rooms.user(identity.userId),
          rooms.session(identity.sessionKey),
          ...(identity.studyId === null ? [] : [rooms.study(identity.studyId)]),
        ]);
        next();
      })
      .catch((error: unknown) => {
        console.warn("Connexion temps réel refusée : session invérifiable :", error instanceof Error ? error.message : error);
        next(new Error("unavailable"));
      });
  });

  return {
    io,
    publish(notifications) {
      const studies = new Map<number, PublishedNotification>();
      for (const notification of notifications) {
        io.to(rooms.user(notification.userId)).emit(LIVE_EVENTS.notification, {
          id: notification.id,
          kind: notification.kind,
          demandId: notification.demandId,
          meetingId: notification.meetingId,
        });
        if (notification.studyId !== null) studies.set(notification.studyId, notification);
      }
      for (const [studyId, notification] of studies) {
        io.to(rooms.study(studyId)).emit(LIVE_EVENTS.studyActivity, { kind: notification.kind, demandId: notification.demandId });
      }
    },
    endSession(sessionKey) {
      // Here at once, Redis or not (the adapter closes local sockets only when its own request comes
      // back through Redis); then on the other instances.
      io.local.in(rooms.session(sessionKey)).disconnectSockets(true);
      io.in(rooms.session(sessionKey)).disconnectSockets(true);
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
