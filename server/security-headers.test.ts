// Security headers on every response (OWASP ASVS 3.4): a per-request CSP nonce in production, HSTS in
// production only, no framing by other sites, nosniff, a strict referrer policy.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { INTERACTION_PAGE_STYLE } from "../platform/oidc/interaction-pages";
import { PLAIN_PAGE_STYLE } from "./plain-pages";
import { cspNonce, securityHeaders, styleHash, type SecurityHeaderOptions } from "./security-headers";

let close = () => {};
afterEach(() => close());

async function serve(production: boolean, formActionOrigins?: string[], more: Partial<SecurityHeaderOptions> = {}) {
  const app = express();
  app.use(cspNonce());
  app.use(securityHeaders({ production, formActionOrigins, ...more }));
  app.get("*", (_req, res) => res.send(res.locals.cspNonce));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? "")
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
  );
}

describe("securityHeaders in production", () => {
  it("puts a fresh nonce in script-src for every request, the one handed to the app", async () => {
    const base = await serve(true);
    const [first, second] = await Promise.all([fetch(base), fetch(base)]);
    const firstNonce = await first.text();
    const secondNonce = await second.text();
    expect(firstNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(firstNonce).not.toBe(secondNonce);
    expect(directives(first.headers.get("content-security-policy")).get("script-src")).toBe(`'self' 'nonce-${firstNonce}'`);
    expect(directives(second.headers.get("content-security-policy")).get("script-src")).toBe(`'self' 'nonce-${secondNonce}'`);
  });

  it("locks down objects, base URI, framing and form targets", async () => {
    const response = await fetch(await serve(true));
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("base-uri")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBe("'self'");
    expect(csp.get("form-action")).toBe("'self'");
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("script-src")).not.toContain("unsafe-inline");
  });

  it("lets forms lead to an external identity provider, and nowhere else", async () => {
    const response = await fetch(await serve(true, ["https://accounts.example"]));
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.get("form-action")).toBe("'self' https://accounts.example");
  });

  it("sends HSTS, nosniff, the referrer policy and the frame options", async () => {
    const response = await fetch(await serve(true));
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
  it("sends helmet's whole set of headers on every request, the same but for the nonce", async () => {
    const base = await serve(true);
    const [first, second] = await Promise.all([fetch(base), fetch(base)]);
    const securityHeadersOf = (response: Response) =>
      Object.fromEntries(
        [...response.headers]
          .filter(([name]) => !["date", "etag", "content-length", "content-type", "connection", "keep-alive"].includes(name))
          .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce'")]),
      );
    expect(Object.keys(securityHeadersOf(first)).sort()).toEqual([
      "content-security-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "origin-agent-cluster",
      "permissions-policy",
      "referrer-policy",
      "reporting-endpoints",
      "strict-transport-security",
      "x-content-type-options",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-frame-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
    ]);
    expect(securityHeadersOf(second)).toEqual(securityHeadersOf(first));
  });
});

describe("the policy's tightened sources (decision 3805)", () => {
  it("allows inline style attributes, no inline style element but the server's own pages' stylesheets, and no image or socket host but the site's and its services'", async () => {
    const response = await fetch(
      await serve(true, [], {
        publicUrl: "https://rdv.example.fr",
        imageOrigins: ["https://contenu.example.fr/api", "https://plateforme.example.fr"],
      }),
    );
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.get("style-src")).toBe("'self'");
    // The mailbox's stylesheet, as Chromium reported its hash when the policy refused it.
    expect(csp.get("style-src-elem")?.split(" ")).toEqual([
      "'self'",
      styleHash(PLAIN_PAGE_STYLE),
      "'sha256-+51okul/au75n+RHRwDfZj8tVfJF4xCLO1+Ww7MJask='",
      styleHash(INTERACTION_PAGE_STYLE),
    ]);
    expect(csp.get("style-src-attr")).toBe("'unsafe-inline'");
    expect(csp.get("img-src")).toBe(
      "'self' data: blob: https://rdv.example.fr https://contenu.example.fr https://plateforme.example.fr",
    );
    expect(csp.get("connect-src")).toBe("'self' wss://rdv.example.fr");
    for (const [name, value] of csp) expect(value.split(" "), name).not.toContain("https:");
  });

  it("sends what it refuses to the report endpoint, in both reporting formats", async () => {
    const response = await fetch(await serve(true));
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.get("report-uri")).toBe("/csp-report");
    expect(csp.get("report-to")).toBe("csp");
    expect(response.headers.get("reporting-endpoints")).toBe('csp="/csp-report"');
  });

  it("denies camera, microphone, geolocation and every other powerful feature by default", async () => {
    for (const production of [true, false]) {
      const policy = (await fetch(await serve(production))).headers.get("permissions-policy") ?? "";
      expect(policy).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\), /);
      expect(policy.split(", ").every((entry) => entry.endsWith("=()"))).toBe(true);
      expect(policy).toContain("payment=()");
    }
  });
});

describe("securityHeaders in development", () => {
  it("leaves out the CSP (Vite injects inline scripts) and HSTS (plain HTTP), keeps the rest", async () => {
    const response = await fetch(await serve(false));
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
