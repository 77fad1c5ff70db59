// The embedded implementations of the platform API, the content service and the geolocation service
// (platform/), mounted on the app's own server when no upstream URL is configured (ARCHITECTURE.md).
import type { Express } from "express";
import type { Env } from "../app/.server/env";

export interface EmbeddedServices {
  close(): Promise<void>;
}

export async function mountEmbeddedServices(_app: Express, _env: Env): Promise<EmbeddedServices> {
  return { close: async () => {} };
}
