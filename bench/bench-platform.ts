// What the platform benches share: the embedded platform served over loopback HTTP on a database they
// filled, and the figures they print for a list of timings.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import type { OpenedDatabase } from "../platform/db/open-database";
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
