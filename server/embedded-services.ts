// The embedded implementations of the platform API, the content service and the geolocation service
// (platform/), mounted on the app's own server when no upstream URL is configured (ARCHITECTURE.md).
// They come before the browser-facing rate limits: the app calls them over loopback for every visitor.
import path from "node:path";
import type { Express } from "express";
import { createPlatform } from "../platform";
import { createContentService } from "../platform/content";
import { createGeoService, loadGeoData } from "../platform/geo";
import type { GeoData } from "../platform/geo";
import type { Env } from "../app/.server/env";

export interface EmbeddedServices {
  close(): Promise<void>;
}

export async function mountEmbeddedServices(app: Express, env: Env): Promise<EmbeddedServices> {
  const closers: (() => Promise<void>)[] = [];
  let geo: GeoData | undefined;
  const geography = async () => (geo ??= await loadGeoData());

  if (!env.PLATFORM_API_URL) {
    const platform = await createPlatform({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      clientId: env.PLATFORM_CLIENT_ID,
      clientSecret: env.PLATFORM_CLIENT_SECRET,
      publicUrl: env.PUBLIC_URL,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      exposeOutbox: env.PLATFORM_EXPOSE_OUTBOX,
    });
    closers.push(() => platform.close());
    app.use("/_platform", platform.router);
  }
  if (!env.GEO_API_URL) {
    app.use("/_geo", createGeoService(await geography(), { apiKey: env.GEO_API_KEY }).router);
  }
  if (!env.CONTENT_API_URL) {
    const content = await createContentService({ contentDir: path.resolve("content"), geo: await geography() });
    for (const problem of content.problems) console.warn(`Contenu : ${problem}`);
    app.use("/_content", content.router);
  }

  return {
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}
