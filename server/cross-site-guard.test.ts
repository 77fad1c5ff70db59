// The cross-site guard's decision table (research/security.md recipe 8) and its wiring as middleware:
// the Origin is compared whole (scheme, host, port) with PUBLIC_URL's.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { crossSiteGuard, judgeCrossSite, siteOriginCheck } from "./cross-site-guard";

const SITE = "https://constat-rdv.fr";

/** A request as the server receives it: plain HTTP (no TLS socket), with these headers. */
const onHost = (host: string, headers: Record<string, string> = {}) =>
  ({ headers: { host, ...headers }, socket: {} }) as unknown as IncomingMessage;

describe("siteOriginCheck (the forms' and the sockets' rule)", () => {
  const check = siteOriginCheck({ publicUrl: "http://localhost:3000", otherHosts: ["cncj.localhost"] });
  it.each([
    ["PUBLIC_URL's origin", "http://localhost:3000", "127.0.0.1:3000", true],
    ["a sibling host's origin", "http://cncj.localhost:3000", "127.0.0.1:3000", true],
    ["the request's own origin", "http://127.0.0.1:3000", "127.0.0.1:3000", true],
    ["the request's own host over https, on an http server", "https://127.0.0.1:3000", "127.0.0.1:3000", false],
    ["PUBLIC_URL's host over https", "https://localhost:3000", "localhost:3000", false],
    ["PUBLIC_URL's host on another port", "http://localhost:3001", "localhost:3000", false],
    ["another site", "https://evil.example", "localhost:3000", false],
    ["an opaque origin", "null", "localhost:3000", false],
    ["a malformed origin", "not a url", "localhost:3000", false],
  ])("%s → %s", (_label, origin, host, allowed) => {
    expect(check(onHost(host), origin)).toBe(allowed);
  });

  it("reads the request's origin from a proxy's headers only when the proxy is trusted", () => {
    const forwarded = onHost("app.internal:3000", { "x-forwarded-proto": "https", "x-forwarded-host": "rdv.example" });
    expect(check(forwarded, "https://rdv.example")).toBe(false);
    const behindProxy = siteOriginCheck({ publicUrl: "https://constat-rdv.fr", fromTrustedProxy: () => true });
    expect(behindProxy(forwarded, "https://rdv.example")).toBe(true);
    expect(behindProxy(forwarded, "http://rdv.example")).toBe(false);
  });
});

describe("judgeCrossSite", () => {
  it.each([
    ["same-origin fetch metadata", "POST", { secFetchSite: "same-origin", origin: SITE }, true],
    ["user-initiated navigation (Sec-Fetch-Site: none)", "POST", { secFetchSite: "none" }, true],
    ["matching Origin without fetch metadata", "POST", { origin: SITE }, true],
    ["matching Origin, host names differ only by case", "POST", { origin: "https://Constat-RDV.fr" }, true],
    ["matching Origin with the default port spelled out", "POST", { origin: "https://constat-rdv.fr:443" }, true],
    ["no headers at all (curl, server-to-server)", "POST", {}, true],
    ["cross-site fetch metadata", "POST", { secFetchSite: "cross-site", origin: "https://evil.example" }, false],
    ["same-site but other origin", "POST", { secFetchSite: "same-site" }, false],
    ["Origin of another host", "POST", { origin: "https://evil.example" }, false],
    ["Origin on another port", "POST", { origin: "https://constat-rdv.fr:8443" }, false],
    ["Origin with another scheme (http on an https site)", "POST", { origin: "http://constat-rdv.fr" }, false],
    ["opaque origin (sandboxed iframe, data: URL)", "POST", { origin: "null" }, false],
    ["malformed Origin", "POST", { origin: "not a url" }, false],
    ["cross-site DELETE", "DELETE", { secFetchSite: "cross-site" }, false],
    ["cross-site GET", "GET", { secFetchSite: "cross-site", origin: "https://evil.example" }, true],
    ["cross-site HEAD", "HEAD", { secFetchSite: "cross-site" }, true],
    ["lower-case method name", "get", { secFetchSite: "cross-site" }, true],
  ] as const)("%s → allowed: %s", (_label, method, headers, allowed) => {
    const verdict = judgeCrossSite(method, headers, (origin) =>
      siteOriginCheck({ publicUrl: SITE })(onHost("app.internal"), origin),
    );
    expect(verdict.allowed).toBe(allowed);
    if (!allowed) expect(verdict.reason).toBeTruthy();
  });
});

describe("crossSiteGuard middleware on an http site", () => {
  let base = "";
  let host = "";
  let close = () => {};

  beforeAll(async () => {
    const app = express();
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    host = `localhost:${port}`;
    app.use(
      crossSiteGuard(siteOriginCheck({ publicUrl: `http://${host}`, otherHosts: ["cncj.localhost"] }), (res) =>
        res.send("refusé"),
      ),
    );
    app.all("*", (_req, res) => res.send("passé"));
    close = () => server.close();
  });
  afterAll(() => close());

  const post = (origin: string, extra: Record<string, string> = {}) =>
    fetch(`${base}/deconnexion`, { method: "POST", headers: { Origin: origin, ...extra } });

  it("answers 403 to a cross-site POST before the app sees it", async () => {
    const response = await post("https://evil.example", { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("refusé");
  });

  it("refuses the https origin of the site's own host: the site is http", async () => {
    expect((await post(`https://${host}`)).status).toBe(403);
    expect((await post(`https://${host}`, { Host: host })).status).toBe(403);
  });

  it("lets PUBLIC_URL's origin, a sibling host's and the request's own origin through", async () => {
    for (const origin of [`http://${host}`, `http://cncj.localhost:${host.split(":")[1]}`, base]) {
      const response = await post(origin, { "Sec-Fetch-Site": "same-origin" });
      expect(response.status, origin).toBe(200);
      expect(await response.text()).toBe("passé");
    }
  });

  it("lets a cross-site GET through", async () => {
    const response = await fetch(`${base}/`, { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(200);
  });
});
