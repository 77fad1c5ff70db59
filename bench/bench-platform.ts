// What the platform benches share: the embedded platform served over loopback HTTP on a database they
// filled, and the figures they print for a list of timings.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { performance } from "node:perf_hooks";
import path from "node:path";
import express from "express";
import type { OpenedDatabase, PlatformDb } from "../platform/db/open-database";
import { createPlatformOnDatabase } from "../platform/index";

/** The platform on `database` (already migrated and filled), listening on an ephemeral loopback port. */
export async function servePlatform(database: OpenedDatabase, label: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${label}-`));
  const platform = await createPlatformOnDatabase(database, {
    dataDir,
    clientId: "bench",
    clientSecret: "bench",
    publicUrl: "http://localhost:3000",
    mailFrom: "bench@localhost",
    seed: false,
  });
  const app = express();
  app.use("/_platform", platform.router);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/_platform`,
    async close() {
      server.close();
      await platform.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Median, 95th percentile, extremes (and mean) of timings in milliseconds. */
export function timingStats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return {
    p50: at(0.5),
    text: `mean ${ms(mean)}, p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, min ${ms(sorted[0]!)}, max ${ms(sorted.at(-1)!)}`,
  };
}

/**
 * Times GET `url` on the served platform `runs` times after three warm-ups, printing the wall clock and
 * this process's CPU time (client, platform and PGlite all run in it: on a shared machine the CPU time is
 * the platform's own cost, the wall clock adds waiting). Answers the medians and the last body.
 */
export async function timeGet<Body>(
  request: { base: string; headers: Record<string, string>; runs: number },
  label: string,
  url: string,
  describe: (body: Body) => string,
) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let body: Body | undefined;
  for (let run = -3; run < request.runs; run++) {
    const begin = performance.now();
    const cpuBegin = process.cpuUsage();
    const response = await fetch(`${request.base}${url}`, { headers: request.headers });
    body = (await response.json()) as Body;
    if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
    if (run < 0) continue;
    wall.push(performance.now() - begin);
    const used = process.cpuUsage(cpuBegin);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(`  ${label} (${describe(body!)})`);
  console.log(`    wall clock: ${timingStats(wall).text}`);
  console.log(`    CPU time:   ${timingStats(cpu).text}`);
  return { wall: timingStats(wall).p50, cpu: timingStats(cpu).p50 };
}

/** Each generated meeting's one chosen slot, as a booking stores it. */
export async function insertChosenSlots(
  db: PlatformDb,
  meetings: Array<{ id: number; starts_at: Date | null; ends_at: Date | null }>,
) {
  if (meetings.length === 0) return;
  await db
    .insertInto("meeting_slots")
    .values(
      meetings.map((meeting) => ({
        meeting_id: meeting.id,
        start_date: meeting.starts_at!,
        end_date: meeting.ends_at!,
        selected: true,
      })),
    )
    .execute();
}
