// `npm run files:import`: moves the files of the data directory (DATA_DIR, `.data` by default) into the
// PostgreSQL database of DATABASE_URL, and says how many (decision 2003). Every start with DATABASE_URL
// does the same; this runs it alone, e.g. before switching instances over.
import path from "node:path";
import { openDatabase } from "../db/open-database";
import { databaseBlobStore } from "./database-blob-store";
import { describeImport, importDataDirectory } from "./import-files";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL n'est pas défini : sans PostgreSQL, les fichiers restent dans le répertoire de données.");
  process.exit(1);
}
const dataDir = process.env.DATA_DIR ?? ".data";
const database = await openDatabase({ databaseUrl, dataDir });
try {
  console.log(describeImport(await importDataDirectory(path.resolve(dataDir, "uploads"), databaseBlobStore(database.db))));
} finally {
  await database.close();
}
