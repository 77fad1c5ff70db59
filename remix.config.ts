// Remix plugin options. Remix 2 in Vite mode never reads this file by itself: vite.config.ts passes it to
// the plugin, so the options live at the place the design card names.
import type { VitePluginConfig } from "@remix-run/dev";

export const remixConfig = {
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
} satisfies VitePluginConfig;

export default remixConfig;
