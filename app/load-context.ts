// What server.ts hands every loader and action (built once per request): the CSP nonce for inline
// scripts and the site context. Typed here so routes read `context.site` without casts.
import type { SiteContext } from "~/features/site/site-context";

export interface RequestContext {
  cspNonce: string;
  site: SiteContext;
}

declare module "@remix-run/server-runtime" {
  interface AppLoadContext extends RequestContext {}
}
