// The render cache's rules, one test each, against a tiny express app whose pages say in their query
// string which headers to send, and count how often they were rendered.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CACHE_STATUS_HEADER, PageStore, acceptedEncoding, cacheKey, renderCache, type RevalidationTarget } from "./render-cache";

const SHARED = "public, max-age=300, s-maxage=60, stale-while-revalidate=120";

let clock = 0;
let renders = 0;
const revalidations: RevalidationTarget[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  const cache = renderCache({
    siteOf: (req) => (req.get("host")?.startsWith("cncj.") ? "cncj" : "default"),
    now: () => clock,
    maxEntryBytes: 10_000,
    revalidate: async (target) => {
      revalidations.push(target);
      // The real revalidation is a request to this server: replay it so the store gets the new page.
      await fetch(`${origin}${target.url}`, { headers: target.headers });
    },
  });
  // As the server wires it (server/create-server.ts): stored pages first, compression, then the app.
  app.use(cache.serveStored);
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${renders}xyz`;
    next();
  });
  app.use(cache.storeRendered);
  app.get("*", (req, res) => {
    renders += 1;
    const query = req.query as Record<string, string | undefined>;
    res.status(Number(query.status ?? 200));
    res.set("Cache-Control", query.cc ?? SHARED);
    res.set("Vary", query.vary ?? "Cookie");
    if (query.cookie) res.cookie("flash", "x");
    const script = query.script === "nonce" ? `<script nonce="${res.locals.cspNonce}">1</script>` : "";
    const size = Number(query.size ?? 0);
    res.type("html").send(`<p>render ${renders} for ${req.get("host")}</p>${script}${"x".repeat(size)}`);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clock += 1_000_000;
  revalidations.length = 0;
});

let unique = 0;
/** A path no other test used, so each test starts with an empty entry. */
const fresh = (query = "") => `/page-${++unique}${query ? `?${query}` : ""}`;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers });
  return {
    status: response.status,
    verdict: response.headers.get(CACHE_STATUS_HEADER),
    headers: response.headers,
    body: await response.text(),
  };
}

/** The bytes as they travel (fetch() would decompress them), for an Accept-Encoding header. */
function getRaw(path: string, acceptEncoding: string) {
  return new Promise<{ verdict: string; encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
    const call = request(`${origin}${path}`, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          verdict: response.headers[CACHE_STATUS_HEADER.toLowerCase()] as string,
          encoding: response.headers["content-encoding"],
          vary: response.headers["vary"],
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    call.on("error", reject).end();
  });
}

/** fetch() refuses to set Host: node:http does. */
function getAs(host: string, path: string): Promise<{ verdict: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(`${origin}${path}`, { headers: { Host: host } }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ verdict: response.headers[CACHE_STATUS_HEADER.toLowerCase()] as string, body }));
    });
    call.on("error", reject).end();
  });
}

describe("what is stored and served", () => {
  it("serves the second anonymous GET from memory, with the same bytes and an ETag", async () => {
    const path = fresh();
    const first = await get(path);
    const second = await get(path);
    expect(first.verdict).toBe("miss");
    expect(second.verdict).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers.get("etag")).toMatch(/^W\/".+"$/);
    expect(second.headers.get("cache-control")).toBe(SHARED);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const path = fresh();
    await get(path);
    const { headers } = await get(path);
    const revalidated = await get(path, { "If-None-Match": headers.get("etag")! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    expect((await get(path, { "If-None-Match": 'W/"autre"' })).status).toBe(200);
  });

  it("keys by site context: the cncj host never gets the default site's page", async () => {
    const path = fresh();
    await get(path);
    const cncj = await getAs("cncj.localhost", path);
    expect(cncj.verdict).toBe("miss");
    expect(cncj.body).toContain("cncj.localhost");
  });

  it("keys by URL, query string included", async () => {
    const path = fresh("a=1");
    await get(path);
    expect((await get(`${path}&b=2`)).verdict).toBe("miss");
  });

  it("serves a cached page compressed as the client accepts, brotli first, and plain to a client that accepts none", async () => {
    const path = fresh("size=2000");
    const plain = await getRaw(path, "identity");
    expect(plain.encoding).toBeUndefined();
    // Brotli at its best is made on the thread pool: gzip meanwhile, never the plain page.
    expect(["gzip", "br"]).toContain((await getRaw(path, "br, gzip")).encoding);
    await expect.poll(async () => (await getRaw(path, "br, gzip")).encoding).toBe("br");
    for (const [accepted, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
      ["*", "br"],
    ] as const) {
      const answer = await getRaw(path, accepted);
      expect(answer.verdict, accepted).toBe("hit");
      expect(answer.encoding, accepted).toBe(encoding);
      expect(answer.vary).toBe("Cookie, Accept-Encoding");
      const decoded = encoding === "br" ? brotliDecompressSync(answer.bytes) : gunzipSync(answer.bytes);
      expect(decoded.toString()).toBe(plain.bytes.toString());
      expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 5);
    }
    expect((await getRaw(path, "gzip;q=0")).encoding).toBeUndefined();
  });
});

describe("what is never stored or served", () => {
  it("never serves a stored page to a request with a session cookie, nor stores its page", async () => {
    const path = fresh();
    await get(path);
    const signedIn = await get(path, { Cookie: "__session=abc" });
    expect(signedIn.verdict).toBe("bypass");
    expect(signedIn.body).toMatch(/render \d+/);
    expect(signedIn.body).not.toBe((await get(path)).body);
  });

  it("keeps pages asked with the locale cookie apart from pages asked without (Vary: Cookie)", async () => {
    const path = fresh();
    await get(path);
    expect((await get(path, { Cookie: "lng=fr" })).verdict).toBe("miss");
    expect((await get(path, { Cookie: "lng=fr" })).verdict).toBe("hit");
  });

  it("bypasses requests with credentials and methods other than GET", async () => {
    const path = fresh();
    await get(path);
    expect((await get(path, { Authorization: "Bearer x" })).verdict).toBe("bypass");
    const posted = await fetch(`${origin}${path}`, { method: "POST" });
    expect(posted.headers.get(CACHE_STATUS_HEADER)).toBe("bypass");
  });

  it.each([
    ["a response that sets a cookie", "cookie=1"],
    ["a private response", "cc=private,max-age=60"],
    ["a no-store response", "cc=no-store"],
    ["a no-cache response", "cc=public,no-cache,s-maxage=60"],
    ["a response without a lifetime", "cc=public"],
    ["a non-200 response", "status=404"],
    ["a response that varies on another header", "vary=User-Agent"],
    ["a page with a script that needs this request's nonce", "script=nonce"],
    ["a page over the size limit", "size=20000"],
  ])("does not store %s", async (_label, query) => {
    const path = fresh(query);
    const first = await get(path);
    const second = await get(path);
    expect(second.verdict).toBe("miss");
    expect(second.body).not.toBe(first.body);
  });
});

describe("freshness", () => {
  it("serves a stale page within stale-while-revalidate and renders a fresh one in the background", async () => {
    const path = fresh();
    const first = await get(path, { Cookie: "lng=fr" });
    clock += 61_000;
    const stale = await get(path, { Cookie: "lng=fr" });
    expect(stale.verdict).toBe("stale");
    expect(stale.body).toBe(first.body);
    expect(Number(stale.headers.get("age"))).toBe(61);
    await expect.poll(() => revalidations.length).toBe(1);
    expect(revalidations[0]).toMatchObject({ url: path, headers: { cookie: "lng=fr" } });
    await expect.poll(async () => (await get(path, { Cookie: "lng=fr" })).body).not.toBe(first.body);
  });

  it("renders afresh once the stale window is over", async () => {
    const path = fresh();
    await get(path);
    clock += 181_000;
    expect((await get(path)).verdict).toBe("miss");
    expect(revalidations).toHaveLength(0);
  });
});

describe("acceptedEncoding", () => {
  const both = { br: Buffer.from("b"), gzip: Buffer.from("g") };
  it.each([
    ["gzip, deflate, br", both, "br"],
    ["gzip, deflate, br", { gzip: both.gzip }, "gzip"],
    ["br", { gzip: both.gzip }, undefined],
    ["br;q=0, gzip;q=0.5", both, "gzip"],
    ["*", both, "br"],
    ["identity", both, undefined],
    [undefined, both, undefined],
    ["gzip", undefined, undefined],
  ] as const)("%s with %o: %s", (header, available, expected) => {
    expect(acceptedEncoding(header, available)).toBe(expected);
  });
});

describe("PageStore", () => {
  const page = (bytes: number) => ({
    status: 200 as const,
    headers: {},
    body: Buffer.alloc(bytes),
    etag: 'W/"x"',
    storedAt: 0,
    freshMs: 1,
    staleMs: 0,
    revalidating: false,
  });

  it("stays within its byte budget, the least recently used page leaving first", () => {
    const store = new PageStore(300);
    store.set("a", page(100));
    store.set("b", page(100));
    store.set("c", page(100));
    store.get("a");
    store.set("d", page(100));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.bytes).toBe(300);
    store.set("e", page(400));
    expect(store.get("e")).toBeUndefined();
    expect(store.size).toBe(3);
  });

  it("counts the compressed copies in its budget, one added later included, and drops a copy for a page it no longer holds", () => {
    const store = new PageStore(300);
    const a = { ...page(100), encoded: { gzip: Buffer.alloc(20) } };
    store.set("a", a);
    expect(store.bytes).toBe(120);
    store.addEncoding("a", a, "br", Buffer.alloc(10));
    expect(store.bytes).toBe(130);
    const replaced = { ...page(100), encoded: { gzip: Buffer.alloc(20) } };
    store.set("a", replaced);
    store.addEncoding("a", a, "br", Buffer.alloc(10));
    expect(replaced.encoded).toEqual({ gzip: Buffer.alloc(20) });
    expect(store.bytes).toBe(120);
    store.delete("a");
    expect(store.bytes).toBe(0);
  });

  it("sorts the cookie pairs of a key", () => {
    expect(cacheKey("default", "/", "lng=fr; b=1")).toBe(cacheKey("default", "/", "b=1;lng=fr"));
  });
});
