import { describe, expect, it } from "vitest";
import { redirectParam, safeRedirect } from "./safe-redirect";

const FALLBACK = "/rendez-vous/historique";

describe("safeRedirect", () => {
  it.each([
    ["//evil.example", "protocol-relative"],
    ["///evil.example", "three slashes"],
    ["/\\evil.example", "slash backslash"],
    ["\\\\evil.example", "two backslashes"],
    ["/%2F%2Fevil.example", "encoded slashes"],
    ["/%2f%2fevil.example", "encoded slashes, lower case"],
    ["/%252F%252Fevil.example", "doubly encoded slashes"],
    ["/%5Cevil.example", "encoded backslash"],
    ["/%5cevil.example", "encoded backslash, lower case"],
    ["https://evil.example", "absolute URL"],
    ["http://evil.example/connexion", "absolute http URL"],
    ["javascript:alert(1)", "javascript scheme"],
    ["JavaScript:alert(1)", "javascript scheme, mixed case"],
    ["data:text/html,<script>alert(1)</script>", "data scheme"],
    ["/..//x", "dot segments"],
    ["/a/../..//evil.example", "dot segments inside"],
    ["/%2E%2E//x", "encoded dot segments"],
    [" /rendez-vous", "leading space"],
    ["\t/rendez-vous", "leading tab"],
    ["/\t/evil.example", "embedded tab"],
    ["/%09/evil.example", "encoded tab"],
    ["/\n/evil.example", "embedded newline"],
    ["/%0A/evil.example", "encoded newline"],
    ["/%E0%A4%A", "malformed escape"],
    ["rendez-vous", "relative path"],
    ["", "empty"],
  ])("refuses %s (%s)", (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it("refuses what is not a string", () => {
    expect(safeRedirect(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(["/a"], FALLBACK)).toBe(FALLBACK);
  });

  it("refuses very long targets", () => {
    expect(safeRedirect(`/${"a".repeat(3000)}`, FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    "/",
    "/rendez-vous/historique",
    "/rendez-vous/historique?page=2&marking=completed",
    "/dossier/12#documents",
    "/etude-dupont-lyon/rendez-vous/creneaux?reporttype=constat-locatif&lat=45.76&lon=4.83&address=12%20rue%20Merci%C3%A8re",
    "/recherche?q=d%C3%A9g%C3%A2t%20des%20eaux",
  ])("keeps the same-site path %s with its query", (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(target);
  });

  it("defaults to the home page", () => {
    expect(safeRedirect("//evil.example")).toBe("/");
  });
});

describe("redirectParam", () => {
  it("reads and checks the redirect parameter", () => {
    expect(redirectParam("http://localhost/connexion?redirect=%2Fdossier%2F3%3Ftab%3D1", FALLBACK)).toBe("/dossier/3?tab=1");
    expect(redirectParam("http://localhost/connexion?redirect=%2F%2Fevil.example", FALLBACK)).toBe(FALLBACK);
    expect(redirectParam("http://localhost/connexion", FALLBACK)).toBe(FALLBACK);
  });
});
