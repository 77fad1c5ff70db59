// A Redis server of the test's own (the shared one on 6379 is never stopped): started on the first free
// port of 6400–6419, stopped and started again on that port to play an outage (or paused, to play one
// that hangs), removed at the end.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { claimFreePort, portTaken } from "../../platform/test-support/claimed-port";

const PORTS = Array.from({ length: 20 }, (_, index) => 6400 + index);

export const redisServerInstalled = spawnSync("redis-server", ["--version"]).status === 0;

async function waitFor(answers: boolean, port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await portTaken(port)) === answers) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Redis on ${port} did not ${answers ? "start" : "stop"}`);
}

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  /** As an outage: the server goes, its connections drop. */
  stop(): Promise<void>;
  /** As a hung server: its connections stay open, nothing answers (SIGSTOP), until `resume`. */
  pause(): void;
  resume(): void;
  remove(): Promise<void>;
}

export async function privateRedis(): Promise<PrivateRedis> {
  const { port: chosen, release } = await claimFreePort(PORTS, "redis");
  const directory = mkdtempSync(path.join(tmpdir(), "constat-rdv-redis-"));
  const start = async () => {
    const started = spawnSync("redis-server", [
      "--port",
      String(chosen),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--daemonize",
      "yes",
      "--dir",
      directory,
      "--pidfile",
      path.join(directory, "redis.pid"),
      "--logfile",
      path.join(directory, "redis.log"),
    ]);
    if (started.status !== 0) throw new Error(`redis-server did not start: ${started.stderr.toString()}`);
    await waitFor(true, chosen);
  };
  const signal = (name: NodeJS.Signals) => {
    const pid = Number(readFileSync(path.join(directory, "redis.pid"), "utf8"));
    process.kill(pid, name);
  };
  // SIGTERM: Redis shuts down (nothing to save: --save "").
  const stop = async () => {
    signal("SIGTERM");
    await waitFor(false, chosen);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${chosen}`,
    start,
    stop,
    pause: () => signal("SIGSTOP"),
    resume: () => signal("SIGCONT"),
    async remove() {
      if (await portTaken(chosen)) {
        signal("SIGCONT");
        await stop();
      }
      release();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
