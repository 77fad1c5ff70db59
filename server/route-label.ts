// The route a request went to, as a label for the request metrics and the request log: the Remix route
// id for a page (`routes/booking.slot`, its `.data` twin included), the express pattern for the embedded
// services (`/_platform/api/demands/:id`), `static` for a built file. Never the raw URL: a label takes
// one Prometheus series per value, and ids, tokens and search strings would make them endless.
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";
import type { Express, Request, Response } from "express";
import { boundedPath } from "../common/bounded-path";

/** Services mounted beside the app; a path of theirs that no route took is labelled by its prefix alone. */
const SERVICE_PREFIXES = ["/_platform", "/_content", "/_geo", "/_oidc"];

const UNMATCHED = "unmatched";

const ROUTE = Symbol("route");

/**
 * Keeps, on each request of `app`, the pattern of the last express route it was dispatched to with the
 * mount path it had then: an answer sent on the error path (a 401 from an authentication step) leaves
 * `req.route` set but `req.baseUrl` already unwound to an outer router. Express assigns `req.route` at each
 * dispatch; the accessor sits on the app's request prototype, once, rather than on every request.
 */
export function trackRoutePatterns(app: Express): void {
  Object.defineProperty(app.request, "route", {
    configurable: true,
    get(this: Request & { [ROUTE]?: unknown }) {
      return this[ROUTE];
    },
    set(this: Request & { [ROUTE]?: unknown }, value: { path?: unknown } | undefined) {
      this[ROUTE] = value;
      const pattern = value?.path;
      // The Remix handler's route, `*`, serves every page: the page decides (see routeLabeler).
      if (this.res) {
        this.res.locals.routePattern =
          pattern === undefined || pattern === "*" ? undefined : `${boundedPath(this.baseUrl)}${String(pattern)}`;
      }
    },
  });
}

/** What a middleware that answered by itself calls its requests (a built file: `static`). */
export function labelRoute(res: Response, label: string): void {
  res.locals.routeLabel = label;
}

type Manifest = ServerBuild["routes"];

/** Remix's route manifest as the nested routes the router matches (as Remix builds them itself). */
export function routeTree(manifest: Manifest, parentId?: string): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(manifest, route.id) },
    );
}

/** The page a path shows, `/x.data` (single fetch) as `/x`; memoised, the memo bounded. */
export function pageMatcher(tree: AgnosticRouteObject[], memoSize = 1000): (pathname: string) => string {
  const memo = new Map<string, string>();
  return (pathname) => {
    const known = memo.get(pathname);
    if (known) return known;
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const id = matchRoutes(tree, page)?.at(-1)?.route.id ?? UNMATCHED;
    if (memo.size >= memoSize) memo.clear();
    memo.set(pathname, id);
    return id;
  };
}

export type RouteLabeler = (req: Request, res: Response) => string;

/**
 * Labels requests once they are answered. The production build is matched from the start; in development
 * the build loads through Vite, and pages are labelled once it has loaded.
 */
export function routeLabeler(build: ServerBuild | (() => Promise<ServerBuild>)): RouteLabeler {
  let matchPage: ((pathname: string) => string) | undefined;
  let loading: Promise<void> | undefined;
  const pages = () => {
    if (matchPage) return matchPage;
    if (typeof build !== "function") return (matchPage = pageMatcher(routeTree(build.routes)));
    loading ??= build().then(
      (loaded) => void (matchPage = pageMatcher(routeTree(loaded.routes))),
      () => void (loading = undefined),
    );
    return undefined;
  };

  return (req, res) => {
    const explicit = res.locals.routeLabel as string | undefined;
    if (explicit) return explicit;
    const pattern = res.locals.routePattern as string | undefined;
    if (pattern) return pattern;
    const path = req.originalUrl.split("?", 1)[0] ?? "";
    const service = SERVICE_PREFIXES.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (service) return `${service}/*`;
    return pages()?.(path) ?? UNMATCHED;
  };
}
