// Content negotiation for the video evidence contract (docs/decisions/1525): a page
// whose route `handle` says `jsonAnswer` answers a client that asks for JSON (Accept: application/json,
// not text/html) with its own action data, or loader data, as JSON, with the same status, instead of the
// HTML document. The call page's script posts captures and polls the position on the very URLs the
// plain forms use. Remix renders documents only, so this sits in entry.server, before rendering.
import type { EntryContext } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";

export interface JsonAnswerHandle {
  jsonAnswer?: boolean;
}

function prefersJson(request: Request): boolean {
  const accept = (request.headers.get("Accept") ?? "").toLowerCase();
  return accept.includes("application/json") && !accept.includes("text/html");
}

export function jsonAnswer(request: Request, status: number, headers: Headers, remixContext: EntryContext): Response | null {
  if (!prefersJson(request)) return null;
  const context = remixContext.staticHandlerContext;
  const leaf = context.matches[context.matches.length - 1];
  if (!leaf || !(remixContext.routeModules[leaf.route.id]?.handle as JsonAnswerHandle | undefined)?.jsonAnswer) return null;
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  let body: unknown;
  if (error !== undefined) {
    body = {
      message: isRouteErrorResponse(error) ? error.statusText || "Erreur" : "Une erreur est survenue, veuillez réessayer.",
    };
  } else {
    const id = leaf.route.id;
    body = context.actionData && id in context.actionData ? context.actionData[id] : context.loaderData[id];
  }
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "private, no-store");
  headers.append("Vary", "Accept");
  return new Response(JSON.stringify(body ?? null), { status, headers });
}
