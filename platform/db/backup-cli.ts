// `npm run db:backup -- <file>` and `npm run db:restore -- <file>` (decision 2009): with DATABASE_URL,
// pg_dump of that database and pg_restore into it (it must be empty); without, a copy of the data directory
// (DATA_DIR, `.data` by default; the server stopped) and its restore into an empty directory. Both print the
// row counts table by table, so a backup and its restore can be compared; a restore also checks the files
// and the video captures' hashes. Exits 1 on a refusal or a failed check, 2 when misused.
import {
  backupDataDirectory,
  backupPostgres,
  describeBackup,
  describeRestore,
  restoreDataDirectory,
  restorePostgres,
} from "./backup";

const USAGE = [
  "Usage : npm run db:backup -- <fichier>    (DATABASE_URL : pg_dump ; sinon copie de DATA_DIR, serveur arrêté)",
  "        npm run db:restore -- <fichier>   (dans la base vide de DATABASE_URL, ou dans DATA_DIR vide)",
].join("\n");

const [action, file, ...rest] = process.argv.slice(2);
if ((action !== "backup" && action !== "restore") || !file || rest.length) {
  console.error(USAGE);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? ".data";

async function main(): Promise<number> {
  if (action === "backup") {
    const report = databaseUrl
      ? await backupPostgres({ databaseUrl, file: file! })
      : await backupDataDirectory({ dataDir, file: file! });
    console.log(describeBackup(report));
    return 0;
  }
  const report = databaseUrl
    ? await restorePostgres({ databaseUrl, file: file! })
    : await restoreDataDirectory({ dataDir, file: file! });
  const { text, ok } = describeRestore(report);
  if (ok) console.log(text);
  else console.error(text);
  return ok ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
