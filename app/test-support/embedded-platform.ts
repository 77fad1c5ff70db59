// For app tests that talk to a real embedded platform: starts one for the file and points the app's
// parsed environment at it (the route modules read the environment when they were imported).
import { afterAll, beforeAll } from "vitest";
import type { PlatformOptions } from "../../platform/index";
import { startTestPlatform, TEST_CLIENT, type TestPlatform } from "../../platform/test-support/test-platform";
import { env } from "~/.server/env";

/**
 * Registers the file's platform; the returned getter gives it once `beforeAll` has run. `options` are
 * read then (a test's own services, e.g. a timestamp authority started by an earlier `beforeAll`).
 */
export function startEmbeddedPlatformForFile(options: () => Partial<PlatformOptions> = () => ({})): () => TestPlatform {
  let platform: TestPlatform | undefined;
  beforeAll(async () => {
    platform = await startTestPlatform(options());
    Object.assign(env(), {
      PLATFORM_API_URL: platform.baseUrl,
      PLATFORM_CLIENT_ID: TEST_CLIENT.clientId,
      PLATFORM_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    });
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });
  return () => platform!;
}
