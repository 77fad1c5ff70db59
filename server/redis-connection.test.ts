// The Redis connection never holds the server up (decision 3610): with nothing listening, it is made at
// once, commands fail at once rather than waiting, closing it does not wait either; and an outage is
// logged once, then at most once per interval with the count of errors not logged, then once when over.
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetLogging } from "../platform/observability/logger";
import { captureLog } from "../platform/observability/test-support/capture-log";
import { connectRedis, describeRedisError, outageLog, RedisUnavailableError } from "./redis-connection";
import { privateRedis, redisServerInstalled } from "./test-support/private-redis";

afterEach(() => {
  vi.useRealTimers();
  resetLogging();
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("outageLog", () => {
  it("warns when Redis goes, then once per interval with what it did not log, and says when it is back", () => {
    vi.useFakeTimers();
    const lines = captureLog("info");
    const outage = outageLog(60_000);
    outage.failed(new Error("connect ECONNREFUSED 127.0.0.1:6379"));
    for (let error = 0; error < 5; error++) outage.failed(new Error("connect ECONNREFUSED 127.0.0.1:6379"));
    vi.advanceTimersByTime(60_000);
    outage.failed(new Error("connect ECONNREFUSED 127.0.0.1:6379"));
    outage.recovered();
    outage.recovered();
    expect(lines().map((line) => [line.level, line.msg])).toEqual([
      [
        "warn",
        "Redis indisponible : connect ECONNREFUSED 127.0.0.1:6379. Les limites comptent par instance et les notifications restent sur l'instance jusqu'à son retour.",
      ],
      [
        "warn",
        "Redis toujours indisponible (5 autre(s) erreur(s) depuis le dernier message) : connect ECONNREFUSED 127.0.0.1:6379",
      ],
      ["info", "Redis de nouveau disponible : les limites et les notifications sont de nouveau partagées entre les instances."],
    ]);
  });

  it("names a refused connection, whose AggregateError has no message of its own", () => {
    const refused = new AggregateError(
      [new Error("connect ECONNREFUSED ::1:6379"), new Error("connect ECONNREFUSED 127.0.0.1:6379")],
      "",
    );
    expect(describeRedisError(refused)).toBe("connect ECONNREFUSED ::1:6379");
  });
});

describe("connectRedis with no Redis listening", () => {
  it("returns at once; commands fail at once; it closes at once", async () => {
    const lines = captureLog("warn");
    const redis = connectRedis({ url: `redis://127.0.0.1:${await closedPort()}`, keyPrefix: "test", commandTimeoutMs: 10_000 });
    expect(redis.available()).toBe(false);
    await expect(redis.run((client) => client.ping())).rejects.toBeInstanceOf(RedisUnavailableError);
    await vi.waitFor(() =>
      expect(lines().map((line) => line.msg)).toContainEqual(expect.stringMatching(/^Redis indisponible : .*ECONNREFUSED/)),
    );
    await redis.close();
  });
});

describe.skipIf(!redisServerInstalled)("connectRedis to a Redis that stops answering", () => {
  it("fails a command after the command timeout, then does without Redis at once for a while", async () => {
    const server = await privateRedis();
    const redis = connectRedis({ url: server.url, keyPrefix: "test", commandTimeoutMs: 200 });
    try {
      await vi.waitFor(() => expect(redis.available()).toBe(true), { timeout: 10_000 });
      expect(await redis.run((client) => client.ping())).toBe("PONG");
      server.pause();
      await expect(redis.run((client) => client.ping())).rejects.toThrow("Redis indisponible : pas de réponse en 200 ms");
      // Connected still, but the next commands do not wait for it: they fail without being sent.
      expect(redis.available()).toBe(false);
      await expect(redis.run((client) => client.ping())).rejects.toThrow("Redis indisponible : sans réponse récente");
    } finally {
      server.resume();
      await redis.close();
      await server.remove();
    }
  });
});
