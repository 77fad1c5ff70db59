// Where the per-IP rate limits count (docs/decisions/1623): each process's memory by default
// (express-rate-limit's own store), or Redis when REDIS_URL is set, so that N instances behind a load
// balancer share one count per IP instead of each allowing the whole limit.
import type { IncrementResponse, Store } from "express-rate-limit";
import type { RedisClient } from "./redis-connection";

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

class RedisRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;

  constructor(
    private readonly redis: RedisClient,
    name: string,
    private readonly windowMs: number,
  ) {
    this.prefix = `constat-rdv:rate-limit:${name}:`;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const [hits, ttl] = (await this.redis.eval(INCREMENT, {
      keys: [this.prefix + key],
      arguments: [String(this.windowMs)],
    })) as [number, number];
    return { totalHits: hits, resetTime: new Date(Date.now() + ttl) };
  }

  async decrement(key: string): Promise<void> {
    await this.redis.decr(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

export function redisStores(redis: RedisClient, namespace = ""): RateLimitStores {
  return (limiterName, windowMs) => new RedisRateLimitStore(redis, `${namespace}${limiterName}`, windowMs);
}
