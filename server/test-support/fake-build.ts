// A Remix build for the server's tests (no `npm run build`): one catch-all route, with or without an
// action, whose document is whatever `handleDocument` answers.
import type { AppLoadContext, ServerBuild } from "@remix-run/node";

export type DocumentHandler = (
  request: Request,
  status: number,
  headers: Headers,
  context: unknown,
  load: AppLoadContext,
) => Promise<Response>;

export function fakeBuild(handleDocument: DocumentHandler): ServerBuild {
  return {
    mode: "production",
    entry: { module: { default: handleDocument } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      "routes/any": { id: "routes/any", parentId: "root", path: "*", module: { default: () => null, action: () => null } },
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/assets/",
    assetsBuildDirectory: "build/client/assets",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_lazyRouteDiscovery: false,
      v3_singleFetch: false,
    },
    isSpaMode: false,
  } as unknown as ServerBuild;
}
