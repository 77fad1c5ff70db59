// `npm run db:move` on the demo data: a data directory as `npm start` leaves it (the seeded PGlite, plus an
// avatar and video captures uploaded through the API) moves into an empty schema of the local PostgreSQL;
// every table has the same count on both sides, rows and sequences arrive intact, the files are in the
// PostgreSQL store with the same bytes, and a platform started on the target serves them and signs the
// demo accounts in. A target holding rows is refused with nothing written, and so is a data directory a
// server still has open.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBlobStore } from "../files/database-blob-store";
import { DEMO_EMAILS } from "../seed/demo-accounts";
import { addDemoFiles, type DemoFiles } from "../test-support/demo-files";
import { seededPGlite } from "../test-support/seeded-template";
import { createTestSchema, dropTestSchema, openTestSchema, postgresUrl } from "../test-support/test-backends";
import { startTestPlatform } from "../test-support/test-platform";
import { countTables, TargetNotEmptyError } from "./database-contents";
import { assertClosedEmbeddedDatabase, embeddedDatabaseDir, uploadsDir } from "./embedded-data-dir";
import { copyOrder, moveDatabase } from "./move-database";
import { createPGlite, databaseFromPGlite, openPostgres, type OpenedDatabase } from "./open-database";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Runs the command as an operator would (`npm run db:move -- <url>`), with DATA_DIR set. */
function runMove(url: string, dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "platform/db/move-database-cli.ts", url], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A connection string whose connections use `schema` (as a deployment's would use its database). */
const urlFor = (schema: string) => {
  const url = new URL(postgresUrl!);
  url.searchParams.set("options", `-c search_path=${schema},public`);
  return url.toString();
};

const openSchema = (schema: string) =>
  openPostgres({ connectionString: postgresUrl!, serverOptions: `-c search_path=${schema},public` });

describe("the order tables are copied in", () => {
  it("puts every table after the ones it refers to, and defers a table's key on itself and a cycle's keys", () => {
    const keys = [
      { name: "demands_user", table: "demands", references: "users" },
      { name: "users_study", table: "users", references: "studies" },
      { name: "types_parent", table: "report_types", references: "report_types" },
      { name: "a_b", table: "a", references: "b" },
      { name: "b_a", table: "b", references: "a" },
    ];
    const { order, deferred } = copyOrder(["a", "b", "demands", "report_types", "studies", "users"], keys);
    expect(order.indexOf("studies")).toBeLessThan(order.indexOf("users"));
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("demands"));
    expect(deferred.map((key) => key.name).sort()).toEqual(["a_b", "b_a", "types_parent"]);
  });
});

// Each step runs a migration, a copy or the CLI (tsx start-up): slow on a loaded two-core machine.
describe.skipIf(!postgresUrl)("moving the demo data from PGlite to PostgreSQL", { timeout: 120_000 }, () => {
  const schema = `move_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  let dataDir: string;
  let files: DemoFiles;
  let target: OpenedDatabase;
  let move: Awaited<ReturnType<typeof runMove>>;

  beforeAll(async () => {
    // The data directory `npm start` leaves: the seeded database on disk, files under uploads/.
    dataDir = await mkdtemp(path.join(os.tmpdir(), "db-move-"));
    const template = await seededPGlite();
    const dump = await template.dumpDataDir("gzip");
    await template.close();
    const running = await startTestPlatform({
      database: databaseFromPGlite(await createPGlite(embeddedDatabaseDir(dataDir), dump)),
      dataDir,
    });
    try {
      files = await addDemoFiles(running);
      // While a server has the directory open, the command leaves it alone.
      await expect(assertClosedEmbeddedDatabase(dataDir)).rejects.toThrow(/arrêtez le serveur/);
    } finally {
      await running.close();
    }
    await createTestSchema(schema);
    move = await runMove(urlFor(schema), dataDir);
    target = await openSchema(schema);
  }, 180_000);

  afterAll(async () => {
    await target?.close();
    await dropTestSchema(schema);
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The source as the command left it, opened again. */
  async function withSource<T>(read: (source: OpenedDatabase) => Promise<T>): Promise<T> {
    const source = databaseFromPGlite(await createPGlite(embeddedDatabaseDir(dataDir)));
    try {
      return await read(source);
    } finally {
      await source.close();
    }
  }

  it("prints the same count on both sides for every table, and the files", async () => {
    expect(move.stderr).toBe("");
    expect(move.code).toBe(0);
    expect(move.stdout).toContain("les nombres sont identiques");
    const sourceCounts = await withSource((source) => countTables(source.db));
    const targetCounts = await countTables(target.db);
    const withoutFileStore = (counts: typeof sourceCounts) =>
      counts.filter(({ table }) => table !== "blobs" && table !== "blob_chunks");
    expect(withoutFileStore(targetCounts)).toEqual(withoutFileStore(sourceCounts));
    expect(sourceCounts.find((line) => line.table === "users")!.rows).toBeGreaterThan(50);
    for (const { table, rows } of withoutFileStore(sourceCounts)) {
      expect(move.stdout).toMatch(new RegExp(`^${table} +${rows} +${rows} +ok$`, "m"));
    }
    expect(move.stdout).toMatch(/^\(fichiers\) +3 +3 +ok$/m);
  });

  it("copies rows exactly: timestamps, hashes, json, bytea and nulls", async () => {
    const pick = async (db: OpenedDatabase["db"]) => ({
      users: await db.selectFrom("users").selectAll().orderBy("id").limit(20).execute(),
      demands: await db.selectFrom("demands").selectAll().orderBy("id", "desc").limit(20).execute(),
      captures: await db.selectFrom("video_captures").selectAll().orderBy("id").execute(),
      chain: await db.selectFrom("video_evidence_entries").selectAll().orderBy("id").execute(),
      outbox: await db.selectFrom("outbox").selectAll().orderBy("id").limit(20).execute(),
      reportTypes: await db.selectFrom("report_types").selectAll().orderBy("id").execute(),
    });
    const before = await withSource((source) => pick(source.db));
    const after = await pick(target.db);
    expect(after).toEqual(before);
    expect(after.captures.map((capture) => capture.sha256)).toEqual(files.captures.map((capture) => capture.sha256));
  });

  it("continues every sequence where the source's stood, past the highest number, so new rows get new ids", async () => {
    const source = await withSource(async ({ db }) => {
      const { rows } = await sql<{ max: number; last: number }>`
        select (select max(id)::int from users) as max, (select last_value::int from users_id_seq) as last`.execute(db);
      return rows[0]!;
    });
    expect(source.last).toBeGreaterThanOrEqual(source.max);
    const { rows } = await sql<{ next: string }>`select nextval('users_id_seq') as next`.execute(target.db);
    expect(Number(rows[0]!.next)).toBe(source.last + 1);
  });

  it("puts the files into the PostgreSQL store with their bytes, and leaves the data directory as it was", async () => {
    const store = databaseBlobStore(target.db);
    expect(await store.read(files.avatar.key)).toEqual(files.avatar.bytes);
    for (const capture of files.captures) expect(sha256((await store.read(capture.key))!)).toBe(capture.sha256);
    const stored = await target.db.selectFrom("blobs").select(["key", "sha256"]).execute();
    expect(stored.find((blob) => blob.key === files.captures[0]!.key)?.sha256).toBe(files.captures[0]!.sha256);
    expect(await databaseBlobStore(target.db).list()).toEqual(
      [files.avatar.key, ...files.captures.map((capture) => capture.key)].sort(),
    );
    const { directoryBlobStore } = await import("../files/directory-blob-store");
    expect((await directoryBlobStore(uploadsDir(dataDir)).list()).length).toBe(3);
  });

  it("gives a platform on the target the demo accounts, the files and a valid capture chain", async () => {
    const platform = await startTestPlatform({ database: await openSchema(schema) });
    try {
      const customer = await platform.login(DEMO_EMAILS.customer);
      const me = await platform.call("GET", "/api/oauth/me", { token: customer });
      expect(me.body.email).toBe(DEMO_EMAILS.customer);
      const avatar = await fetch(`${platform.baseUrl}/api/files/${files.avatar.key}`);
      expect(avatar.status).toBe(200);
      expect(Buffer.from(await avatar.arrayBuffer())).toEqual(files.avatar.bytes);
    } finally {
      await platform.close();
    }
  });

  it("refuses a target that holds rows, writing nothing, with the operator's message and a non-zero exit", async () => {
    const before = await countTables(target.db);
    const again = await runMove(urlFor(schema), dataDir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("La base cible n'est pas vide");
    expect(again.stderr).toContain("Rien n'a été écrit.");
    expect(await countTables(target.db)).toEqual(before);
  });

  it("accepts a target only migrated, as a move that stopped half-way leaves it, and fills it", async () => {
    const migrated = await openTestSchema();
    try {
      const pglite = await createPGlite(embeddedDatabaseDir(dataDir));
      try {
        const report = await moveDatabase({ source: pglite, uploadsDir: uploadsDir(dataDir), target: migrated.database.db });
        expect(report.tables.every((line) => line.source === line.target)).toBe(true);
        expect(report.files).toEqual({ source: 3, target: 3 });
      } finally {
        await pglite.close();
      }
    } finally {
      await migrated.database.close();
      await migrated.drop();
    }
  });

  it("refuses a schema holding anything else's rows, without creating a table there", async () => {
    const other = `move_other_${process.pid}_${randomBytes(4).toString("hex")}`;
    await createTestSchema(other);
    const database = await openSchema(other);
    try {
      await sql`create table notes (body text)`.execute(database.db);
      await sql`insert into notes values ('à garder')`.execute(database.db);
      const pglite = await createPGlite(embeddedDatabaseDir(dataDir));
      try {
        await expect(moveDatabase({ source: pglite, uploadsDir: uploadsDir(dataDir), target: database.db })).rejects.toThrow(
          TargetNotEmptyError,
        );
      } finally {
        await pglite.close();
      }
      expect((await countTables(database.db)).map(({ table }) => table)).toEqual(["notes"]);
    } finally {
      await database.close();
      await dropTestSchema(other);
    }
  });
});
