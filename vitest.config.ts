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
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
