// The embedded database's place in the data directory, and the check the operator commands make before
// touching it: PGlite is one process's database, with no lock another process would respect, so a command
// that opened or copied it while the server runs would read (or write) pages the server is changing.
import { stat } from "node:fs/promises";
import path from "node:path";

export const embeddedDatabaseDir = (dataDir: string) => path.resolve(dataDir, "platform-db");
export const uploadsDir = (dataDir: string) => path.resolve(dataDir, "uploads");

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Refuses a data directory without an embedded database, or whose database is open: PGlite writes
 * `postmaster.pid` while it runs and removes it when closed, so the file is there while a server uses the
 * directory, or after one stopped without closing it.
 */
export async function assertClosedEmbeddedDatabase(dataDir: string): Promise<void> {
  const directory = embeddedDatabaseDir(dataDir);
  if (!(await exists(path.join(directory, "PG_VERSION")))) {
    throw new Error(`Aucune base embarquée dans ${directory} : vérifiez DATA_DIR.`);
  }
  if (await exists(path.join(directory, "postmaster.pid"))) {
    throw new Error(
      `La base embarquée de ${directory} est ouverte (postmaster.pid) : arrêtez le serveur d'abord. ` +
        "S'il s'est arrêté brutalement, démarrez-le puis arrêtez-le normalement une fois, et recommencez.",
    );
  }
}
