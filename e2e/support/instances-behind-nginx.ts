// Production instances of the build behind nginx, as the README's "Several instances behind nginx" runs
// them: each instance `node build/server.js` with a data directory of its own, the proxy round robin
// with the README's `location /` read from the README itself (e2e/two-instances.spec.ts,
// e2e/faults.spec.ts).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_SERVER_ENV } from "../../playwright.config";

/** Debian's nginx (`.ci/run` installs it), or undefined. */
export const nginx: string | undefined =
  spawnSync("which", ["nginx"], { encoding: "utf8" }).stdout.trim() ||
  ["/usr/sbin/nginx"].find((candidate) => spawnSync(candidate, ["-v"]).status === 0);

/**
 * The directives of the `location /` of the README's nginx block ("Several instances behind nginx"):
 * the proxy of the tests is the one the README tells operators to run.
 */
export function readmeLocation(): string[] {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = readme.slice(readme.indexOf("## Several instances behind nginx"));
  const block = /```nginx\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  const location = /location \/ \{\n([\s\S]*?)\n\s*\}/.exec(block)?.[1] ?? "";
  const directives = location
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  if (!directives.includes("proxy_pass http://constat_rdv;")) throw new Error("README.md: no nginx location / block found");
  return directives;
}

/** The proxy in front of the instances: round robin, and the README's `location /`. */
function nginxConfig(directory: string, listen: number, upstreams: number[]): string {
  return `worker_processes 1;
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  client_max_body_size 25m;
  map $http_upgrade $connection_upgrade { default upgrade; "" close; }
  upstream constat_rdv { ${upstreams.map((port) => `server 127.0.0.1:${port};`).join(" ")} }
  server {
    listen 127.0.0.1:${listen};
    location / {
      ${readmeLocation().join("\n      ")}
      # Which instance answered: lets the test see that both served.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Whether the process still runs (a SIGKILL leaves `exitCode` null: `signalCode` says it ended). */
export const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export interface Instance {
  url: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  log: () => string;
}

/** Waits until the instance (or the proxy) says it takes traffic: its database answers. */
export async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (!running(child)) throw new Error(`The instance at ${url} stopped:\n${log()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`The instance at ${url} did not start:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * One production instance on `port`, with the e2e server's secrets, the rate limits on (unless `env`
 * turns them off again) and `env` on top, once it answers /readyz.
 */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "constat-rdv-instance-"));
  const { RATE_LIMIT_DISABLED: _limits, ...serverEnv } = E2E_SERVER_ENV;
  let output = "";
  const environment = {
    ...process.env,
    ...serverEnv,
    ...env,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: "production" as const,
  };
  const child = spawn(process.execPath, ["build/server.js"], {
    env: environment,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child, () => output);
  return { url, port, child, dataDir, log: () => output };
}

export async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  if (running(instance.child)) {
    const exited = new Promise<void>((resolve) => instance.child.once("exit", () => resolve()));
    instance.child.kill("SIGTERM");
    await exited;
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

export interface Proxy {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** nginx on `listen`, round robin over the instances on `upstreams`, once it answers /readyz. */
export async function startProxy(listen: number, upstreams: number[]): Promise<Proxy> {
  const directory = mkdtempSync(path.join(tmpdir(), "constat-rdv-nginx-"));
  for (const folder of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(directory, folder));
  // nginx's workers drop to an unprivileged user when started as root: they must write its temp folders.
  chmodSync(directory, 0o777);
  spawnSync("chmod", ["-R", "777", directory]);
  writeFileSync(path.join(directory, "nginx.conf"), nginxConfig(directory, listen, upstreams));
  const child = spawn(
    nginx!,
    ["-p", directory, "-c", path.join(directory, "nginx.conf"), "-e", path.join(directory, "error.log")],
    { stdio: "inherit" },
  );
  const url = `http://localhost:${listen}`;
  await waitUntilReady(url, child, () => "nginx did not answer");
  return {
    url,
    child,
    async stop() {
      if (running(child)) {
        const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
