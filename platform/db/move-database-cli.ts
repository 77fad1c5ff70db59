// `npm run db:move -- postgres://…`: moves the embedded database of DATA_DIR (`.data` by default) and its
// files into an empty PostgreSQL database, then prints the counts of both sides (decision 2008). The
// server must be stopped. Exits 1 without writing anything when the target is not empty; exits 2 when
// the command is misused.
import { createPGlite, databaseFromPGlite, openPostgres } from "./open-database";
import { assertEmptyTarget } from "./database-contents";
import { assertClosedEmbeddedDatabase, embeddedDatabaseDir, uploadsDir } from "./embedded-data-dir";
import { migrateToLatest } from "./migrate";
import { describeMove, moveDatabase, MoveMismatchError } from "./move-database";

const USAGE =
  "Usage : npm run db:move -- postgres://utilisateur@hôte:5432/base (DATA_DIR désigne le répertoire de données, .data par défaut)";

const targetUrl = process.argv[2];
if (!targetUrl || !/^postgres(ql)?:\/\//.test(targetUrl) || process.argv.length > 3) {
  console.error(USAGE);
  process.exit(2);
}
const dataDir = process.env.DATA_DIR ?? ".data";

async function main(): Promise<number> {
  await assertClosedEmbeddedDatabase(dataDir);
  const target = await openPostgres({ connectionString: targetUrl! });
  try {
    // Checked before the source is even opened: a refusal leaves both sides exactly as they were.
    await assertEmptyTarget(target.db);
    console.log(`Source : ${embeddedDatabaseDir(dataDir)} et ses fichiers (${uploadsDir(dataDir)}).`);
    const pglite = await createPGlite(embeddedDatabaseDir(dataDir));
    const source = databaseFromPGlite(pglite);
    try {
      // A data directory from an older version is brought up to date first, as `npm start` would.
      await migrateToLatest(source.db as never);
      const report = await moveDatabase({
        source: pglite,
        uploadsDir: uploadsDir(dataDir),
        target: target.db,
        progress: (line) => console.log(line),
      });
      console.log(`\n${describeMove(report)}`);
      console.log(
        "\nDémarrez maintenant les instances avec DATABASE_URL désignant cette base, et les secrets du répertoire " +
          "de données (session-secret, platform-client-secret, oidc-client-secret) dans leur environnement. " +
          "Le répertoire de données n'a pas été modifié : gardez-le jusqu'à ce que tout soit vérifié.",
      );
      return 0;
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof MoveMismatchError) console.error(`${describeMove(error.report, { checked: false })}\n`);
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
