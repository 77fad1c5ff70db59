// A short-lived cache of computed slot lists, so the app paging through a busy zone (9 pages for 200
// professionals) computes the week once, not once per page. Any booking or cancellation in this
// process clears it; across processes an entry lives 15 seconds at most, and a stale slot can never
// be double-booked: the exclusion constraint refuses it.
const TTL_MS = 15_000;
const MAX_ENTRIES = 200;

export class SlotCache<T> {
  private readonly entries = new Map<string, { expires: number; value: T }>();

  async get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await compute();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { expires: now + TTL_MS, value });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
