// Which peers are this deployment's proxies (TRUST_PROXY, decision 3611): a number of hops in front of
// the server, or their addresses and networks. express reads the client's address (req.ip, hence the
// rate limits' buckets) from X-Forwarded-For through that many trusted hops only, and the server's other
// readers of forwarded headers (the request checks, the origin rule, the request id) believe them only
// from a request whose direct peer is a trusted proxy.
import type { IncomingMessage } from "node:http";
import type { Express } from "express";
import type { Env } from "../app/.server/env";

/** Whether the request came straight from a trusted proxy, so that its forwarded headers are the proxy's. */
export type ProxyTrust = (request: IncomingMessage) => boolean;

export const noTrustedProxy: ProxyTrust = () => false;

/** Sets express's `trust proxy` from TRUST_PROXY, and answers whether a request's direct peer is trusted. */
export function trustProxies(app: Express, setting: Env["TRUST_PROXY"]): ProxyTrust {
  app.set("trust proxy", setting);
  // express compiles the setting with proxy-addr: (address, hop index) → trusted.
  const trusts = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  return (request) => trusts(request.socket.remoteAddress ?? "", 0);
}
