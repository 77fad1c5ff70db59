// Who may read /metrics (decision 2005). Its figures (routes, backlogs, pool, connections) tell an
// outsider how busy the service is and what it runs, so in production they are for the operator alone:
// a scraper presenting METRICS_TOKEN as a bearer token, or a process on the same machine that connects
// over loopback directly. A request relayed by a proxy also arrives over loopback, so one carrying any
// forwarding header is not "direct" and needs the token. Outside production, anybody may read them.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Request } from "express";

export interface MetricsAccessOptions {
  production: boolean;
  /** METRICS_TOKEN; unset, production serves the metrics over direct loopback connections only. */
  token?: string;
}

/** Headers a proxy adds to what it relays: their presence means the client is somebody else. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip"];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.startsWith("::ffff:") ? address.slice(7) : address;
  return bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

function isDirectLoopback(req: Pick<Request, "socket" | "headers">): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => req.headers[name] === undefined);
}

/** Compares digests, so that neither the length nor the first differing byte of the token leaks by timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1];
}

export function metricsAccess({
  production,
  token,
}: MetricsAccessOptions): (req: Pick<Request, "socket" | "headers">) => boolean {
  return (req) => {
    if (!production) return true;
    const given = bearerToken(req.headers.authorization);
    if (token && given !== undefined && sameToken(given, token)) return true;
    return isDirectLoopback(req);
  };
}
