// Server helpers shared by the content routes: canonical URLs from PUBLIC_URL (never the Host header),
// the cacheable answer of a content loader, and the mapping of upstream failures to 404 and 503.
import { data } from "@remix-run/node";
import { env } from "~/.server/env";
import { UpstreamError } from "~/features/content/client.server";
import { cacheHeadersFor } from "~/features/content/cache-control";

/** The content service's page shown at /constat-huissier (and moved there from /page/…). */
export const BAILIFF_LANDING_PAGE = "constat-huissier";

/** The public origin, without a trailing slash. */
export function publicOrigin(): string {
  return env().PUBLIC_URL.replace(/\/+$/, "");
}

/** The absolute URL of a site path. */
export function canonicalUrl(path: string): string {
  return `${publicOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The 404 answer a loader throws for an unknown slug (the root boundary renders "Page non trouvée"). */
export function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
}

/**
 * Runs the content calls of a loader: an upstream outage becomes the 503 page instead of a crash;
 * responses thrown on purpose (404, redirects) pass through.
 */
export async function fromContent<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof UpstreamError) {
      console.error("Service de contenu indisponible :", error.message, error.url);
      throw new Response(null, { status: 503, statusText: "Service Unavailable" });
    }
    throw error;
  }
}

/** A content page's loader answer: its data with the cache headers the request allows. */
export function contentPage<T>(request: Request, payload: T) {
  return data(payload, { headers: cacheHeadersFor(request) });
}
