// An in-memory cache of complete responses for anonymous GET requests, honouring the headers the app
// already sends for a CDN (docs/decisions/302 and 702): `s-maxage` (else `max-age`) says how long a page
// stays fresh, `stale-while-revalidate` how long a stale copy may still be served while a fresh one is
// rendered in the background, `Vary: Cookie` that the Cookie header is part of the key. Keyed by site
// context and URL, bounded in bytes (least recently used out first), with ETags and 304s. Each page is
// kept compressed too (gzip when stored, brotli soon after), so that a hit is served before the rest of
// the server's middleware runs, compression included, as a CDN's edge does (bench/throughput.mjs).
// It never serves one person's page to another: a request with any cookie but the locale, or with
// credentials, neither reads nor fills it; a response that sets a cookie, is `private`, `no-store` or
// `no-cache`, is not a 200, or carries this request's CSP nonce (a script allowed for this request
// only: replayed, the nonce would protect nothing) is not stored.
import { createHash, randomBytes } from "node:crypto";
import { brotliCompress, constants as zlib, gzipSync } from "node:zlib";
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";
import { isShareableRequest } from "../app/features/content/cache-control";
import { logger } from "../platform/observability/logger";

export interface RenderCacheOptions {
  /** The site context a request is served as (default or cncj): part of the key. */
  siteOf: (req: Request) => string;
  /** Total bytes of stored bodies; least recently used pages leave first. */
  maxBytes?: number;
  /** A larger page is never stored. */
  maxEntryBytes?: number;
  now?: () => number;
  /** Renders the page again in the background; by default a loopback request to this server. */
  revalidate?: (target: RevalidationTarget) => Promise<void>;
}

export interface RevalidationTarget {
  url: string;
  headers: Record<string, string>;
}

interface CachedPage {
  status: 200;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** The body compressed, for the clients that accept it (absent from pages stored without). */
  encoded?: Partial<Record<StoredEncoding, Buffer>>;
  etag: string;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  revalidating: boolean;
}

type CacheVerdict = "hit" | "stale" | "miss" | "bypass";

/** Header a test or a person can read to see what the cache did. */
export const CACHE_STATUS_HEADER = "X-Render-Cache";
/** The cache's own background requests carry this header with a per-process secret: they skip the lookup. */
const REVALIDATION_HEADER = "x-render-cache-revalidate";

/** Headers never replayed: the connection's own, the body's encoding and length, and this request's CSP. */
const NOT_REPLAYED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "etag",
  "age",
  "content-security-policy",
  CACHE_STATUS_HEADER.toLowerCase(),
]);

/** The Vary headers the key covers: Cookie (part of the key) and Accept-Encoding (compression runs after the cache). */
const VARY_COVERED = new Set(["cookie", "accept-encoding"]);

interface CacheControl {
  directives: Map<string, string | true>;
  seconds(name: string): number | undefined;
}

function parseCacheControl(value: string | undefined): CacheControl {
  const directives = new Map<string, string | true>();
  for (const part of (value ?? "").split(",")) {
    const [name = "", argument] = part.trim().split("=", 2);
    if (name) directives.set(name.toLowerCase(), argument === undefined ? true : argument.replace(/^"|"$/g, ""));
  }
  return {
    directives,
    seconds(name) {
      const raw = directives.get(name);
      if (typeof raw !== "string" || !/^\d+$/.test(raw)) return undefined;
      return Number(raw);
    },
  };
}

/** Whether a request may read or fill the cache: an anonymous GET, with at most the locale cookie. */
function isCacheableRequest(req: Pick<Request, "method" | "get">): boolean {
  return req.method === "GET" && !req.get("authorization") && isShareableRequest(req.get("cookie"));
}

interface StorableResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
  /** This request's CSP nonce: a body that carries it needs it. */
  nonce?: string;
}

function headerText(value: string | string[] | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/** Fresh and stale lifetimes when the response may be stored, else the reason it may not. */
function storability(
  response: StorableResponse,
  maxEntryBytes: number,
): { freshMs: number; staleMs: number } | { refused: string } {
  if (response.status !== 200) return { refused: "status" };
  if (response.headers["set-cookie"] !== undefined) return { refused: "set-cookie" };
  const cacheControl = parseCacheControl(headerText(response.headers["cache-control"]));
  for (const personal of ["private", "no-store", "no-cache"]) {
    if (cacheControl.directives.has(personal)) return { refused: personal };
  }
  const freshSeconds = cacheControl.seconds("s-maxage") ?? cacheControl.seconds("max-age");
  if (!freshSeconds) return { refused: "no lifetime" };
  const vary = (headerText(response.headers["vary"]) ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !VARY_COVERED.has(name))) return { refused: "vary" };
  if (response.body.length > maxEntryBytes) return { refused: "size" };
  if (response.nonce && response.body.includes(response.nonce)) return { refused: "nonce" };
  return { freshMs: freshSeconds * 1000, staleMs: (cacheControl.seconds("stale-while-revalidate") ?? 0) * 1000 };
}

export function cacheKey(site: string, url: string, cookie: string | undefined): string {
  // Vary: Cookie. Only the locale cookie gets here; its pairs are sorted so their order does not split the key.
  const cookies = (cookie ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .sort()
    .join("; ");
  return `${site}\n${url}\n${cookies}`;
}

function etagOf(body: Buffer): string {
  // Weak: the same page goes out plain, gzip or brotli.
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** The encodings a page is kept in, the better first. */
const STORED_ENCODINGS = ["br", "gzip"] as const;
type StoredEncoding = (typeof STORED_ENCODINGS)[number];

/** What a page takes in memory: its body and its compressed copies. */
function storedBytes(page: Pick<CachedPage, "body" | "encoded">): number {
  return STORED_ENCODINGS.reduce((bytes, encoding) => bytes + (page.encoded?.[encoding]?.length ?? 0), page.body.length);
}

/** Brotli at its best: ~30 ms for a 20 kB page, so on the thread pool, once per stored page. */
const BROTLI_BEST = {
  params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
};

/**
 * Of the copies a page has, the one an `Accept-Encoding` header prefers, brotli first among equals, as the
 * compression middleware negotiates (with the same library): gzip while the brotli copy is being made.
 */
export function acceptedEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<StoredEncoding, Buffer>> | undefined,
): StoredEncoding | undefined {
  const copies = STORED_ENCODINGS.filter((encoding) => available?.[encoding]);
  return new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding(copies, STORED_ENCODINGS) as
    StoredEncoding | undefined;
}

/** The cache itself, without express: tests drive it directly. */
export class PageStore {
  readonly #pages = new Map<string, CachedPage>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (page) {
      // Most recently used last: eviction takes from the front.
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (storedBytes(page) > this.maxBytes) return;
    this.#pages.set(key, page);
    this.#bytes += storedBytes(page);
    this.#evictOverflow();
  }

  #evictOverflow(): void {
    for (const [oldestKey] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(oldestKey);
    }
  }

  /** Adds a compressed copy made after the page was stored, if the page is still the one stored. */
  addEncoding(key: string, page: CachedPage, encoding: StoredEncoding, bytes: Buffer): void {
    if (this.#pages.get(key) !== page || !page.encoded) return;
    page.encoded[encoding] = bytes;
    this.#bytes += bytes.length;
    this.#evictOverflow();
  }

  delete(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= storedBytes(page);
  }
}

function loopbackRevalidation(req: Request): (target: RevalidationTarget) => Promise<void> {
  // The address this request came in on: the server listens there, whatever HOST and PORT say.
  const address = (req.socket.localAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
  const origin = `http://${address.includes(":") ? `[${address}]` : address}:${req.socket.localPort}`;
  return async ({ url, headers }) => {
    const response = await fetch(`${origin}${url}`, { headers, redirect: "manual" });
    await response.arrayBuffer();
  };
}

export interface RenderCache {
  /** Answers from memory: first in the server's chain, before compression and everything else. */
  serveStored: RequestHandler;
  /** Keeps what the app renders: just before the app, where the body it writes is still plain. */
  storeRendered: RequestHandler;
}

export function renderCache(options: RenderCacheOptions): RenderCache {
  const now = options.now ?? Date.now;
  const maxEntryBytes = options.maxEntryBytes ?? 1024 * 1024;
  const store = new PageStore(options.maxBytes ?? 32 * 1024 * 1024);
  const revalidationSecret = randomBytes(16).toString("base64url");

  function replay(req: Request, res: Response, page: CachedPage, verdict: CacheVerdict) {
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
    res.setHeader("ETag", page.etag);
    res.setHeader("Age", String(Math.floor((now() - page.storedAt) / 1000)));
    res.setHeader(CACHE_STATUS_HEADER, verdict);
    // The same URL goes out compressed to some clients and plain to others.
    if (page.encoded) res.vary("Accept-Encoding");
    if (matchesEtag(req.get("if-none-match"), page.etag)) {
      res.status(304).end();
      return;
    }
    const encoding = acceptedEncoding(req.get("accept-encoding"), page.encoded);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.status(page.status).end(encoding ? page.encoded![encoding] : page.body);
  }

  function revalidateInBackground(req: Request, key: string, page: CachedPage) {
    if (page.revalidating) return;
    page.revalidating = true;
    const headers: Record<string, string> = { host: req.get("host") ?? "", [REVALIDATION_HEADER]: revalidationSecret };
    const cookie = req.get("cookie");
    if (cookie) headers.cookie = cookie;
    const revalidate = options.revalidate ?? loopbackRevalidation(req);
    revalidate({ url: req.originalUrl, headers })
      .catch((error: unknown) => logger("web").error({ err: error }, "render cache: revalidation failed"))
      .finally(() => {
        // A failed render leaves the stale copy until its window ends; a successful one replaced it.
        page.revalidating = false;
        if (store.get(key) === page && now() - page.storedAt >= page.freshMs + page.staleMs) store.delete(key);
      });
  }

  /** Collects the body Remix writes, then stores it if the finished response allows. */
  function captureInto(res: Response, key: string) {
    const chunks: Buffer[] = [];
    let tooLarge = false;
    let size = 0;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (tooLarge || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      if (size > maxEntryBytes) {
        tooLarge = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      return write(...args);
    }) as Response["write"];
    res.end = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      if (!tooLarge) {
        const body = Buffer.concat(chunks);
        const verdict = storability(
          { status: res.statusCode, headers: res.getHeaders(), body, nonce: res.locals.cspNonce as string | undefined },
          maxEntryBytes,
        );
        if ("freshMs" in verdict) {
          const headers: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(res.getHeaders())) {
            if (value !== undefined && !NOT_REPLAYED.has(name)) headers[name] = typeof value === "number" ? String(value) : value;
          }
          // gzip at once (about a millisecond); brotli, much slower at its best, joins when it is ready.
          // Compressed when the compression middleware would compress it (the same filter: text, not images).
          const encoded = compression.filter(res.req, res) ? { gzip: gzipSync(body, { level: 9 }) } : undefined;
          const page: CachedPage = {
            status: 200,
            headers,
            body,
            encoded,
            etag: etagOf(body),
            storedAt: now(),
            ...verdict,
            revalidating: false,
          };
          store.set(key, page);
          if (encoded) brotliCompress(body, BROTLI_BEST, (error, br) => error || store.addEncoding(key, page, "br", br));
        }
      }
      return end(...args);
    }) as Response["end"];
  }

  return {
    serveStored(req, res, next) {
      if (!isCacheableRequest(req) || req.get(REVALIDATION_HEADER) === revalidationSecret) return next();
      const key = cacheKey(options.siteOf(req), req.originalUrl, req.get("cookie"));
      const page = store.get(key);
      if (!page) return next();
      const age = now() - page.storedAt;
      if (age < page.freshMs) return replay(req, res, page, "hit");
      if (age < page.freshMs + page.staleMs) {
        replay(req, res, page, "stale");
        revalidateInBackground(req, key, page);
        return;
      }
      store.delete(key);
      next();
    },
    storeRendered(req, res, next) {
      if (!isCacheableRequest(req)) {
        res.setHeader(CACHE_STATUS_HEADER, "bypass");
        return next();
      }
      res.setHeader(CACHE_STATUS_HEADER, "miss");
      captureInto(res, cacheKey(options.siteOf(req), req.originalUrl, req.get("cookie")));
      next();
    },
  };
}
