// Counts failed logins per account: after 10 failures within 10 minutes the account answers 429 for
// the rest of the window, whatever the caller's IP (per-IP limits live in the app's server).
const WINDOW_MS = 10 * 60_000;
const MAX_FAILURES = 10;
// Failed attempts on random addresses must not grow the map without bound.
const MAX_TRACKED_ACCOUNTS = 10_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  isBlocked(key: string, now: number): boolean {
    return this.recent(key, now).length >= MAX_FAILURES;
  }

  recordFailure(key: string, now: number): void {
    const recent = this.recent(key, now);
    if (!this.failures.has(key) && this.failures.size >= MAX_TRACKED_ACCOUNTS) this.evict(now);
    this.failures.set(key, [...recent, now]);
  }

  /** Drops expired entries; if still full, the oldest tracked accounts. */
  private evict(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
    for (const key of this.failures.keys()) {
      if (this.failures.size < MAX_TRACKED_ACCOUNTS) break;
      this.failures.delete(key);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
