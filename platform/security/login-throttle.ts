// The login throttle (ASVS 6.3, docs/decisions/802): failures slow down the pair (account, client)
// that made them, with growing delays, instead of locking the account for everyone. A client is an
// end-user IP, or a known device (a browser that signed in successfully before), which therefore
// never waits because of a stranger's failures. Failures on one account from every client together
// (a spray from many addresses) close it to unknown devices only, for a while: known devices and the
// e-mailed login link still get through.
const WINDOW_MS = 15 * 60_000;
/** Failures of one (account, client) before the delays start. */
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 15 * 60_000;
/** Failures on one account, all clients together, before it closes to unknown devices. */
const ACCOUNT_FAILURES = 50;
// Failed attempts on random addresses must not grow the maps without bound.
const MAX_TRACKED_KEYS = 10_000;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

class FailureLog {
  private readonly failures = new Map<string, number[]>();

  recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  record(key: string, now: number): void {
    const recent = this.recent(key, now);
    if (!this.failures.has(key) && this.failures.size >= MAX_TRACKED_KEYS) this.evict(now);
    this.failures.set(key, [...recent, now]);
  }

  forget(key: string): void {
    this.failures.delete(key);
  }

  get size(): number {
    return this.failures.size;
  }

  /** Drops expired entries; if still nearly full, the oldest keys (a tenth at once, so rarely). */
  private evict(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
    for (const key of this.failures.keys()) {
      if (this.failures.size < MAX_TRACKED_KEYS * 0.9) break;
      this.failures.delete(key);
    }
  }
}

/** Who is trying: an end-user IP, or a known device of this account (its id). */
export type LoginClient = { ip: string } | { device: number };

function clientKey(account: string, client: LoginClient): string {
  return "device" in client ? `${account}\u0000device:${client.device}` : `${account}\u0000ip:${client.ip}`;
}

/** The wait after `count` failures: none up to FREE_FAILURES, then 1 s, 2 s, 4 s… up to 15 minutes. */
export function delayAfter(count: number): number {
  if (count < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (count - FREE_FAILURES), MAX_DELAY_MS);
}

export class LoginThrottle {
  private readonly byClient = new FailureLog();
  private readonly byAccount = new FailureLog();

  /** Whether `client` may try a password on `account` now (before any hashing). */
  check(account: string, client: LoginClient, now: number): ThrottleVerdict {
    const mine = this.byClient.recent(clientKey(account, client), now);
    const last = mine.at(-1);
    if (last !== undefined) {
      const until = last + delayAfter(mine.length);
      if (until > now) return { allowed: false, retryAfterMs: until - now };
    }
    if (!("device" in client)) {
      const everyone = this.byAccount.recent(account, now);
      if (everyone.length >= ACCOUNT_FAILURES) return { allowed: false, retryAfterMs: everyone[0]! + WINDOW_MS - now };
    }
    return { allowed: true };
  }

  recordFailure(account: string, client: LoginClient, now: number): void {
    this.byClient.record(clientKey(account, client), now);
    this.byAccount.record(account, now);
  }

  /** A success clears that client's failures (not the others'). */
  recordSuccess(account: string, client: LoginClient): void {
    this.byClient.forget(clientKey(account, client));
  }

  get trackedKeys(): number {
    return this.byClient.size + this.byAccount.size;
  }
}
