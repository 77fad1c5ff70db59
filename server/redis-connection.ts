// The server's Redis connections when REDIS_URL is set (several instances): one for commands (the
// shared rate-limit counters, socket.io's adapter publishing) and one in subscriber mode for the adapter.
import { createClient } from "redis";

function newClient(url: string) {
  return createClient({ url });
}

export type RedisClient = ReturnType<typeof newClient>;

export interface RedisConnection {
  commands: RedisClient;
  subscriber: RedisClient;
  close(): Promise<void>;
}

export async function connectRedis(url: string): Promise<RedisConnection> {
  const commands = newClient(url);
  const subscriber = newClient(url);
  // A dropped connection reconnects by itself; meanwhile its errors are logged, never thrown at a page.
  for (const client of [commands, subscriber]) client.on("error", (error: Error) => console.warn(`Redis : ${error.message}`));
  await Promise.all([commands.connect(), subscriber.connect()]);
  return {
    commands,
    subscriber,
    async close() {
      await Promise.all([commands, subscriber].map((client) => client.quit().catch(() => undefined)));
    },
  };
}
