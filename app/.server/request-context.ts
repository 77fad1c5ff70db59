// The load context of one request (the shape of Hydrogen's app/lib/context.ts): the session, the
// current study and the platform client are built once here, before any loader or action runs, and
// every cookie the request changes is written once, after the handler (commitRequestCookies). server/
// calls both around the Remix handler; routes read `context.session`, `context.platform`,
// `context.flash` and `context.cookies` (typed in app/load-context.ts).
import type { SiteContext } from "~/features/site/site-context";
import { renewOutdatedUser } from "./auth";
import { cookieName, CookieJar } from "./cookie-jar";
import { Flash } from "./flash";
import { createPlatformClient } from "./platform/client";
import { AppSession } from "./session";

export interface RequestContextInput {
  cspNonce: string;
  site: SiteContext;
  /** The visitor's IP as the server sees it (req.ip): the platform's per-IP limits count it. */
  clientIp?: string;
}

export async function createRequestContext(request: Request, input: RequestContextInput) {
  const [session, flash] = await Promise.all([AppSession.fromRequest(request), Flash.fromRequest(request)]);
  await renewOutdatedUser(session);
  return {
    ...input,
    session,
    /** The study the user acts for (partner agents, professionals), null for a customer or a visitor. */
    currentStudyId: session.studyId,
    platform: createPlatformClient(request, session, input.clientIp),
    flash,
    cookies: new CookieJar(),
  };
}

export type RequestContext = Awaited<ReturnType<typeof createRequestContext>>;

/**
 * What a response for one person may be kept as (docs/decisions/3803): nowhere, neither by a shared cache
 * nor by the browser's own cache or back/forward cache, so that the next person at a shared computer
 * finds nothing of the previous one's pages. A route that already forbids storing keeps its own value.
 */
export function personalCacheControl(routeCacheControl: string | null): string {
  return routeCacheControl !== null && /(^|[\s,])no-store($|[\s,])/i.test(routeCacheControl)
    ? routeCacheControl
    : "private, no-store";
}

/**
 * The response with the request's cookie changes: the session, the flash alerts and the jar. A cookie
 * the handler already set itself (a route not converted yet) keeps the handler's value. Every response
 * that reads a signed-in session or changes the session (signing in, signing out) is personal: pages,
 * data requests, files and redirects alike, all of which pass here.
 */
export async function commitRequestCookies(
  context: Pick<RequestContext, "session" | "flash" | "cookies">,
  response: Response,
): Promise<Response> {
  const [session, flash, jar] = await Promise.all([
    context.session.setCookie(),
    context.flash.setCookie(),
    context.cookies.serialize(),
  ]);
  const changes = [
    ...[session, flash].filter((value): value is string => value !== null),
    ...jar.map((entry) => entry.setCookie),
  ];
  const personal = context.session.token !== null || context.session.isPending;
  const cacheControl = personal ? personalCacheControl(response.headers.get("Cache-Control")) : null;
  if (changes.length === 0 && (cacheControl === null || cacheControl === response.headers.get("Cache-Control"))) return response;
  const alreadySet = new Set(response.headers.getSetCookie().map(cookieName));
  const headers = new Headers(response.headers);
  for (const setCookie of changes) {
    if (!alreadySet.has(cookieName(setCookie))) headers.append("Set-Cookie", setCookie);
  }
  if (cacheControl !== null) headers.set("Cache-Control", cacheControl);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
