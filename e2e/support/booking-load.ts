// A bounded booking load for the faults test (e2e/faults.spec.ts): customers book distinct free slots
// through the proxy with the platform call the web app makes (POST /api/demands with the session's
// token and the app's end-user proof), one attempt after another each. Every attempt carries an
// `Idempotency-Key` and its key in the demand's « further_infos », so the database says which attempt
// made which demand. An attempt that fails (no answer, 5xx) is retried with the same key until it is
// answered or its deadline passes, as a customer would post the form again (and after a 409 saying
// the key's first request still runs, as the platform asks). What every attempt was told
// is kept, and `ledger` sets it against the database: tried, acknowledged, lost, duplicated, held.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { endUserHeaders } from "../../common/end-user-proof.server";
import { purposeKey } from "../../common/purpose-keys.server";
import { PLATFORM_CLIENT } from "./platform-client";

export interface FreeSlot {
  start: string;
  end: string;
  bailiffId: number;
}

export interface LoadCustomer {
  email: string;
  userId: number;
  token: string;
  /** The address the app proves for this customer (the platform's per-IP counting). */
  ip: string;
}

export interface BookingTarget {
  proxyUrl: string;
  studyId: number;
  reportTypeId: number;
  address: string;
  lat: number;
  lon: number;
}

/** What one try was told: the status, or "network" when no answer came (a connection refused or cut). */
type Outcome = number | "network";

interface Try {
  outcome: Outcome;
  code?: string;
  retryAfter?: string;
  /** The instance that answered (nginx's X-Upstream: the last one it tried). */
  upstream?: string;
  /** When the try was sent and when its answer (or its failure) came, on `performance.now()`'s clock. */
  sentAt: number;
  at: number;
}

export interface Attempt {
  key: string;
  customer: LoadCustomer;
  slot: FreeSlot;
  tries: Try[];
  /** The demand of the first 2xx answer. */
  acknowledged?: number;
  /** The last answer: 2xx (held, with its demand), a refusal, or what the last try got at the deadline. */
  final?: Try & { demandId?: number };
}

const proofKey = purposeKey(PLATFORM_CLIENT.client_secret, "endUserProof");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The platform's 409 while a request with the same key still runs (the idempotent-creation branch,
 * decision 3630: `common/idempotency.ts`), with Retry-After: a client tries again in a moment.
 */
const IDEMPOTENCY_IN_PROGRESS = "idempotency_in_progress";
/** What a client retries, with the same key: no answer, a 5xx, or the key's request still running. */
const retryable = (answer: Pick<Try, "outcome" | "code">) =>
  answer.outcome === "network" || answer.outcome >= 500 || (answer.outcome === 409 && answer.code === IDEMPOTENCY_IN_PROGRESS);
/** How a retried answer is counted: its status, "network", or "409 in progress". */
const retriedAs = (answer: Try) => (answer.outcome === 409 ? "409 in progress" : String(answer.outcome));
/** Whether a try was acknowledged (2xx). */
export const isOk = (outcome: Outcome) => typeof outcome === "number" && outcome >= 200 && outcome < 300;

/** The next retry: what Retry-After asks, capped so that the test stays bounded; 200 ms after a lost answer. */
function retryDelay(retryAfter: string | undefined): number {
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, 1000) : 200;
}

export class BookingLoad {
  readonly attempts: Attempt[] = [];
  private queue: FreeSlot[] = [];
  private closed = false;
  /** Slots taken from the queue whose attempt has not ended. */
  private busy = 0;
  private readonly workers: Promise<void>[];

  constructor(
    private readonly target: BookingTarget,
    customers: LoadCustomer[],
    private readonly options: { label: string; attemptDeadlineMs: number; pauseMs: number },
  ) {
    this.workers = customers.map((customer) => this.work(customer));
  }

  /** More slots to book; the customers take them in turn. */
  add(slots: FreeSlot[]) {
    this.queue.push(...slots);
  }

  /** No more slots: the customers finish the attempts they are on. Resolves once every attempt ended. */
  async finish(): Promise<Attempt[]> {
    this.closed = true;
    await Promise.all(this.workers);
    return this.attempts;
  }

  get acknowledgedCount() {
    return this.attempts.filter((attempt) => attempt.acknowledged !== undefined).length;
  }

  /** Resolves once `count` attempts in all were acknowledged (or every slot given so far was tried). */
  async untilAcknowledged(count: number, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.acknowledgedCount < count) {
      if (this.queue.length === 0 && this.busy === 0) return;
      if (Date.now() > deadline) throw new Error(`${this.options.label}: ${this.acknowledgedCount} of ${count} acknowledged`);
      await sleep(20);
    }
  }

  /** Resolves once every slot given so far was tried to its end. */
  async untilIdle(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.queue.length > 0 || this.busy > 0) {
      if (Date.now() > deadline) throw new Error(`${this.options.label}: attempts still running`);
      await sleep(20);
    }
  }

  private async nextSlot(): Promise<FreeSlot | undefined> {
    for (;;) {
      const slot = this.queue.shift();
      if (slot) {
        this.busy++;
        return slot;
      }
      if (this.closed) return undefined;
      await sleep(20);
    }
  }

  private async work(customer: LoadCustomer) {
    for (;;) {
      const slot = await this.nextSlot();
      if (!slot) return;
      await this.book(customer, slot);
      this.busy--;
      if (this.options.pauseMs) await sleep(this.options.pauseMs);
    }
  }

  private async book(customer: LoadCustomer, slot: FreeSlot) {
    const attempt: Attempt = { key: `faults-${this.options.label}-${randomUUID()}`, customer, slot, tries: [] };
    this.attempts.push(attempt);
    const deadline = Date.now() + this.options.attemptDeadlineMs;
    for (;;) {
      const answer = await this.post(attempt);
      attempt.tries.push(answer);
      const ok = isOk(answer.outcome);
      if (ok && attempt.acknowledged === undefined) attempt.acknowledged = answer.demandId;
      if (ok || !retryable(answer) || Date.now() > deadline) {
        attempt.final = answer;
        return;
      }
      await sleep(retryDelay(answer.retryAfter));
    }
  }

  private async post(attempt: Attempt): Promise<Try & { demandId?: number }> {
    const { target } = this;
    const sentAt = performance.now();
    try {
      const response = await fetch(`${target.proxyUrl}/_platform/api/demands`, {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": "application/json",
          authorization: `Bearer ${attempt.customer.token}`,
          "idempotency-key": attempt.key,
          ...endUserHeaders(proofKey, attempt.customer.ip),
        },
        body: JSON.stringify({
          study_id: target.studyId,
          report_type_id: target.reportTypeId,
          meeting_type: "meeting",
          operator_id: attempt.slot.bailiffId,
          address: target.address,
          latitude: target.lat,
          longitude: target.lon,
          slots: [{ start_date: attempt.slot.start, end_date: attempt.slot.end }],
          further_infos: attempt.key,
          source: "faults-test",
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let body: { id?: number; code?: string } = {};
      try {
        body = text ? (JSON.parse(text) as typeof body) : {};
      } catch {
        // nginx's own 502 page is HTML.
      }
      return {
        outcome: response.status,
        code: body.code,
        demandId: body.id,
        retryAfter: response.headers.get("retry-after") ?? undefined,
        upstream: response.headers.get("x-upstream") ?? undefined,
        sentAt,
        at: performance.now(),
      };
    } catch {
      return { outcome: "network", sentAt, at: performance.now() };
    }
  }
}

/**
 * Free slots of the study's professionals from the slot engine, a week at a time from `fromDays` days
 * ahead: at most one every five hours for each professional (the buffer between meetings is at most
 * four, decision 1402), so that booking one never takes another off the rules, and none outside legal
 * hours. Throws when there are fewer than `count`.
 */
export async function findFreeSlots(target: BookingTarget, count: number, fromDays: number): Promise<FreeSlot[]> {
  const chosen: FreeSlot[] = [];
  const lastEnd = new Map<number, number>();
  const gap = 5 * 3_600_000;
  for (let week = 0; week < 12 && chosen.length < count; week++) {
    const from = new Date(Date.now() + (fromDays + 7 * week) * 86_400_000);
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({
        start_date: from.toISOString(),
        end_date: new Date(from.getTime() + 7 * 86_400_000 - 60_000).toISOString(),
        report_type_id: String(target.reportTypeId),
        lat: String(target.lat),
        lon: String(target.lon),
        page: String(page),
      });
      const answer = await fetch(`${target.proxyUrl}/_platform/api/studies/${target.studyId}/slots?${query}`);
      if (!answer.ok) throw new Error(`slot search: ${answer.status} ${await answer.text()}`);
      const body = (await answer.json()) as {
        available_slots: { start: string; end: string; participants: { bailiff_id: number }[]; legal_hours_warning: unknown }[];
        meta: { has_more: boolean };
      };
      for (const slot of body.available_slots) {
        if (slot.legal_hours_warning) continue;
        const start = Date.parse(slot.start);
        const bailiffId = slot.participants
          .map((participant) => participant.bailiff_id)
          .find((id) => {
            const previous = lastEnd.get(id);
            return previous === undefined || start >= previous + gap;
          });
        if (bailiffId === undefined) continue;
        lastEnd.set(bailiffId, Date.parse(slot.end));
        chosen.push({ start: slot.start, end: slot.end, bailiffId });
      }
      if (!body.meta.has_more) break;
    }
  }
  if (chosen.length < count) throw new Error(`only ${chosen.length} free slots found, ${count} needed`);
  return chosen.slice(0, count);
}

export interface Ledger {
  tried: number;
  acknowledged: number;
  /** Acknowledged, but no live booking of that demand in the database. */
  lost: number;
  /** Attempts that made more than one demand. */
  duplicated: number;
  /** Attempts whose last answer was 2xx with the demand the database holds for them. */
  held: number;
  /** Attempts whose booking the database holds while their last answer refused it (409 after a lost answer). */
  toldTaken: number;
  /** Tries answered 5xx, not answered ("network") or told their key's request still runs ("409 in progress"), by status. */
  failures: Record<string, number>;
  /** Attempts whose last answer was not a 2xx, with what they got: for the failure messages. */
  notHeld: string[];
}

/** Sets what the attempts were told against the demands the database holds for their keys. */
export async function ledger(databaseUrl: string, attempts: Attempt[]): Promise<Ledger> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rows: { id: number; key: string; status: string }[];
  try {
    ({ rows } = await client.query<{ id: number; key: string; status: string }>(
      `select d.id, d.further_infos as key, m.status
         from demands d join meetings m on m.demand_id = d.id
        where d.further_infos = any($1::text[])`,
      [attempts.map((attempt) => attempt.key)],
    ));
  } finally {
    await client.end();
  }
  const byKey = new Map<string, { id: number; status: string }[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const live = (status: string) => status !== "canceled" && status !== "refused";
  const failures: Record<string, number> = {};
  let lost = 0;
  let duplicated = 0;
  let held = 0;
  let toldTaken = 0;
  const notHeld: string[] = [];
  for (const attempt of attempts) {
    const demands = byKey.get(attempt.key) ?? [];
    for (const answer of attempt.tries) {
      if (retryable(answer)) failures[retriedAs(answer)] = (failures[retriedAs(answer)] ?? 0) + 1;
    }
    if (
      attempt.acknowledged !== undefined &&
      !demands.some((demand) => demand.id === attempt.acknowledged && live(demand.status))
    )
      lost++;
    if (demands.length > 1) duplicated++;
    const final = attempt.final;
    const finalOk = final !== undefined && isOk(final.outcome);
    if (finalOk && demands.length === 1 && demands[0]!.id === final.demandId && live(demands[0]!.status)) held++;
    else notHeld.push(`${final?.outcome}${final?.code ? ` ${final.code}` : ""} after ${attempt.tries.length} tries`);
    if (!finalOk && demands.some((demand) => live(demand.status))) toldTaken++;
  }
  return {
    tried: attempts.length,
    acknowledged: attempts.filter((attempt) => attempt.acknowledged !== undefined).length,
    lost,
    duplicated,
    held,
    toldTaken,
    failures,
    notHeld,
  };
}

/** One line of the figures table (see `figuresTable`). */
export interface FaultFigures {
  fault: string;
  ledger: Ledger;
  recoveryMs?: number;
  note?: string;
}

/** The compact table the faults test prints, one line a fault. */
export function figuresTable(rows: FaultFigures[]): string {
  const header = ["fault", "tried", "ack", "lost", "dup", "held", "told taken", "retried answers (tries)", "recovery"];
  const lines = rows.map(({ fault, ledger: figures, recoveryMs, note }) => [
    fault,
    String(figures.tried),
    String(figures.acknowledged),
    String(figures.lost),
    String(figures.duplicated),
    String(figures.held),
    String(figures.toldTaken),
    Object.entries(figures.failures)
      .map(([status, count]) => `${status}×${count}`)
      .join(" ") || "none",
    (recoveryMs === undefined ? "—" : `${(recoveryMs / 1000).toFixed(2)} s`) + (note ? ` (${note})` : ""),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" │ ");
  return [format(header), widths.map((width) => "─".repeat(width)).join("─┼─"), ...lines.map(format)].join("\n");
}
