// A PostgreSQL server of the test's own (the shared one on 5432 is never stopped): a cluster made by
// initdb in a temporary directory, on the first free port of 5440–5459, stopped and started again on
// that port to play an outage, removed at the end. initdb refuses to run as root: as root the cluster
// belongs to the `postgres` account and its commands run as that account.
import { spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { claimFreePort, portTaken } from "./claimed-port";

const BIN = "/usr/lib/postgresql/15/bin";
const PORTS = Array.from({ length: 20 }, (_, index) => 5440 + index);

export const postgresInstalled = spawnSync(path.join(BIN, "pg_ctl"), ["--version"]).status === 0;

/** The account the cluster's commands run as: `postgres` when the tests run as root. */
function owner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"]).stdout.toString().trim());
  return { uid: id("-u"), gid: id("-g") };
}

function run(command: string, args: string[]): void {
  const account = owner();
  const done = spawnSync(path.join(BIN, command), args, account ? { uid: account.uid, gid: account.gid } : {});
  if (done.status !== 0) throw new Error(`${command} failed: ${done.stderr?.toString() ?? ""}${done.stdout?.toString() ?? ""}`);
}

export interface PrivatePostgres {
  url: string;
  start(): Promise<void>;
  /** As an outage: the server shuts down (`pg_ctl stop -m fast`), its sessions get 57P01 and drop. */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

export async function privatePostgres(): Promise<PrivatePostgres> {
  const { port: chosen, release } = await claimFreePort(PORTS, "postgres");
  const directory = mkdtempSync(path.join(tmpdir(), "constat-rdv-postgres-"));
  const account = owner();
  if (account) chownSync(directory, account.uid, account.gid);
  const data = path.join(directory, "data");
  const start = async () => {
    // The socket lives in the cluster's directory: nothing is written under /var/run/postgresql.
    const options = `-p ${chosen} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`;
    run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(directory, "server.log"), "-w", "-t", "60", "start"]);
  };
  const stop = async () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
    await start();
  } catch (error) {
    // The port and the directory go back: a failed start must not hold them for the next runs.
    release();
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${chosen}/postgres`,
    start,
    stop,
    async remove() {
      if (await portTaken(chosen)) await stop();
      release();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
