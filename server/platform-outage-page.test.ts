// A page whose loader or action meets a platform that does not answer (its 503 `database_unavailable`,
// or no answer) is the maintenance page with Retry-After, as HTML or as the API's JSON, never a 500;
// any other failure stays the 500 it was (decision 3622).
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "../app/.server/env";
import { errorFromResponse, PlatformUnavailableError } from "../app/.server/platform/errors";
import { handlePageError } from "../app/features/site/platform-outage.server";
import { productionSecrets } from "../app/test-support/production-secrets";
import { type AppServer, createServer } from "./create-server";
import { fakeBuild } from "./test-support/fake-build";

const dataDir = mkdtempSync(path.join(tmpdir(), "constat-rdv-outage-page-"));

/** What the loader and the action of the one route meet, by the path asked. */
function failure(pathname: string): unknown {
  if (pathname.startsWith("/base-en-panne")) {
    return errorFromResponse(503, {
      code: "database_unavailable",
      message: "Le site est en cours de maintenance, veuillez revenir dans quelques instants.",
    });
  }
  if (pathname.startsWith("/injoignable")) return new PlatformUnavailableError(503, "Platform unreachable: fetch failed", "unreachable");
  if (pathname.startsWith("/bogue")) return new Error("a bug");
  // A loader's own 503 page (the app's error page), as the study pages throw when the platform fails.
  if (pathname.startsWith("/etude-indisponible")) return new Response(null, { status: 503 });
  return undefined;
}

function outageBuild(): ServerBuild {
  const build = fakeBuild(async (_request, status) => new Response(`<p>page ${status}</p>`, { status, headers: { "content-type": "text/html" } }));
  const fail = ({ request }: { request: Request }) => {
    const error = failure(new URL(request.url).pathname);
    if (error) throw error;
    return null;
  };
  const routes = build.routes as unknown as Record<string, { module: Record<string, unknown> }>;
  routes["routes/any"]!.module = { ...routes["routes/any"]!.module, loader: fail, action: fail };
  build.entry.module.handleError = handlePageError;
  return build;
}

describe("the maintenance page when the platform does not answer", () => {
  let server: AppServer;
  let base: string;
  beforeAll(async () => {
    const env = parseEnv({
      NODE_ENV: "production",
      ...productionSecrets(),
      RATE_LIMIT_DISABLED: "1",
      DATA_DIR: dataDir,
      PLATFORM_API_URL: "http://platform.invalid",
      CONTENT_API_URL: "http://content.invalid",
      GEO_API_URL: "http://geo.invalid",
    });
    server = await createServer({ env, build: outageBuild() });
    await new Promise<void>((resolve) => server.httpServer.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers pages and form posts 503 with the maintenance message and Retry-After", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      for (const pathname of ["/base-en-panne/dossier/12", "/injoignable"]) {
        const page = await fetch(`${base}${pathname}`);
        expect(page.status).toBe(503);
        expect(page.headers.get("retry-after")).toBe("5");
        const html = await page.text();
        expect(html).toContain("Le site est en cours de maintenance, veuillez revenir dans quelques instants.");
        expect(html).not.toContain("Retour");
      }
      const posted = await fetch(`${base}/base-en-panne/reservation/confirmation`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
        body: "telephone=0612345678",
      });
      expect(posted.status).toBe(503);
      expect(posted.headers.get("retry-after")).toBe("5");
      expect(await posted.text()).toContain("Le site est en cours de maintenance");
      expect(warn).toHaveBeenCalled();
      const own = await fetch(`${base}/etude-indisponible/rendez-vous`);
      expect([own.status, own.headers.get("retry-after")]).toEqual([503, "5"]);
    } finally {
      warn.mockRestore();
    }
  });

  it("leaves a bug the 500 it is", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const page = await fetch(`${base}/bogue`);
      expect(page.status).toBe(500);
      expect(page.headers.get("retry-after")).toBeNull();
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
