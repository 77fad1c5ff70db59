import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_PAYLOADS, SAME_SITE_TARGETS } from "./redirect-payloads";
import { redirectParam, safeRedirect, sameSiteReferrer } from "./redirects";

const FALLBACK = "/rendez-vous/historique";

describe("safeRedirect", () => {
  it("has a table of at least 30 payloads, tabs and characters outside Latin-1 included", () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    expect(OPEN_REDIRECT_PAYLOADS.some((payload) => payload.includes("\t"))).toBe(true);
    expect(OPEN_REDIRECT_PAYLOADS.some((payload) => [...payload].some((character) => character.codePointAt(0)! > 0xff))).toBe(
      true,
    );
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))("refuses %s", (_label, payload) => {
    expect(safeRedirect(payload, FALLBACK)).toBe(FALLBACK);
  });

  it("never returns what a Location header cannot carry", () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS)
      expect(() => new Headers({ Location: safeRedirect(payload, FALLBACK) })).not.toThrow();
  });

  it("refuses what is not one string (a repeated field), and very long targets", () => {
    for (const value of [null, undefined, ["/a"], 42]) expect(safeRedirect(value, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(`/${"a".repeat(3000)}`, FALLBACK)).toBe(FALLBACK);
  });

  it.each(SAME_SITE_TARGETS)("keeps the same-site path %s with its query", (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(target);
  });

  it("defaults to the home page", () => {
    expect(safeRedirect("//evil.example")).toBe("/");
  });
});

describe("redirectParam", () => {
  it("reads and checks the redirect parameter", () => {
    expect(redirectParam("http://localhost/connexion?redirect=%2Fdossier%2F3%3Ftab%3D1", FALLBACK)).toBe("/dossier/3?tab=1");
    expect(redirectParam("http://localhost/connexion?redirect=%2F%09%2Fevil.example", FALLBACK)).toBe(FALLBACK);
    expect(redirectParam("http://localhost/connexion?redirect=%2F%E2%82%AC", FALLBACK)).toBe(FALLBACK);
    expect(redirectParam("http://localhost/connexion", FALLBACK)).toBe(FALLBACK);
  });
});

describe("sameSiteReferrer", () => {
  const origins = ["http://localhost:3000"];
  it("reads the referrer only when it is a page of this site", () => {
    expect(sameSiteReferrer("http://localhost:3000/faq?q=1", origins)).toBe("/faq?q=1");
    expect(sameSiteReferrer("https://localhost:3000/faq", origins)).toBeNull();
    expect(sameSiteReferrer("https://evil.example/faq", origins)).toBeNull();
    expect(sameSiteReferrer(null, origins)).toBeNull();
    expect(sameSiteReferrer("not a url", origins)).toBeNull();
  });
});
