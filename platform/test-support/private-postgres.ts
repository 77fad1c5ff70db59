// A PostgreSQL server of the test's own (the shared one on 127.0.0.1:5432 is never stopped): a cluster
// made by Debian's initdb in a temporary directory, listening on a free port of the loopback with its
// socket in that directory, stopped and started again on that port to play an outage, removed at the
// end. initdb and the server refuse to run as root: as root they run as the `postgres` user (runuser),
// who owns the directory. Every command is spawned, never run synchronously, so that the test's own
// clients keep running while the server stops or starts. The port is claimed (./claimed-port.ts), so
// two test files starting one at once never share it. Used by the platform's outage test and the e2e
// faults spec.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { claimFreePort } from "./claimed-port";

const PORTS = Array.from({ length: 20 }, (_, index) => 5440 + index);

/** The binaries of the newest PostgreSQL Debian installed (`/usr/lib/postgresql/<version>/bin`), if any. */
const postgresBin: string | undefined = (() => {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, "bin"))[0];
})();

const asRoot = process.getuid?.() === 0;
const postgresUser = asRoot ? spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }) : undefined;

/** Whether a private server can be made here: the binaries, and the `postgres` user when run as root. */
export const privatePostgresPossible = Boolean(postgresBin) && (!asRoot || postgresUser?.status === 0);

/** Runs one of PostgreSQL's programs (as `postgres` when root), resolving with its output; rejects on failure. */
function run(program: string, args: string[]): Promise<string> {
  const binary = path.join(postgresBin!, program);
  const [command, commandArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${program} ${args.join(" ")} exited ${code}:\n${output}`)),
    );
  });
}

export interface PrivatePostgres {
  /** The server's own `postgres` database (superuser `postgres`, trust on the loopback). */
  url: string;
  port: number;
  /** The URL of another database of this server. */
  databaseUrl(name: string): string;
  /** As an outage: a fast shutdown, every connection dropped; resolves once the server is gone. */
  stop(): Promise<void>;
  /** Resolves once the server accepts connections again. */
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function privatePostgres(): Promise<PrivatePostgres> {
  const { port, release } = await claimFreePort(PORTS, "postgres");
  const directory = mkdtempSync(path.join(tmpdir(), "constat-rdv-postgres-"));
  const given = () => {
    release();
    rmSync(directory, { recursive: true, force: true });
  };
  if (asRoot) chownSync(directory, Number(postgresUser!.stdout.trim()), -1);
  const data = path.join(directory, "data");
  const options = [
    `-p ${port}`,
    `-k ${directory}`,
    "-c listen_addresses=127.0.0.1",
    // A test's cluster, kept for no machine crash: no waiting on the disk of a loaded machine. A commit
    // is still in the WAL before it is acknowledged, and a fast stop still writes everything out.
    "-c fsync=off",
  ].join(" ");
  let started = false;
  const start = async () => {
    await run("pg_ctl", ["start", "-D", data, "-l", path.join(directory, "server.log"), "-w", "-t", "60", "-o", options]);
    started = true;
  };
  const stop = async () => {
    await run("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w", "-t", "60"]);
    started = false;
  };
  try {
    await run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
    await start();
  } catch (error) {
    // The port and the directory go back: a failed start must not hold them for the next runs.
    given();
    throw error;
  }
  const databaseUrl = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url: databaseUrl("postgres"),
    port,
    databaseUrl,
    start,
    stop,
    async remove() {
      if (started) await stop().catch(() => run("pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w"]));
      given();
    },
  };
}
