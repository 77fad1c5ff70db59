// What every loader and action receives as `context`, built once per request by
// app/.server/request-context.ts (called from server/app-request-handler.ts): the CSP nonce, the site
// context, the session, the current study, the platform client, the flash alerts and the cookie jar.
// Typed here so routes read `context.platform` without casts.
import type { RequestContext } from "~/.server/request-context";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext extends RequestContext {}
}
