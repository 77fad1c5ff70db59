import { describe, expect, it } from "vitest";
import { siteForHost } from "./site-context";

describe("siteForHost", () => {
  const selection = { fallback: "default" as const, cncjHosts: ["cncj.localhost", "rdv.cncj.fr"] };

  it("maps a configured host name to cncj, whatever the port and case", () => {
    expect(siteForHost("CNCJ.localhost:3000", selection)).toBe("cncj");
    expect(siteForHost("rdv.cncj.fr", selection)).toBe("cncj");
  });

  it("falls back to the configured site for other hosts", () => {
    expect(siteForHost("localhost:3000", selection)).toBe("default");
    expect(siteForHost(null, { fallback: "cncj", cncjHosts: [] })).toBe("cncj");
  });
});
