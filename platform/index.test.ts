// createPlatform as server.ts uses it: a fresh data directory is created, migrated and seeded, the demo
// accounts log in, data survives a restart, the seed does not run twice, the test outbox stays hidden.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, expect, it } from "vitest";
import { useFastPasswordHashingForTests } from "./security/passwords";
import { DEMO_EMAILS, DEMO_PASSWORD } from "./seed/demo-accounts";
import { createPlatform, type Platform } from "./index";

useFastPasswordHashingForTests();
const directories: string[] = [];
afterAll(async () => {
  for (const directory of directories) await rm(directory, { recursive: true, force: true });
});

async function serve(platform: Platform) {
  const app = express();
  app.use("/_platform", platform.router);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_platform`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

const options = (dataDir: string) => ({
  dataDir,
  clientId: "web",
  clientSecret: "secret",
  publicUrl: "http://localhost:3000",
  mailFrom: "robot@localhost",
});

it("starts on a fresh data directory, seeds, logs the demo accounts in, and persists across restarts", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "platform-start-"));
  directories.push(dataDir);

  const first = await createPlatform(options(dataDir));
  const http = await serve(first);
  const login = await fetch(`${http.base}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "web",
      client_secret: "secret",
      username: DEMO_EMAILS.customer,
      password: DEMO_PASSWORD,
      scope: "*",
    }),
  });
  expect(login.status).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const me = await fetch(`${http.base}/api/oauth/me`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(((await me.json()) as { email: string }).email).toBe(DEMO_EMAILS.customer);
  expect((await fetch(`${http.base}/api/_test/outbox`)).status).toBe(404);
  const unknown = await fetch(`${http.base}/api/nothing-here`);
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toMatchObject({ code: "not_found" });
  await first.db.insertInto("platform_meta").values({ key: "restart-check", value: "kept" }).execute();
  await http.close();
  await first.close();
  await first.close();

  const second = await createPlatform({ ...options(dataDir), exposeOutbox: true });
  const kept = await second.db.selectFrom("platform_meta").select("value").where("key", "=", "restart-check").executeTakeFirst();
  expect(kept?.value).toBe("kept");
  const users = await second.db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.customer).execute();
  expect(users).toHaveLength(1);
  // The session token issued before the restart is still valid: tokens live in the database.
  const again = await serve(second);
  expect((await fetch(`${again.base}/api/oauth/me`, { headers: { authorization: `Bearer ${access_token}` } })).status).toBe(200);
  expect((await fetch(`${again.base}/api/_test/outbox`)).status).toBe(200);
  await again.close();
  await second.close();
}, 120_000);
