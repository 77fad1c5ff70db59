import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~common": fileURLToPath(new URL("./common", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  plugins: [vanillaExtractPlugin()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "common/**/*.test.ts",
      "eslint/**/*.test.ts",
      "platform/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    // console.error fails the test that logged it (vitest.setup.ts).
    setupFiles: ["./vitest.setup.ts"],
    environment: "node",
    // Vitest leaves one CPU free by default: on the 2-core CI machines that is one test file at a time.
    // Both cores run files (each in its own process, on its own database or schema): 233 s → 183 s.
    maxWorkers: 2,
    // Worker threads rather than child processes: the same isolation per file, less start-up (268 s → 204 s).
    pool: "threads",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
