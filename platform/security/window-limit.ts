// A fixed allowance per key over a sliding window (per-IP registration limit, per-address notices),
// in memory and bounded: the platform runs in one process per instance, like the app's own limits.
const MAX_TRACKED_KEYS = 10_000;

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export class WindowLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one more attempt by `key` at `now`, unless it is over the limit (then nothing is counted). */
  hit(key: string, now: number): LimitVerdict {
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfterMs: recent[0]! + this.windowMs - now };
    }
    if (!this.hits.has(key) && this.hits.size >= MAX_TRACKED_KEYS) this.evict(now);
    this.hits.set(key, [...recent, now]);
    return { allowed: true };
  }

  /** Expired keys go; if still nearly full, the oldest (a tenth at once). */
  private evict(now: number): void {
    for (const [key, times] of this.hits) if (times.every((at) => now - at >= this.windowMs)) this.hits.delete(key);
    for (const key of this.hits.keys()) {
      if (this.hits.size < MAX_TRACKED_KEYS * 0.9) break;
      this.hits.delete(key);
    }
  }
}
