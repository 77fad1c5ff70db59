// Storage of the embedded OpenID provider's short-lived artefacts (interactions, sessions, codes,
// tokens, grants): in memory, each entry dropped at its expiry. Enough for the embedded provider beside
// PGlite, on one machine (docs/decisions/603-external-sign-in.md); with PostgreSQL, every instance shares
// them through database-store.ts instead (docs/decisions/2010).
import type { Adapter, AdapterPayload } from "oidc-provider";

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

const MAX_ENTRIES = 50_000;

export class MemoryStore implements Adapter {
  private static entries = new Map<string, Entry>();

  constructor(private readonly model: string) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  private static read(key: string): AdapterPayload | undefined {
    const entry = MemoryStore.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      MemoryStore.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const entries = MemoryStore.entries;
    if (entries.size >= MAX_ENTRIES) MemoryStore.sweep();
    entries.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    if (payload.grantId) {
      const grantKey = `grant:${payload.grantId}`;
      const ids = (MemoryStore.read(grantKey)?.ids as string[] | undefined) ?? [];
      entries.set(grantKey, { payload: { ids: [...ids, this.key(id)] }, expiresAt: Date.now() + expiresIn * 1000 });
    }
    if (payload.userCode)
      entries.set(`userCode:${payload.userCode}`, { payload: { id }, expiresAt: Date.now() + expiresIn * 1000 });
    if (payload.uid)
      entries.set(`uid:${this.model}:${payload.uid}`, { payload: { id }, expiresAt: Date.now() + expiresIn * 1000 });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return MemoryStore.read(this.key(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const pointer = MemoryStore.read(`uid:${this.model}:${uid}`);
    return typeof pointer?.id === "string" ? this.find(pointer.id) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const pointer = MemoryStore.read(`userCode:${userCode}`);
    return typeof pointer?.id === "string" ? this.find(pointer.id) : undefined;
  }

  async consume(id: string): Promise<void> {
    const payload = MemoryStore.read(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    MemoryStore.entries.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const grantKey = `grant:${grantId}`;
    for (const key of (MemoryStore.read(grantKey)?.ids as string[] | undefined) ?? []) MemoryStore.entries.delete(key);
    MemoryStore.entries.delete(grantKey);
  }

  /** Drops the entries `belongs` picks out (a deleted account's sessions, grants, codes and tokens). */
  static forget(belongs: (key: string, payload: AdapterPayload) => boolean): void {
    for (const [key, entry] of MemoryStore.entries) if (belongs(key, entry.payload)) MemoryStore.entries.delete(key);
  }

  /** Drops every expired entry (called when the store grows large). */
  static sweep(): void {
    const now = Date.now();
    for (const [key, entry] of MemoryStore.entries) if (entry.expiresAt <= now) MemoryStore.entries.delete(key);
  }
}
