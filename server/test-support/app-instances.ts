// App instances for the tests that run several (server/realtime.test.ts, server/redis-outage.test.ts):
// each a createServer around a fake Remix build, on one PostgreSQL schema, with the embedded platform
// only; and what those tests do through them: the app's own platform calls (its proof: not counted per
// IP), demo tokens, the session cookie the app would set, a live socket, a booking.
import type { AddressInfo } from "node:net";
import { createCookieSessionStorage } from "@remix-run/node";
import { DateTime } from "luxon";
import { io as connect, type Socket } from "socket.io-client";
import { expect } from "vitest";
import { sessionCookie as appSessionCookie } from "../../app/.server/cookies";
import { parseEnv, type Env } from "../../app/.server/env";
import { productionSecrets } from "../../app/test-support/production-secrets";
import { endUserHeaders } from "../../common/end-user-proof.server";
import { purposeKey } from "../../common/purpose-keys.server";
import { DEMO_PASSWORD, DEMO_STUDY_SLUG } from "../../platform/seed/demo-accounts";
import { postgresUrl } from "../../platform/test-support/test-backends";
import { type AppServer, createServer } from "../create-server";
import { fakeBuild } from "./fake-build";

export interface AppInstance {
  server: AppServer;
  base: string;
}

/** The environment of instances sharing the schema `schema` and the Redis at `redisUrl`, under their own key prefix. */
export function instancesEnv(options: {
  schema: string;
  dataDir: string;
  redisUrl: string;
  overrides?: Record<string, string>;
}): Env {
  const databaseUrl = new URL(postgresUrl!);
  databaseUrl.searchParams.set("options", `-c search_path=${options.schema},public`);
  return parseEnv({
    NODE_ENV: "production",
    ...productionSecrets(),
    DATA_DIR: options.dataDir,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: options.redisUrl,
    // Counters and channels of this run alone: other runs share the Redis.
    REDIS_KEY_PREFIX: `test-${options.schema}`,
    FAST_PASSWORD_HASHING: "1",
    // Only the platform is embedded: no content, geolocation nor sign-in provider to start.
    CONTENT_API_URL: "http://content.invalid",
    GEO_API_URL: "http://geo.invalid",
    OIDC_ISSUER_URL: "http://oidc.invalid",
    ...options.overrides,
  });
}

export async function startInstance(env: Env): Promise<AppInstance> {
  const server = await createServer({ env, build: fakeBuild(async (_request, status) => new Response("ok", { status })) });
  await new Promise<void>((resolve) => server.httpServer.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}` };
}

export function instanceClient(env: Env) {
  const sockets: Socket[] = [];

  /** The app's own call (its proof), as when the sign-in page asks for a token: not counted per IP. */
  async function platformCall(
    base: string,
    method: string,
    urlPath: string,
    init: { token?: string; json?: unknown; form?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      accept: "application/json",
      ...endUserHeaders(purposeKey(env.PLATFORM_CLIENT_SECRET, "endUserProof"), "203.0.113.7"),
    };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    } else if (init.form) body = new URLSearchParams(init.form);
    const response = await fetch(`${base}/_platform${urlPath}`, { method, headers, body });
    return { status: response.status, body: (await response.json()) as any };
  }

  async function token(base: string, email: string) {
    const { status, body } = await platformCall(base, "POST", "/oauth/token", {
      form: {
        grant_type: "password",
        client_id: env.PLATFORM_CLIENT_ID,
        client_secret: env.PLATFORM_CLIENT_SECRET,
        username: email,
        password: DEMO_PASSWORD,
        scope: "*",
      },
    });
    expect(status).toBe(200);
    return body.access_token as string;
  }

  /** The cookie the app would have set at sign-in. */
  async function sessionCookie(data: { token: string; studyId?: number }) {
    const storage = createCookieSessionStorage({ cookie: appSessionCookie(env) });
    const session = await storage.getSession();
    session.set("token", data.token);
    if (data.studyId) session.set("studyId", data.studyId);
    return (await storage.commitSession(session)).split(";")[0]!;
  }

  function open(base: string, headers: Record<string, string> = {}) {
    const socket = connect(base, { transports: ["websocket"], extraHeaders: headers, reconnection: false });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once("connect", () => resolve(socket));
      socket.once("connect_error", reject);
    });
  }

  async function demoStudy(base: string) {
    const { body } = await platformCall(base, "GET", `/api/studies/search?slug=${DEMO_STUDY_SLUG}`);
    const study = body.data ?? body;
    return {
      id: study.id as number,
      bailiffId: (study.bailiffs as { id: number; lastname: string }[]).find((x) => x.lastname === "Dupont")!.id,
    };
  }

  /** A customer's booking through `base`, of the first slot the demo bailiff has free in two weeks. */
  async function book(base: string, customerToken: string, study: { id: number; bailiffId: number }) {
    const { body: types } = await platformCall(base, "GET", `/api/studies/${study.id}/reporttypes`);
    const flatten = (nodes: any[]): any[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
    const general = flatten(types.data).find((type) => type.slug === "general-meeting");
    const monday = DateTime.now().setZone("Europe/Paris").startOf("week").plus({ weeks: 2 });
    const query = new URLSearchParams({
      start_date: monday.toISODate()!,
      end_date: monday.plus({ days: 6 }).toISODate()!,
      study_id: String(study.id),
      bailiff_id: String(study.bailiffId),
      report_type_id: String(general.id),
      lat: "45.764",
      lon: "4.8357",
    });
    const { body: slots } = await platformCall(base, "GET", `/api/calendar/available-slots?${query}`);
    const [slot] = slots.available_slots;
    return platformCall(base, "POST", "/api/demands", {
      token: customerToken,
      json: {
        study_id: study.id,
        report_type_id: general.id,
        meeting_type: "meeting",
        operator_id: study.bailiffId,
        slots: [{ start_date: slot.start, end_date: slot.end }],
        address: "10 rue de la République, 69002 Lyon",
        latitude: 45.764,
        longitude: 4.8357,
      },
    });
  }

  return {
    platformCall,
    token,
    sessionCookie,
    open,
    demoStudy,
    book,
    closeSockets: () => {
      for (const socket of sockets) socket.close();
    },
  };
}
