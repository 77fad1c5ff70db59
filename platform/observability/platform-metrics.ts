// The platform's gauges for an operator's Prometheus: the e-mails waiting in the outbox, the
// notifications not yet pushed, the calendar imports whose last read failed, and the PostgreSQL pool.
// They are read when Prometheus scrapes (collect), never by a timer: one statement for the backlogs per
// scrape, whose counts follow partial indexes (outbox_due_idx, notifications_unpublished_idx), shared by
// the gauges' collect()s. The database is the instances' common one, so every instance reports the same
// backlog; the pool is this instance's own.
import { sql } from "kysely";
import { Gauge, type Registry } from "prom-client";
import type { PlatformDb } from "../db/open-database";
import { logger } from "./logger";

interface PoolStats {
  /** Connections open (busy or idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long, the pool is too small. */
  waiting: number;
}

export interface PlatformMetricsSource {
  db: PlatformDb;
  /** The PostgreSQL pool's counts (DATABASE_URL); PGlite has no pool. */
  poolStats?: () => PoolStats;
  /** How long a scrape waits for the counts before leaving the gauges empty (a database down). */
  timeoutMs?: number;
}

interface Backlog {
  outbox_pending: number;
  outbox_sending: number;
  outbox_failed: number;
  notifications_unpublished: number;
  calendar_imports_failing: number;
}

async function readBacklog(db: PlatformDb): Promise<Backlog> {
  const { rows } = await sql<Backlog>`
    select
      (select count(*) from outbox where status = 'pending')::int as outbox_pending,
      (select count(*) from outbox where status = 'sending')::int as outbox_sending,
      (select count(*) from outbox where status = 'failed')::int as outbox_failed,
      (select count(*) from notifications where published_at is null)::int as notifications_unpublished,
      (select count(*) from calendar_imports where last_error is not null)::int as calendar_imports_failing
  `.execute(db);
  return rows[0]!;
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function registerPlatformMetrics(registry: Registry, { db, poolStats, timeoutMs = 2000 }: PlatformMetricsSource): void {
  // The gauges of one scrape are collected together: the first asks, the others share its answer.
  let pending: Promise<Backlog | undefined> | undefined;
  const backlog = () =>
    (pending ??= withTimeout(readBacklog(db), timeoutMs)
      .catch((error: unknown) => {
        logger("platform").warn({ err: error }, "metrics: the backlog counts could not be read");
        return undefined;
      })
      .finally(() => (pending = undefined)));

  new Gauge({
    name: "constat_outbox_messages",
    help: "E-mails in the outbox not yet sent, by status (pending: waiting; sending: claimed by an instance; failed: to retry, or given up after 5 attempts).",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await backlog();
      if (!counts) return;
      this.set({ status: "pending" }, counts.outbox_pending);
      this.set({ status: "sending" }, counts.outbox_sending);
      this.set({ status: "failed" }, counts.outbox_failed);
    },
  });
  new Gauge({
    name: "constat_notifications_unpublished",
    help: "Notifications written but not yet pushed to the live connections.",
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await backlog();
      if (counts) this.set(counts.notifications_unpublished);
    },
  });
  new Gauge({
    name: "constat_calendar_imports_failing",
    help: "Professionals' imported calendars whose last read failed (the reason is shown to them on the agenda settings).",
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await backlog();
      if (counts) this.set(counts.calendar_imports_failing);
    },
  });
  if (poolStats) {
    new Gauge({
      name: "constat_db_pool_connections",
      help: "This instance's PostgreSQL pool: connections open (total), idle, and queries waiting for one.",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }
}
