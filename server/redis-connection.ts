// The server's Redis connections when REDIS_URL is set (several instances): one for commands (the
// shared rate-limit counters, socket.io's adapter publishing) and one in subscriber mode for the
// adapter. Redis joins the instances up; it is never what keeps one up (decision 3610). The
// connections open in the background (an instance starts while Redis is down) and reconnect by
// themselves; a command is sent only while its connection is ready, else it fails at once, and the
// caller falls back to its per-instance way (memory counts, local events); a command that gets no
// answer within REDIS_COMMAND_TIMEOUT_MS fails too, and Redis counts as gone for a few seconds. Every
// error is logged, once when an outage starts, then at most once a minute, and once when it ends.
import { createClient } from "redis";
import { logger } from "../platform/observability/logger";

function newClient(url: string, options: { offlineQueue: boolean }) {
  // Without the offline queue a command fails at once when the connection is not ready, instead of
  // waiting in memory for node-redis' 5 s timeout. The subscriber keeps its queue: the adapter's
  // subscriptions, made at start, wait there for the first connection.
  return createClient({ url, disableOfflineQueue: !options.offlineQueue });
}

type RedisClient = ReturnType<typeof newClient>;

export interface RedisConnection {
  commands: RedisClient;
  subscriber: RedisClient;
  /** The key prefix of everything this deployment keeps in Redis (REDIS_KEY_PREFIX). */
  keyPrefix: string;
  /** Whether commands may be sent now: connected, and not just left without an answer. */
  available(): boolean;
  /** Runs a command on the commands connection within the deadline; rejects at once when Redis is not available. */
  run<T>(command: (client: RedisClient) => Promise<T>): Promise<T>;
  /** Logs a Redis failure (throttled with the connection's own errors). */
  report(error: unknown): void;
  close(): Promise<void>;
}

export interface RedisOptions {
  url: string;
  keyPrefix: string;
  commandTimeoutMs: number;
}

/** How long Redis counts as gone after a command got no answer in time. */
const UNRESPONSIVE_PAUSE_MS = 5_000;
/** While an outage lasts, at most one log line in this long. */
const OUTAGE_LOG_INTERVAL_MS = 60_000;

export class RedisUnavailableError extends Error {
  constructor(reason: string) {
    super(`Redis indisponible : ${reason}`);
    this.name = "RedisUnavailableError";
  }
}

/** What an error says, including node-redis' AggregateError of a refused connection (whose message is empty). */
export function describeRedisError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.message) return error.message;
  const inner = (error as { errors?: unknown[] }).errors?.[0];
  if (inner instanceof Error && inner.message) return inner.message;
  return (error as { code?: string }).code ?? error.name;
}

/** One warning when Redis goes, then one a minute at most (with the count of those not logged), one line when it is back. */
export function outageLog(intervalMs = OUTAGE_LOG_INTERVAL_MS) {
  let down = false;
  let lastLogged = 0;
  let unlogged = 0;
  return {
    failed(error: unknown) {
      const now = Date.now();
      if (down && now - lastLogged < intervalMs) {
        unlogged += 1;
        return;
      }
      const reason = describeRedisError(error);
      if (down) {
        logger("web").warn(
          { unlogged },
          `Redis toujours indisponible (${unlogged} autre(s) erreur(s) depuis le dernier message) : ${reason}`,
        );
      } else {
        logger("web").warn(
          `Redis indisponible : ${reason}. Les limites comptent par instance et les notifications restent sur l'instance jusqu'à son retour.`,
        );
      }
      down = true;
      lastLogged = now;
      unlogged = 0;
    },
    recovered() {
      if (!down) return;
      down = false;
      logger("web").info(
        "Redis de nouveau disponible : les limites et les notifications sont de nouveau partagées entre les instances.",
      );
    },
  };
}

function withDeadline<T>(work: Promise<T>, timeoutMs: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        onTimeout();
        reject(new RedisUnavailableError(`pas de réponse en ${timeoutMs} ms`));
      }, timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function connectRedis({ url, keyPrefix, commandTimeoutMs }: RedisOptions): RedisConnection {
  const commands = newClient(url, { offlineQueue: false });
  const subscriber = newClient(url, { offlineQueue: true });
  const outage = outageLog();
  let unresponsiveUntil = 0;
  for (const client of [commands, subscriber]) {
    client.on("error", (error: unknown) => outage.failed(error));
    client.on("ready", () => {
      if (commands.isReady && subscriber.isReady) outage.recovered();
    });
    // connect() settles only once connected (it retries forever): the server does not wait for it.
    client.connect().catch((error: unknown) => outage.failed(error));
  }
  const available = () => commands.isReady && Date.now() >= unresponsiveUntil;
  return {
    commands,
    subscriber,
    keyPrefix,
    available,
    run(command) {
      if (!available())
        return Promise.reject(new RedisUnavailableError(commands.isReady ? "sans réponse récente" : "non connecté"));
      return withDeadline(command(commands), commandTimeoutMs, () => {
        unresponsiveUntil = Date.now() + UNRESPONSIVE_PAUSE_MS;
      });
    },
    report: (error) => outage.failed(error),
    async close() {
      // close() waits for the replies still due; destroy() drops a connection that is down or retrying.
      await Promise.all(
        [commands, subscriber].map((client) =>
          client.isReady
            ? client.close().catch(() => client.destroy())
            : Promise.resolve(client.isOpen ? client.destroy() : undefined),
        ),
      );
    },
  };
}
