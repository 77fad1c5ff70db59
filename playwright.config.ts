// End-to-end tests against the production build (`npm run test:e2e` builds first), run twice: with
// JavaScript disabled (every flow must work as plain HTML) and enabled. Debian's chromium, never a
// downloaded browser. The server gets its own data directory so a test run never touches `.data/`.
import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

/** Another port lets a second checkout run its suite beside this one (`E2E_PORT=3220 npx playwright test`). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = ".data-e2e";

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync("which", ["chromium"], { encoding: "utf8" }).trim() || "/usr/bin/chromium";
  } catch {
    return "/usr/bin/chromium";
  }
}

/** Exported for specs that add flags (e2e/video-call.spec.ts: fake camera and microphone). */
export const launchOptions = {
  executablePath: chromiumPath(),
  // Without the background-networking flags Chromium floods the closed network with refused connections.
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** The environment of the server under test; a spec that needs another server reuses it. */
export const E2E_SERVER_ENV = {
  NODE_ENV: "production",
  PORT: String(E2E_PORT),
  PUBLIC_URL: BASE_URL,
  CNCJ_HOSTS: "cncj.localhost",
  RATE_LIMIT_DISABLED: "1",
  FAST_PASSWORD_HASHING: "1",
  DATA_DIR: E2E_DATA_DIR,
  PLATFORM_EXPOSE_OUTBOX: "1",
  // The calendar connection spec serves its "Google calendar" on loopback.
  CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS: "1",
  // Production refuses published and weak secrets: strong values, published here for the tests alone.
  // Specs that call the platform as the web app read the client from here (e2e/support/platform-client.ts).
  SESSION_SECRET: "645abcd6e3cdb6de39e84c9771e8c047ffde857a14bef7d7c189ebe50bc7b8f8",
  PLATFORM_CLIENT_ID: "constat-rdv-web",
  PLATFORM_CLIENT_SECRET: "ca4574f64e249109238dbb45e1879b87470a5c6bc336724de55239dde67f9847",
  OIDC_CLIENT_SECRET: "8559be7e99201a9e9079f48a1790933c2f60e431f8bd6242a1ec4dc951f9f02f",
};

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false, launchOptions },
    },
    {
      name: "js",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: true, launchOptions },
    },
  ],
  webServer: {
    // A fresh database for every run: tests that book slots must not find yesterday's bookings.
    command: `node -e "require('node:fs').rmSync('${E2E_DATA_DIR}', { recursive: true, force: true })" && node build/server.js`,
    url: `${BASE_URL}/healthz`,
    env: E2E_SERVER_ENV,
    // Always the build just made, never a server left running from another checkout.
    reuseExistingServer: false,
    // Initialising and seeding a fresh PGlite database takes ~10 s alone, several times that on a loaded machine.
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
