// Realtime: socket.io on the app's own HTTP server. With REDIS_URL set, events go through Redis so a
// user connected to any instance receives them (ARCHITECTURE.md "Growing past one machine").
import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { createClient } from "redis";
import { Server as SocketServer } from "socket.io";

export interface Realtime {
  io: SocketServer;
  close(): Promise<void>;
}

export async function attachRealtime(httpServer: HttpServer, redisUrl: string | undefined): Promise<Realtime> {
  // Only same-origin pages may connect: no CORS.
  const io = new SocketServer(httpServer, { serveClient: false, cors: { origin: false } });
  const clients: { quit(): Promise<unknown> }[] = [];
  if (redisUrl) {
    const publisher = createClient({ url: redisUrl });
    const subscriber = publisher.duplicate();
    await Promise.all([publisher.connect(), subscriber.connect()]);
    clients.push(publisher, subscriber);
    // The adapter is typed against an older node-redis; the client API it uses is unchanged.
    io.adapter(createAdapter(publisher as unknown as Parameters<typeof createAdapter>[0], subscriber));
  }
  return {
    io,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(clients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
