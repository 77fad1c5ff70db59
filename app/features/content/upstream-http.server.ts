// GET JSON from an upstream service (content or geolocation): base URL, timeout, zod parsing, cache.
// Failures become an UpstreamError carrying the status, so callers decide between 404 and 503. The
// request that fills a cache entry sends its id, so the service's log names the page that asked first.
import type { z } from "zod";
import { requestIdHeaders } from "~common/request-scope.server";
import type { TtlCache } from "./ttl-cache.server";

export class UpstreamError extends Error {
  constructor(
    message: string,
    /** HTTP status of the upstream answer, or null when none came (network, timeout, bad JSON). */
    readonly status: number | null,
    readonly url: string,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export type QueryValue = string | number | boolean | undefined | null | Array<string | number>;

export interface UpstreamOptions {
  /** Service name for error messages ("content", "geolocation"). */
  name: string;
  baseUrl: string;
  headers?: Record<string, string>;
  cache: TtlCache;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface Upstream {
  /** Parsed JSON of GET path?query, cached for ttlMs. */
  get<S extends z.ZodTypeAny>(path: string, query: Record<string, QueryValue>, schema: S, ttlMs: number): Promise<z.output<S>>;
  /** The same, with a 404 answer read as null (a single type or record that doesn't exist). */
  find<S extends z.ZodTypeAny>(
    path: string,
    query: Record<string, QueryValue>,
    schema: S,
    ttlMs: number,
  ): Promise<z.output<S> | null>;
  url(path: string, query?: Record<string, QueryValue>): string;
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;

  function url(path: string, query: Record<string, QueryValue> = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
    }
    const search = params.toString();
    return `${base}${path}${search ? `?${search}` : ""}`;
  }

  function request(
    path: string,
    query: Record<string, QueryValue>,
    schema: z.ZodTypeAny,
    ttlMs: number,
    notFoundAsNull: boolean,
  ) {
    const target = url(path, query);
    return options.cache.get<unknown>(`${notFoundAsNull ? "find" : "get"} ${target}`, ttlMs, async () => {
      let response: Response;
      try {
        response = await doFetch(target, {
          headers: { accept: "application/json", ...options.headers, ...requestIdHeaders() },
          signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
        });
      } catch (error) {
        throw new UpstreamError(`${options.name} service unreachable: ${(error as Error).message}`, null, target);
      }
      if (response.status === 404 && notFoundAsNull) return null;
      if (!response.ok) throw new UpstreamError(`${options.name} service answered ${response.status}`, response.status, target);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new UpstreamError(`${options.name} service sent invalid JSON`, response.status, target);
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new UpstreamError(
          `${options.name} service sent an unexpected shape (${issue ? `${issue.path.join(".")}: ${issue.message}` : "?"})`,
          response.status,
          target,
        );
      }
      return parsed.data as unknown;
    });
  }

  return {
    url,
    get: (path, query, schema, ttlMs) => request(path, query, schema, ttlMs, false) as Promise<never>,
    find: (path, query, schema, ttlMs) => request(path, query, schema, ttlMs, true) as Promise<never>,
  };
}
