// File store benchmark (`npm run bench:blobs [-- --runs 7]`): a 10 MB document uploaded to and downloaded
// from the data-directory store and the PostgreSQL store side by side (decisions 2001–2002): through the
// store, and downloaded over HTTP as a case's file is (sendBlob); then the process's memory while eight
// downloads stream at once, next to eight whole reads for comparison. PostgreSQL: BENCH_DATABASE_URL, else
// DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a schema of its own dropped at the end.
// Goal: the PostgreSQL store within 2× of the disk, memory flat while streaming. The stores take turns run
// by run, so both meet the same load; prints the median and the best run of each, and the machine's load.
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
import { blobFolder, type BlobFolder, type BlobStore } from "../platform/files/blob-store";
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
// `npm run bench:blobs` runs with --expose-gc; without it the memory figures count garbage too.
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

type Memory = { rss: number; heap: number; buffers: number };

/**
 * The peak growth over `run` of RSS and of what is alive in the heap and in buffers: sampled every 10 ms
 * right after a collection, so that garbage waiting to be collected does not count. What `run` answers is
 * still held at the last sample (the whole reads' buffers).
 */
async function memoryDuring(run: () => Promise<unknown>): Promise<Memory> {
  gc();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heapUsed: before.heapUsed, arrayBuffers: before.arrayBuffers };
  const sample = () => {
    gc();
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  };
  const sampler = setInterval(sample, 10);
  const answer = await run();
  sample();
  clearInterval(sampler);
  void answer;
  return {
    rss: (peak.rss - before.rss) / MB,
    heap: (peak.heapUsed - before.heapUsed) / MB,
    buffers: (peak.arrayBuffers - before.arrayBuffers) / MB,
  };
}

interface Subject {
  label: string;
  store: BlobStore;
  folder: BlobFolder;
  names: string[];
  base: string;
  times: Record<Operation, number[]>;
  close(): Promise<unknown>;
}
type Operation = "upload" | "download" | "http";

async function subject(label: string, store: BlobStore): Promise<Subject> {
  const server = await serve(store);
  const times = { upload: [], download: [], http: [] };
  return { label, store, folder: blobFolder(store, "cases", ["pdf"]), names: [], base: server.base, times, close: server.close };
}

/** One run of every operation on each store in turn, so that both meet the same machine load. */
async function run(subjects: Subject[], document: Buffer) {
  for (const one of subjects) {
    const name = one.folder.newName("pdf");
    one.times.upload.push(await timed(() => one.store.put(one.folder.key(name), document, { contentType: "application/pdf" })));
    one.names.push(name);
  }
  for (const one of subjects) {
    const name = one.names.at(-1)!;
    one.times.download.push(await timed(async () => pipeline((await one.folder.open(name))!.stream, discard())));
  }
  for (const one of subjects) one.times.http.push(await timed(() => httpDownload(one.base, one.names.at(-1)!)));
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
const subjects = [await subject("data directory", directoryBlobStore(directory)), await subject("PostgreSQL", postgres.store)];
try {
  const document = randomBytes(SIZE);
  for (let index = 0; index < RUNS; index++) await run(subjects, document);
  const streaming: Memory[] = [];
  const whole: Memory[] = [];
  for (const one of subjects) {
    const names = one.names.slice(0, AT_ONCE);
    streaming.push(await memoryDuring(() => Promise.all(names.map((name) => httpDownload(one.base, name)))));
    whole.push(await memoryDuring(() => Promise.all(names.map((name) => one.folder.read(name)))));
  }

  const rate = (ms: number) => `${ms.toFixed(0).padStart(5)} ms ${((SIZE / MB / ms) * 1000).toFixed(0).padStart(4)} MB/s`;
  const row = (label: string, operation: Operation) => {
    const [disk, database] = subjects.map((one) => one.times[operation]);
    const cells = [median(disk!), Math.min(...disk!), median(database!), Math.min(...database!)];
    console.log(
      `${label.padEnd(26)} ${rate(cells[0]!)} ${rate(cells[1]!)}   ${rate(cells[2]!)} ${rate(cells[3]!)}   ` +
        `${(cells[2]! / cells[0]!).toFixed(1).padStart(4)}× ${(cells[3]! / cells[1]!).toFixed(1).padStart(4)}×`,
    );
  };
  const memory = (m: Memory) => `RSS +${m.rss.toFixed(1)} MB, heap +${m.heap.toFixed(1)} MB, buffers +${m.buffers.toFixed(1)} MB`;

  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(`10 MB document, ${RUNS} runs each, interleaved (PostgreSQL ${new URL(url).host}, chunks of 256 KB)`);
  console.log(`machine: ${os.cpus().length} cores, load average ${load.join(" ")}\n`);
  console.log(`${"".padEnd(26)} ${"data directory: median, best".padEnd(39)}   ${"PostgreSQL: median, best".padEnd(39)}   ratio`);
  row("upload (put)", "upload");
  row("download (store stream)", "download");
  row("download (HTTP, sendBlob)", "http");
  console.log(`\nMemory while ${AT_ONCE} downloads of 10 MB stream at once over HTTP (peak over the start, live after GC):`);
  subjects.forEach((one, index) => console.log(`  ${one.label.padEnd(16)} ${memory(streaming[index]!)}`));
  console.log(`For comparison, ${AT_ONCE} whole reads of the same files at once:`);
  subjects.forEach((one, index) => console.log(`  ${one.label.padEnd(16)} ${memory(whole[index]!)}`));
} finally {
  for (const one of subjects) await one.close();
  await postgres.close();
  await rm(directory, { recursive: true, force: true });
}
