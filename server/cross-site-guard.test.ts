// The cross-site guard's decision table (research/security.md recipe 8) and its wiring as middleware.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crossSiteGuard, judgeCrossSite } from "./cross-site-guard";

const HOST = "constat-rdv.fr";

describe("judgeCrossSite", () => {
  it.each([
    ["same-origin fetch metadata", "POST", { secFetchSite: "same-origin", origin: `https://${HOST}`, host: HOST }, true],
    ["user-initiated navigation (Sec-Fetch-Site: none)", "POST", { secFetchSite: "none", host: HOST }, true],
    ["matching Origin without fetch metadata", "POST", { origin: `https://${HOST}`, host: HOST }, true],
    ["matching Origin, host names differ only by case", "POST", { origin: `https://Constat-RDV.fr`, host: HOST }, true],
    ["no headers at all (curl, server-to-server)", "POST", { host: HOST }, true],
    ["cross-site fetch metadata", "POST", { secFetchSite: "cross-site", origin: "https://evil.example", host: HOST }, false],
    ["same-site but other origin", "POST", { secFetchSite: "same-site", host: HOST }, false],
    ["Origin of another host", "POST", { origin: "https://evil.example", host: HOST }, false],
    ["Origin on another port", "POST", { origin: `https://${HOST}:8443`, host: HOST }, false],
    ["opaque origin (sandboxed iframe, data: URL)", "POST", { origin: "null", host: HOST }, false],
    ["malformed Origin", "POST", { origin: "not a url", host: HOST }, false],
    ["Origin but no Host to compare with", "POST", { origin: `https://${HOST}` }, false],
    ["cross-site DELETE", "DELETE", { secFetchSite: "cross-site", host: HOST }, false],
    ["cross-site GET", "GET", { secFetchSite: "cross-site", origin: "https://evil.example", host: HOST }, true],
    ["cross-site HEAD", "HEAD", { secFetchSite: "cross-site", host: HOST }, true],
    ["lower-case method name", "get", { secFetchSite: "cross-site", host: HOST }, true],
  ] as const)("%s → allowed: %s", (_label, method, headers, allowed) => {
    const verdict = judgeCrossSite(method, headers);
    expect(verdict.allowed).toBe(allowed);
    if (!allowed) expect(verdict.reason).toBeTruthy();
  });
});

describe("crossSiteGuard middleware", () => {
  let base = "";
  let close = () => {};

  beforeAll(async () => {
    const app = express();
    app.use(crossSiteGuard((res) => res.send("refusé")));
    app.all("*", (_req, res) => res.send("passé"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("answers 403 to a cross-site POST before the app sees it", async () => {
    const response = await fetch(`${base}/deconnexion`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("refusé");
  });

  it("lets a same-origin POST through", async () => {
    const response = await fetch(`${base}/deconnexion`, {
      method: "POST",
      headers: { Origin: base, "Sec-Fetch-Site": "same-origin" },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("passé");
  });

  it("lets a cross-site GET through", async () => {
    const response = await fetch(`${base}/`, { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(200);
  });
});
