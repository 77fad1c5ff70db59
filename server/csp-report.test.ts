// The CSP report endpoint (decision 3805): both report formats logged at warn, at most 20 a minute,
// and 204 whatever the body: malformed, empty, huge, of any type.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as observability from "../platform/observability/logger";
import { cspReportEndpoint, violationsOf } from "./csp-report";

let close = () => {};
afterEach(() => {
  close();
  vi.restoreAllMocks();
});

async function serve(now: () => number) {
  const warnings: unknown[][] = [];
  vi.spyOn(observability, "logger").mockReturnValue({ warn: (...args: unknown[]) => warnings.push(args) } as never);
  const app = express();
  app.use(cspReportEndpoint({ now }));
  app.use((_req, res) => res.status(404).end());
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, warnings };
}

const LEGACY = JSON.stringify({
  "csp-report": {
    "document-uri": "https://rdv.example.fr/reservation",
    "effective-directive": "style-src-elem",
    "blocked-uri": "inline",
    "line-number": 12,
  },
});
const REPORTING_API = JSON.stringify([
  {
    type: "csp-violation",
    body: { documentURL: "https://rdv.example.fr/", effectiveDirective: "img-src", blockedURL: "https://pixel.example/x.gif" },
  },
  { type: "deprecation", body: {} },
]);

describe("violationsOf", () => {
  it("reads both formats and nothing else", () => {
    expect(violationsOf(LEGACY)).toEqual([
      {
        document: "https://rdv.example.fr/reservation",
        directive: "style-src-elem",
        blocked: "inline",
        source: undefined,
        line: 12,
        disposition: undefined,
      },
    ]);
    expect(violationsOf(REPORTING_API)).toMatchObject([{ directive: "img-src", blocked: "https://pixel.example/x.gif" }]);
    for (const body of ["", "{", "null", "42", '"x"', "{}", '{"csp-report": 3}', "[1, null]"])
      expect(violationsOf(body)).toEqual([]);
    expect(violationsOf(JSON.stringify({ "csp-report": { "blocked-uri": "x".repeat(10_000) } }))[0]!.blocked).toHaveLength(300);
  });
});

describe("cspReportEndpoint", () => {
  it("answers 204 to every POST, logs each violation at warn, and refuses other methods", async () => {
    const { base, warnings } = await serve(() => 0);
    for (const [type, body] of [
      ["application/csp-report", LEGACY],
      ["application/reports+json", REPORTING_API],
      ["application/json", "{pas du json"],
      ["text/plain", ""],
      ["application/octet-stream", "x".repeat(100_000)],
    ]) {
      const response = await fetch(`${base}/csp-report`, { method: "POST", headers: { "content-type": type! }, body });
      expect(response.status, type).toBe(204);
    }
    expect(warnings.map(([fields]) => (fields as { violation: { directive: string } }).violation.directive)).toEqual([
      "style-src-elem",
      "img-src",
    ]);
    expect((await fetch(`${base}/csp-report`)).status).toBe(405);
    expect((await fetch(`${base}/ailleurs`, { method: "POST" })).status).toBe(404);
  });

  it("logs at most 20 reports a minute, then how many it left out", async () => {
    let clock = 0;
    const { base, warnings } = await serve(() => clock);
    for (let report = 0; report < 25; report++) {
      await fetch(`${base}/csp-report`, { method: "POST", headers: { "content-type": "application/csp-report" }, body: LEGACY });
    }
    expect(warnings).toHaveLength(20);
    clock = 60_000;
    await fetch(`${base}/csp-report`, { method: "POST", headers: { "content-type": "application/csp-report" }, body: LEGACY });
    expect(warnings[20]).toEqual([{ leftOut: 5 }, "CSP : rapports non journalisés (limite atteinte)"]);
    expect(warnings).toHaveLength(22);
  });
});
