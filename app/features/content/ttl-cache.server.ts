// A small in-memory cache for upstream GET responses: entries live for a given time, the oldest go
// first past a maximum count, concurrent misses for one key share one request, and an expired entry
// can still stand in when the upstream fails (stale-if-error).

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export interface TtlCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

export class TtlCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: TtlCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached value for `key` while fresh; otherwise `load()`'s, stored for `ttlMs`. When `load`
   * fails and an expired value exists, that value is returned instead of the error.
   */
  async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry && entry.expiresAt > this.now()) {
      // Refresh its place: the most recently used entries are the last to be evicted.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const inFlight = this.pending.get(key) as Promise<T> | undefined;
    if (inFlight) return inFlight;
    const request = load()
      .then((value) => {
        this.set(key, value, ttlMs);
        return value;
      })
      .catch((error: unknown) => {
        if (entry) return entry.value;
        throw error;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, request);
    return request;
  }

  set(key: string, value: unknown, ttlMs: number) {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
