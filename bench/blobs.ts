// File store benchmark (`npm run bench:blobs [-- --runs 7]`): a 10 MB document uploaded to and downloaded
// from the data-directory store and the PostgreSQL store side by side (decisions 2001–2002): through the
// store, and downloaded over HTTP as a case's file is (sendBlob); then the process's memory while eight
// downloads stream at once, next to eight whole reads for comparison. PostgreSQL: BENCH_DATABASE_URL, else
// DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a schema of its own dropped at the end.
// Goal: the PostgreSQL store within 2× of the disk, memory flat while streaming. Prints medians, exits 0.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import express from "express";
import pg from "pg";
import { migrateToLatest } from "../platform/db/migrate";
import { openPostgres } from "../platform/db/open-database";
import { blobFolder, type BlobStore } from "../platform/files/blob-store";
import { databaseBlobStore } from "../platform/files/database-blob-store";
import { directoryBlobStore } from "../platform/files/directory-blob-store";
import { sendBlob } from "../platform/http/send-blob";

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(argument("runs") ?? 7);
const SIZE = 10 * 1024 * 1024;
const AT_ONCE = 8;
const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const MB = 1024 * 1024;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** Serves the store's `cases/` folder over HTTP as the platform serves a case's file. */
async function serve(store: BlobStore) {
  const folder = blobFolder(store, "cases", ["pdf"]);
  const app = express();
  app.get("/:name", (req, res, next) => {
    sendBlob(req, res, folder, req.params.name, {
      contentType: "application/pdf",
      disposition: "attachment",
      cache: "private",
    }).catch(next);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function httpDownload(base: string, name: string) {
  const response = await fetch(`${base}/${name}`);
  const reader = response.body!.getReader();
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) size += part.value.length;
  if (size !== SIZE) throw new Error(`downloaded ${size} bytes instead of ${SIZE}`);
}

/** The peak growth of RSS, heap and buffers over `run`, sampled every 2 ms. */
async function memoryDuring(run: () => Promise<unknown>) {
  gc();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heapUsed: before.heapUsed, arrayBuffers: before.arrayBuffers };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  };
  const sampler = setInterval(sample, 2);
  await run();
  sample();
  clearInterval(sampler);
  return {
    rss: (peak.rss - before.rss) / MB,
    heap: (peak.heapUsed - before.heapUsed) / MB,
    buffers: (peak.arrayBuffers - before.arrayBuffers) / MB,
  };
}

async function measure(store: BlobStore) {
  const document = randomBytes(SIZE);
  const folder = blobFolder(store, "cases", ["pdf"]);
  const names: string[] = [];
  const upload: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const name = folder.newName("pdf");
    upload.push(await timed(() => store.put(folder.key(name), document, { contentType: "application/pdf" })));
    names.push(name);
  }
  const download: number[] = [];
  for (const name of names) {
    download.push(await timed(async () => pipeline((await folder.open(name))!.stream, discard())));
  }
  const server = await serve(store);
  const http: number[] = [];
  for (const name of names) http.push(await timed(() => httpDownload(server.base, name)));
  const streaming = await memoryDuring(() => Promise.all(names.slice(0, AT_ONCE).map((name) => httpDownload(server.base, name))));
  const whole = await memoryDuring(() => Promise.all(names.slice(0, AT_ONCE).map((name) => folder.read(name))));
  await server.close();
  return { upload: median(upload), download: median(download), http: median(http), streaming, whole };
}

async function postgresStore() {
  const schema = `bench_blobs_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query("create extension if not exists btree_gist with schema public");
  const database = await openPostgres({ connectionString: url, serverOptions: `-c search_path=${schema},public` });
  await migrateToLatest(database.db as never);
  return {
    store: databaseBlobStore(database.db),
    async close() {
      await database.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

const directory = await mkdtemp(path.join(os.tmpdir(), "bench-blobs-"));
const postgres = await postgresStore();
try {
  const disk = await measure(directoryBlobStore(directory));
  const database = await measure(postgres.store);
  const rate = (ms: number) => `${ms.toFixed(0).padStart(5)} ms ${((SIZE / MB / ms) * 1000).toFixed(0).padStart(5)} MB/s`;
  const row = (label: string, a: number, b: number) =>
    console.log(`${label.padEnd(34)} ${rate(a)}   ${rate(b)}   ${(b / a).toFixed(2).padStart(5)}×`);
  const memory = (m: { rss: number; heap: number; buffers: number }) =>
    `RSS +${m.rss.toFixed(1)} MB, heap +${m.heap.toFixed(1)} MB, buffers +${m.buffers.toFixed(1)} MB`;

  console.log(`10 MB document, median of ${RUNS} runs (PostgreSQL: ${new URL(url).host}, chunks of 256 KB)`);
  console.log(`${"".padEnd(34)} ${"data directory".padEnd(19)}   ${"PostgreSQL".padEnd(19)}   ratio`);
  row("upload (put)", disk.upload, database.upload);
  row("download (store stream)", disk.download, database.download);
  row("download (HTTP, sendBlob)", disk.http, database.http);
  console.log(`\nMemory while ${AT_ONCE} downloads of 10 MB stream at once over HTTP (peak over the start):`);
  console.log(`  data directory   ${memory(disk.streaming)}`);
  console.log(`  PostgreSQL       ${memory(database.streaming)}`);
  console.log(`For comparison, ${AT_ONCE} whole reads of the same files at once:`);
  console.log(`  data directory   ${memory(disk.whole)}`);
  console.log(`  PostgreSQL       ${memory(database.whole)}`);
} finally {
  await postgres.close();
  await rm(directory, { recursive: true, force: true });
}
