// Storage of the embedded OpenID provider's short-lived artefacts in PostgreSQL, when the platform's
// database is (docs/decisions/2010): an interaction started on one instance continues on another, and a
// code one instance issued is redeemed by another, as behind any load balancer. One row per artefact, by
// model and id, with the look-up columns the provider asks by (uid, user code, grant) and the expiry the
// provider gives; expired rows are never answered and are swept now and then.
import { sql } from "kysely";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { PlatformDb } from "../db/open-database";

/** At most one sweep of the expired rows per instance per minute, on a write. */
const SWEEP_EVERY_MS = 60_000;

export type AdapterFactory = (model: string) => Adapter;

export function databaseAdapterFactory(db: PlatformDb): AdapterFactory {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db
      .deleteFrom("oidc_provider_entries")
      .where("expires_at", "<=", sql<Date>`now()`)
      .execute();
  };
  return (model) => new DatabaseAdapter(db, model, sweep);
}

class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: PlatformDb,
    private readonly model: string,
    private readonly sweep: () => Promise<void>,
  ) {}

  private live() {
    return this.db
      .selectFrom("oidc_provider_entries")
      .select(["payload", "consumed_at"])
      .where("model", "=", this.model)
      .where("expires_at", ">", sql<Date>`now()`);
  }

  private static answer(row: { payload: Record<string, unknown>; consumed_at: Date | null } | undefined) {
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    await this.sweep();
    // The database's clock decides expiry, so instances whose clocks drift agree.
    const expiresAt = sql<Date>`now() + make_interval(secs => ${expiresIn}::double precision)`;
    const columns = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresAt,
      consumed_at: null,
    };
    await this.db
      .insertInto("oidc_provider_entries")
      .values({ model: this.model, id, ...columns })
      .onConflict((conflict) => conflict.columns(["model", "id"]).doUpdateSet(columns))
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return DatabaseAdapter.answer(await this.live().where("id", "=", id).executeTakeFirst());
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return DatabaseAdapter.answer(await this.live().where("uid", "=", uid).executeTakeFirst());
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return DatabaseAdapter.answer(await this.live().where("user_code", "=", userCode).executeTakeFirst());
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable("oidc_provider_entries")
      .set({ consumed_at: sql<Date>`now()` })
      .where("model", "=", this.model)
      .where("id", "=", id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom("oidc_provider_entries").where("model", "=", this.model).where("id", "=", id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom("oidc_provider_entries").where("grant_id", "=", grantId).execute();
  }
}
