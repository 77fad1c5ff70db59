// Idempotent creation (docs/decisions/3630–3632): a creating POST that carries an `Idempotency-Key` is
// run once per caller and key, and every later request with that key gets the first answer back, on any
// instance and after any restart, since the key and its answer are rows of the database. A request with
// the key of one still running waits for its answer (then 409); the key of another request is a 422.
import { createHash, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Request, RequestHandler, Response } from "express";
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_IN_PROGRESS,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENT_REPLAYED_HEADER,
} from "~common/idempotency";
import type { PlatformDb } from "../db/open-database";
import { logger } from "../observability/logger";
import { handle } from "./async-handler";
import type { PlatformContext } from "./context";
import { HttpError, invalidField } from "./http-error";

/** How long an answer is kept: a day covers any retry a person or a client library makes. */
const KEEP_MS = 24 * 60 * 60_000;
/** The running request's hold on its key, renewed while it runs: a crashed instance's key frees itself. */
const LEASE_MS = 10_000;
const RENEW_MS = 3_000;
/** How long a second request with a running key waits for the first's answer before the 409. */
const WAIT_MS = 5_000;
/** A handler that has not answered by then no longer holds its key. */
const MAX_HOLD_MS = 120_000;

/** What a creating route recovers of a request cut before its answer was kept (see `recover`). */
interface RecoveredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyOptions {
  /**
   * A request that held the key and was cut (its instance died) may have committed what it created
   * without its answer being kept. Given the time the key was first taken, this finds what that request
   * created, so the retry answers it instead of trying again (a booking's retry would find its own slot
   * taken). Without it, the retry runs the handler again.
   */
  recover?: (req: Request, res: Response, since: Date) => Promise<RecoveredAnswer | undefined>;
  /**
   * Body fields that are bookkeeping, not what is asked, left out of the fingerprint: the booking
   * wizard's retry names a new draft (the first one became the demand), yet asks the same booking.
   */
  bookkeeping?: readonly string[];
  waitMs?: number;
  leaseMs?: number;
}

interface Claim {
  owner: string;
  /** When the key was first taken, for `recover`; undefined for a key taken fresh. */
  takenOverSince?: Date;
}

/** Keys sort the same way whatever order a client wrote them in: the fingerprint is of the meaning. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The digest of what a request asks: method, address, study and body. */
export function requestFingerprint(asked: { method: string; url: string; studyId?: string; body: unknown }): string {
  const parts = [asked.method, asked.url, asked.studyId ?? "", JSON.stringify(canonical(asked.body ?? null))];
  return createHash("sha256").update(parts.join("\n")).digest("hex");
}

/** The body without its bookkeeping fields (see `bookkeeping`). */
function askedBody(body: unknown, bookkeeping: readonly string[]): unknown {
  if (bookkeeping.length === 0 || !body || typeof body !== "object" || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([field]) => !bookkeeping.includes(field)));
}

/** Keys are the caller's own: a signed-in person's, or the guests' shared space (their body names them). */
function scopeOf(res: Response): string {
  const user = res.locals.user as { id: number } | undefined;
  return user ? `user:${user.id}` : "anonymous";
}

const inProgress = (res: Response) => {
  res.set("Retry-After", "1");
  return new HttpError(
    409,
    "Une requête identique est déjà en cours de traitement, veuillez ré-essayer dans quelques secondes.",
    {
      code: IDEMPOTENCY_IN_PROGRESS,
    },
  );
};

const reused = () =>
  new HttpError(422, "Cette clé d'idempotence a déjà servi pour une autre requête.", { code: IDEMPOTENCY_KEY_REUSED });

class IdempotencyStore {
  constructor(
    private readonly db: PlatformDb,
    private readonly now: () => Date,
    private readonly leaseMs: number,
  ) {}

  private leaseEnd = () => new Date(this.now().getTime() + this.leaseMs);

  /** Takes a key nobody holds (or one expired); undefined when someone does. */
  async claimFresh(scope: string, key: string, fingerprint: string): Promise<string | undefined> {
    const now = this.now();
    const owner = randomUUID();
    // The caller's expired keys go as they send a new one: the table holds about a day of each caller's.
    await this.db.deleteFrom("idempotency_keys").where("scope", "=", scope).where("expires_at", "<=", now).execute();
    const claimed = await this.db
      .insertInto("idempotency_keys")
      .values({
        scope,
        key,
        fingerprint,
        state: "running",
        owner,
        locked_until: this.leaseEnd(),
        expires_at: new Date(now.getTime() + KEEP_MS),
      })
      .onConflict((conflict) => conflict.columns(["scope", "key"]).doNothing())
      .returning("owner")
      .executeTakeFirst();
    return claimed?.owner;
  }

  find(scope: string, key: string) {
    return this.db
      .selectFrom("idempotency_keys")
      .selectAll()
      .where("scope", "=", scope)
      .where("key", "=", key)
      .executeTakeFirst();
  }

  /** Takes over the key of a request whose lease ran out (its instance stopped); undefined if another did first. */
  async takeOver(scope: string, key: string, previousOwner: string): Promise<string | undefined> {
    const owner = randomUUID();
    const taken = await this.db
      .updateTable("idempotency_keys")
      .set({ owner, locked_until: this.leaseEnd() })
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("owner", "=", previousOwner)
      .where("state", "=", "running")
      .where("locked_until", "<=", this.now())
      .returning("owner")
      .executeTakeFirst();
    return taken?.owner;
  }

  async renew(scope: string, key: string, owner: string): Promise<void> {
    await this.db
      .updateTable("idempotency_keys")
      .set({ locked_until: this.leaseEnd() })
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("owner", "=", owner)
      .where("state", "=", "running")
      .execute();
  }

  async complete(scope: string, key: string, owner: string, status: number, body: string): Promise<void> {
    await this.db
      .updateTable("idempotency_keys")
      .set({ state: "done", status_code: status, response_body: body })
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("owner", "=", owner)
      .execute();
  }

  /** A refusal created nothing: the key is free again, and a retry asks afresh. */
  async release(scope: string, key: string, owner: string): Promise<void> {
    await this.db
      .deleteFrom("idempotency_keys")
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("owner", "=", owner)
      .where("state", "=", "running")
      .execute();
  }

  /** A failure may have come after a commit: the key stays, free at once, for a retry that recovers. */
  async abandon(scope: string, key: string, owner: string): Promise<void> {
    await this.db
      .updateTable("idempotency_keys")
      .set({ locked_until: this.now() })
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("owner", "=", owner)
      .where("state", "=", "running")
      .execute();
  }
}

function replay(res: Response, status: number, body: string): void {
  res.status(status).set(IDEMPOTENT_REPLAYED_HEADER, "true").type("application/json").send(body);
}

/**
 * The middleware for creating POST routes, placed after the route's authentication (the key is the
 * caller's). Without the header the request runs as it always did.
 */
export function idempotent(context: PlatformContext, options: IdempotencyOptions = {}): RequestHandler {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const waitMs = options.waitMs ?? WAIT_MS;
  const store = new IdempotencyStore(context.db, () => context.now(), leaseMs);
  const bookkeeping = options.bookkeeping ?? [];
  const fingerprintOf = (req: Request) =>
    requestFingerprint({
      method: req.method,
      url: req.originalUrl,
      studyId: req.get("study-id"),
      body: askedBody(req.body, bookkeeping),
    });
  const log = logger("platform");

  /** Takes the key, or answers: the first answer, a 422 for another request, a 409 after waiting. */
  async function claim(res: Response, scope: string, key: string, fingerprint: string): Promise<Claim | undefined> {
    const deadline = Date.now() + waitMs;
    for (let pause = 50; ; pause = Math.min(pause * 2, 400)) {
      const fresh = await store.claimFresh(scope, key, fingerprint);
      if (fresh) return { owner: fresh };
      const held = await store.find(scope, key);
      // Released between the two reads (its request was refused): take it again.
      if (!held) continue;
      if (held.fingerprint !== fingerprint) throw reused();
      if (held.state === "done" && held.status_code !== null && held.response_body !== null) {
        replay(res, held.status_code, held.response_body);
        return undefined;
      }
      if (new Date(held.locked_until) <= context.now()) {
        const owner = await store.takeOver(scope, key, held.owner);
        if (owner) return { owner, takenOverSince: new Date(held.created_at) };
        continue;
      }
      if (Date.now() + pause > deadline) throw inProgress(res);
      await sleep(pause);
    }
  }

  return handle(async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw invalidField(IDEMPOTENCY_HEADER, "La clé d'idempotence n'est pas valide.");
    const scope = scopeOf(res);
    const fingerprint = fingerprintOf(req);
    const claimed = await claim(res, scope, key, fingerprint);
    if (!claimed) return;
    const { owner } = claimed;

    const recovered =
      claimed.takenOverSince && options.recover ? await options.recover(req, res, claimed.takenOverSince) : undefined;
    if (recovered) {
      const body = JSON.stringify(recovered.body);
      await store.complete(scope, key, owner, recovered.status, body);
      replay(res, recovered.status, body);
      return;
    }

    // Renewed while the handler runs, so that a slow request keeps its key and a dead one loses it; a
    // handler that never answers stops holding it after MAX_HOLD_MS.
    const started = Date.now();
    const renewal = setInterval(
      () => {
        if (Date.now() - started > MAX_HOLD_MS) return clearInterval(renewal);
        store.renew(scope, key, owner).catch((error: unknown) => log.warn({ err: error }, "idempotency key not renewed"));
      },
      Math.min(RENEW_MS, leaseMs / 3),
    );
    renewal.unref();

    let settled = false;
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      if (settled) return send(body);
      settled = true;
      clearInterval(renewal);
      const status = res.statusCode;
      const recording =
        status >= 200 && status < 300
          ? store.complete(scope, key, owner, status, JSON.stringify(body))
          : status >= 500
            ? store.abandon(scope, key, owner)
            : store.release(scope, key, owner);
      // The answer is kept before it leaves, so whoever received it finds it on a retry; if keeping it
      // fails the answer still goes, and the key's lease runs out for a retry to recover.
      recording
        .catch((error: unknown) => log.error({ err: error }, "idempotency key not recorded"))
        .then(() => send(body))
        .catch((error: unknown) => log.error({ err: error }, "idempotent answer not sent"));
      return res;
    };
    // An answer that was not JSON is not kept: the key is left for a retry to run again. (A client that
    // hangs up changes nothing: the handler still runs to its end and its answer is kept.)
    res.on("finish", () => {
      if (settled) return;
      settled = true;
      clearInterval(renewal);
      store.abandon(scope, key, owner).catch((error: unknown) => log.error({ err: error }, "idempotency key not released"));
    });
    next();
  });
}
