// Bundles server.ts into build/server.js after `remix vite:build` (which empties build/). Packages stay
// external: node_modules is installed beside the build.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // The Remix build is loaded at run time from build/server/index.js.
  external: ["./server/index.js", "vite"],
});
