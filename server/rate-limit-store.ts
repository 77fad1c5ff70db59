// Where the per-IP rate limits count (docs/decisions/1623): each process's memory by default
// (express-rate-limit's own store), or Redis when REDIS_URL is set, so that N instances behind a load
// balancer share one count per IP instead of each allowing the whole limit. While Redis is not there
// (down, not yet connected, or slow to answer), each limiter counts in this instance's memory at once,
// and in Redis again as soon as it is back (decision 3610): a request never waits for a Redis that is gone.
import { type IncrementResponse, MemoryStore, type Options, type Store } from "express-rate-limit";
import type { RedisConnection } from "./redis-connection";

/** One store per limiter (express-rate-limit refuses a store shared by two), or undefined for memory. */
export type RateLimitStores = (limiterName: string, windowMs: number) => Store | undefined;

export const memoryStores: RateLimitStores = () => undefined;

// Counts and starts the window in one step, so that two instances hitting a new key together, or a
// crash between the two commands, can never leave a counter without its expiry.
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { hits, ttl }`;

/** Counts in Redis while it answers, in this instance's memory while it does not. */
class SharedOrLocalStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly local = new MemoryStore();

  constructor(
    private readonly redis: RedisConnection,
    name: string,
    private readonly windowMs: number,
  ) {
    this.prefix = `${redis.keyPrefix}:rate-limit:${name}:`;
  }

  init(options: Options): void {
    this.local.init(options);
  }

  async increment(key: string): Promise<IncrementResponse> {
    if (this.redis.available()) {
      try {
        const [hits, ttl] = (await this.redis.run((client) =>
          client.eval(INCREMENT, { keys: [this.prefix + key], arguments: [String(this.windowMs)] }),
        )) as [number, number];
        return { totalHits: hits, resetTime: new Date(Date.now() + ttl) };
      } catch (error) {
        this.redis.report(error);
      }
    }
    return this.local.increment(key);
  }

  async decrement(key: string): Promise<void> {
    if (!this.redis.available()) return this.local.decrement(key);
    await this.redis.run((client) => client.decr(this.prefix + key)).catch((error: unknown) => this.redis.report(error));
  }

  async resetKey(key: string): Promise<void> {
    await this.local.resetKey(key);
    if (!this.redis.available()) return;
    await this.redis.run((client) => client.del(this.prefix + key)).catch((error: unknown) => this.redis.report(error));
  }

  shutdown(): void {
    this.local.shutdown();
  }
}

export function redisStores(redis: RedisConnection): RateLimitStores {
  return (limiterName, windowMs) => new SharedOrLocalStore(redis, limiterName, windowMs);
}
