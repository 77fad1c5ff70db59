import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { remixConfig } from "./remix.config";
import { shellChunk } from "./scripts/shell-chunk";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      "~common": fileURLToPath(new URL("./common", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  plugins: [remix(remixConfig), vanillaExtractPlugin()],
  build: {
    target: "es2022",
    // Terser, not esbuild, minifies the browser files: its names compress better, about 4 kB gzipped
    // less on every hydrated page (docs/decisions/007-terser.md). The server build stays unminified.
    minify: isSsrBuild ? false : "terser",
    // Everything every hydrated page needs goes in one browser file (docs/decisions/006-shell-chunk.md).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk } },
  },
}));
