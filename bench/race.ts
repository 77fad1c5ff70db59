// Same-slot race benchmark (`npm run bench:race [-- --racers 50 --rounds 10]`): two platform instances,
// each a process of its own with its connection pool and HTTP server, as two machines behind a load
// balancer, on one PostgreSQL database made for the run (createdb on the server of
// PLATFORM_BENCH_DATABASE_URL, by default postgres@127.0.0.1:5432; dropped at the end), migrated and seeded. Each round, `racers` customers book the same free slot of one
// professional at once, alternately through each instance. Prints each round's winners, the losers'
// statuses and latencies (p50, p95, max), and the 5xx. Goal (decision 3620): one winner per round, every
// loser 409 `slot_taken` in under 1 s, no 5xx.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { migrateToLatest } from "../platform/db/migrate";
import { openPostgres } from "../platform/db/open-database";
import { DEMO_STUDY_SLUG } from "../platform/seed/demo-accounts";
import { seedDatabase } from "../platform/seed/seed";
import { LYON } from "../platform/test-support/booking-helpers";
import { bulkCustomers } from "../platform/test-support/bulk-customers";
import { servePlatform, timingStats } from "./bench-platform";

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RACERS = Number(argument("racers") ?? 50);
const ROUNDS = Number(argument("rounds") ?? 10);
const SERVER_URL = process.env.PLATFORM_BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, headers: { accept: "application/json", ...init.headers } });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

interface Answer {
  status: number;
  code: unknown;
  ms: number;
}

/** The demo study, its professional Dupont, the general meeting and the free slots of a week 11 weeks ahead. */
async function raceTarget(base: string) {
  const study = (await json(`${base}/api/studies/search?slug=${DEMO_STUDY_SLUG}`)).body as {
    id: number;
    bailiffs: Array<{ id: number; lastname: string }>;
  };
  const dupont = study.bailiffs.find((bailiff) => bailiff.lastname === "Dupont")!.id;
  const types = (await json(`${base}/api/studies/${study.id}/reporttypes`)).body as {
    data: Array<{ children: Array<{ id: number; slug: string }> }>;
  };
  const type = types.data.flatMap((group) => group.children).find((candidate) => candidate.slug === "general-meeting")!;
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() + 77 - ((monday.getUTCDay() + 6) % 7));
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const query = new URLSearchParams({
    start_date: day(monday),
    end_date: day(sunday),
    study_id: String(study.id),
    bailiff_id: String(dupont),
    report_type_id: String(type.id),
    lat: String(LYON.lat),
    lon: String(LYON.lon),
  });
  const slots = (await json(`${base}/api/calendar/available-slots?${query}`)).body as {
    available_slots: Array<{ start: string; end: string }>;
  };
  return { studyId: study.id, dupont, typeId: type.id, slots: slots.available_slots };
}

/** A customer's booking of `slot` with the professional, as the booking form sends it. */
const booking = (target: Awaited<ReturnType<typeof raceTarget>>, slot: { start: string; end: string }) => ({
  study_id: target.studyId,
  report_type_id: target.typeId,
  operator_id: target.dupont,
  meeting_type: "meeting",
  slots: [{ start_date: slot.start, end_date: slot.end }],
  address: LYON.address,
  latitude: LYON.lat,
  longitude: LYON.lon,
});

async function race(bases: string[], tokens: string[], payload: object): Promise<Answer[]> {
  return Promise.all(
    tokens.map(async (token, index) => {
      const begin = performance.now();
      const answer = await json(`${bases[index % bases.length]}/api/demands`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      return { status: answer.status, code: answer.body?.code, ms: performance.now() - begin };
    }),
  );
}

const counts = (values: unknown[]) =>
  Object.entries(
    values.reduce<Record<string, number>>((all, value) => ({ ...all, [String(value)]: (all[String(value)] ?? 0) + 1 }), {}),
  )
    .map(([value, count]) => `${count} × ${value}`)
    .join(", ");

/** One instance, in this process: the platform on the database, its address on stdout, until SIGTERM. */
async function serveInstance(databaseUrl: string) {
  const served = await servePlatform(await openPostgres({ connectionString: databaseUrl }), `race-${process.pid}`);
  console.log(JSON.stringify({ base: served.base }));
  process.once("SIGTERM", () => void served.close().then(() => process.exit(0)));
}

/** Starts an instance process (this file again, under tsx's loader) and resolves with its address. */
function startInstance(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "--instance", databaseUrl], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`instance exited with ${code}`)));
    // Its e-mails are written to its log: only the line of its address is read.
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.startsWith('{"base"')) resolve({ base: (JSON.parse(line) as { base: string }).base, child });
    });
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners("exit");
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

async function main() {
  const name = `bench_race_${process.pid}_${Date.now()}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres({ connectionString: url.toString() });
  const instances: Array<{ base: string; child: ChildProcess }> = [];
  try {
    await migrateToLatest(database.db as never);
    await seedDatabase(database.db);
    const tokens = (await bulkCustomers(database.db, RACERS)).map((customer) => customer.token);
    instances.push(...(await Promise.all([startInstance(url.toString()), startInstance(url.toString())])));
    const bases = instances.map((instance) => instance.base);
    const target = await raceTarget(bases[0]!);
    if (target.slots.length < ROUNDS) throw new Error(`only ${target.slots.length} free slots for ${ROUNDS} rounds`);

    console.log(
      `Same-slot race: ${RACERS} customers × ${ROUNDS} rounds through 2 instance processes on PostgreSQL (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
    );
    const all: Answer[] = [];
    const losers: Answer[] = [];
    for (const [round, slot] of target.slots.slice(0, ROUNDS).entries()) {
      const answers = await race(bases, tokens, booking(target, slot));
      const lost = answers.filter((answer) => answer.status !== 201);
      all.push(...answers);
      losers.push(...lost);
      console.log(
        `  round ${round + 1}: ${answers.length - lost.length} winner(s); losers ${counts(lost.map((answer) => `${answer.status} ${String(answer.code)}`))}; losers' latency ${timingStats(lost.map((answer) => answer.ms)).text}`,
      );
    }
    // The same refusal without a race: what a loser costs alone, the rest of a racing loser's time is waiting.
    const alone: number[] = [];
    for (const [index, token] of tokens.slice(0, 20).entries()) {
      const [answer] = await race([bases[index % bases.length]!], [token], booking(target, target.slots[0]!));
      alone.push(answer!.ms);
    }
    const winners = all.length - losers.length;
    const serverErrors = all.filter((answer) => answer.status >= 500).length;
    const slow = losers.filter((answer) => answer.ms >= 1_000).length;
    const stats = timingStats(losers.map((answer) => answer.ms));
    console.log(`All rounds: ${winners} winner(s) for ${ROUNDS} slot(s); losers ${counts(losers.map((answer) => answer.status))}`);
    console.log(`  losers' latency: ${stats.text}`);
    console.log(`  one refused booking alone, 20 in a row: ${timingStats(alone).text}`);
    console.log(`  losers answered in 1 s or more: ${slow}; 5xx: ${serverErrors}; load now ${os.loadavg()[0]!.toFixed(1)}`);
    const ok = winners === ROUNDS && serverErrors === 0 && slow === 0 && losers.every((answer) => answer.code === "slot_taken");
    console.log(ok ? "Goal met: one winner per slot, every loser 409 slot_taken in under 1 s, no 5xx." : "Goal missed.");
    process.exitCode = ok ? 0 : 1;
  } finally {
    await Promise.all(instances.map((instance) => stopped(instance.child)));
    await database.close();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

const instanceAt = process.argv.indexOf("--instance");
if (instanceAt > 0) await serveInstance(process.argv[instanceAt + 1]!);
else await main();
