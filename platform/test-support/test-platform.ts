// Starts a real platform for a test file: a clone of the seeded template, the real router mounted at
// /_platform like server.ts does, listening on a free port; plus small HTTP helpers.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { databaseFromPGlite, type OpenedDatabase } from "../db/open-database";
import { createPlatformOnDatabase, type Platform, type PlatformOptions } from "../index";
import { DEMO_PASSWORD } from "../seed/demo-accounts";
import { useFastPasswordHashingForTests } from "../security/passwords";
import { seededPGlite } from "./seeded-template";

useFastPasswordHashingForTests();

export const TEST_CLIENT = { clientId: "test-client", clientSecret: "test-secret" };
export const PUBLIC_URL = "https://site.example";

export interface TestPlatform {
  baseUrl: string;
  platform: Platform;
  call(method: string, path: string, options?: CallOptions): Promise<{ status: number; body: any; headers: Headers }>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export async function startTestPlatform(
  overrides: Partial<PlatformOptions> & { database?: OpenedDatabase } = {},
): Promise<TestPlatform> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "platform-test-"));
  const { database, ...options } = overrides;
  const opened = database ?? databaseFromPGlite(await seededPGlite());
  const platform = await createPlatformOnDatabase(opened, {
    dataDir,
    ...TEST_CLIENT,
    publicUrl: PUBLIC_URL,
    mailFrom: "Constat RDV <ne-pas-repondre@site.example>",
    exposeOutbox: true,
    // Suites register many accounts from this one address; the limit's own test sets it back.
    registrationsPerIpPerHour: 100_000,
    // Reminders go out when a test runs the job's pass, never by the clock in the middle of another test.
    reminders: false,
    ...options,
  });
  const app = express();
  app.use("/_platform", platform.router);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_platform`;

  const call: TestPlatform["call"] = async (method, urlPath, { token, json, form, body, headers = {} } = {}) => {
    const init: RequestInit = { method, headers: { accept: "application/json", ...headers } };
    const allHeaders = init.headers as Record<string, string>;
    if (token) allHeaders.authorization = `Bearer ${token}`;
    if (json !== undefined) {
      allHeaders["content-type"] = "application/json";
      init.body = JSON.stringify(json);
    } else if (form) {
      init.body = new URLSearchParams(form);
    } else if (body !== undefined) {
      init.body = body;
    }
    const response = await fetch(`${baseUrl}${urlPath}`, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a file): keep the text.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  return {
    baseUrl,
    platform,
    call,
    async login(email, password = DEMO_PASSWORD) {
      const { status, body } = await call("POST", "/oauth/token", {
        form: {
          grant_type: "password",
          // The platform's own client: a test may start it with another (server/published-secret.test.ts).
          client_id: options.clientId ?? TEST_CLIENT.clientId,
          client_secret: options.clientSecret ?? TEST_CLIENT.clientSecret,
          username: email,
          password,
          scope: "*",
        },
      });
      if (status !== 200) throw new Error(`login ${email} failed: ${status} ${JSON.stringify(body)}`);
      return body.access_token as string;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await platform.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
