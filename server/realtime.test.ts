// Two app instances sharing Redis: an event emitted on one reaches a client connected to the other.
// Needs the Redis server these machines run on 127.0.0.1:6379; skipped, saying so, when none answers.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "redis";
import { io as connect } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { attachRealtime, type Realtime } from "./realtime";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.ping();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

const available = await redisAnswers();
if (!available) console.warn(`Redis does not answer at ${REDIS_URL}: the multi-instance realtime test is skipped.`);

describe.skipIf(!available)("realtime across instances through Redis", () => {
  const opened: { realtime: Realtime; server: ReturnType<typeof createServer> }[] = [];

  async function instance() {
    const server = createServer();
    const realtime = await attachRealtime(server, REDIS_URL);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    opened.push({ realtime, server });
    return { realtime, port: (server.address() as AddressInfo).port };
  }

  afterAll(async () => {
    for (const { realtime } of opened) await realtime.close();
  });

  it("delivers an event emitted on instance A to a client of instance B", async () => {
    const a = await instance();
    const b = await instance();
    const client = connect(`http://127.0.0.1:${b.port}`, { transports: ["websocket"] });
    await new Promise<void>((resolve) => client.on("connect", () => resolve()));
    const received = new Promise<unknown>((resolve) => client.on("demande:mise-a-jour", resolve));
    // The adapters subscribe asynchronously: emit until the client hears it.
    const timer = setInterval(() => a.realtime.io.emit("demande:mise-a-jour", { id: 42 }), 50);
    await expect(received).resolves.toEqual({ id: 42 });
    clearInterval(timer);
    client.close();
  });
});
