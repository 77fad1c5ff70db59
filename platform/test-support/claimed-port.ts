// A port of the tests' own servers (a private Redis, a private PostgreSQL): the first of a range that
// nothing listens on, claimed by creating its lock file, which only one of two test files looking at
// once can do; released at the end.
import { closeSync, openSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The claimed port, and how to give it back; throws when every port of `ports` is taken. */
export async function claimFreePort(ports: number[], label: string): Promise<{ port: number; release(): void }> {
  for (const port of ports) {
    const lockFile = path.join(tmpdir(), `constat-rdv-test-${label}-${port}.lock`);
    try {
      closeSync(openSync(lockFile, "wx"));
    } catch {
      continue;
    }
    const release = () => rmSync(lockFile, { force: true });
    if (!(await portTaken(port))) return { port, release };
    release();
  }
  throw new Error(`no free port in ${ports[0]}–${ports.at(-1)} for a test ${label}`);
}
