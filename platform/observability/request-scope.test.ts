// The platform's own request ids (decision 2006) and the log lines that carry them, on a bare express
// app as the platform's router sees its requests.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { endUserHeaders } from "../../common/end-user-proof.server";
import { runInRequestScope } from "../../common/request-scope.server";
import { logger, resetLogging } from "./logger";
import { readableLine } from "./readable-log";
import { platformRequestScope } from "./request-scope-middleware";
import { captureLog } from "./test-support/capture-log";

const KEY = Buffer.alloc(32, 7);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => resetLogging());

async function platformLike() {
  const app = express();
  app.use(platformRequestScope(KEY));
  app.use(express.json());
  app.post("/api/things", (req, res) => {
    logger("platform").info({ things: (req.body as unknown[]).length }, "things received");
    res.json({ ok: true });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (headers: Record<string, string>) =>
    fetch(`${base}/api/things`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: "[1,2]" });
  return { post, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("platformRequestScope", () => {
  it("takes the app's request id (proven by the end-user proof), and its lines carry it, after the body was read", async () => {
    const lines = captureLog("info");
    const platform = await platformLike();
    try {
      const response = await platform.post({ ...endUserHeaders(KEY, "203.0.113.4"), "x-request-id": "page-3f9a" });
      expect(response.headers.get("x-request-id")).toBe("page-3f9a");
      expect(lines()).toContainEqual(
        expect.objectContaining({ component: "platform", msg: "things received", requestId: "page-3f9a", things: 2 }),
      );
    } finally {
      await platform.close();
    }
  });

  it("generates the id of anybody else's call, and of a malformed one", async () => {
    const platform = await platformLike();
    try {
      const outsider = await platform.post({ "x-request-id": "chosen-by-the-caller" });
      expect(outsider.headers.get("x-request-id")).toMatch(UUID);
      const forged = await platform.post({ ...endUserHeaders(Buffer.alloc(32, 8), "203.0.113.4"), "x-request-id": "forged-id" });
      expect(forged.headers.get("x-request-id")).toMatch(UUID);
      const malformed = await platform.post({ ...endUserHeaders(KEY, "203.0.113.4"), "x-request-id": "<script>" });
      expect(malformed.headers.get("x-request-id")).toMatch(UUID);
    } finally {
      await platform.close();
    }
  });
});

describe("logger", () => {
  it("writes JSON lines with the level's name, the component, the scope's request id and an error's stack", () => {
    const lines = captureLog("info");
    runInRequestScope({ requestId: "req-1" }, () => logger("platform").error({ err: new Error("boom") }, "unexpected error"));
    logger("web").debug("not written at info");
    logger("web").info("outside any request");
    const [error, outside, ...rest] = lines();
    expect(error).toMatchObject({ level: "error", component: "platform", requestId: "req-1", msg: "unexpected error" });
    expect((error!.err as { stack: string }).stack).toContain("Error: boom");
    expect(outside).toMatchObject({ level: "info", component: "web", msg: "outside any request" });
    expect(outside).not.toHaveProperty("requestId");
    expect(rest).toEqual([]);
  });

  it("makes lines short for a terminal in development", () => {
    const line = JSON.stringify({
      level: "info",
      time: Date.UTC(2026, 10, 27, 9, 15, 2, 123),
      pid: 1,
      hostname: "h",
      component: "web",
      requestId: "0123456789",
      msg: "request",
      route: "routes/home",
      status: 200,
    });
    expect(readableLine(line)).toBe("09:15:02.123 INFO web [01234567] request route=routes/home status=200\n");
  });
});
