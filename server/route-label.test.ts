// Route labels of the request metrics: bounded, whatever the URL.
import type { ServerBuild } from "@remix-run/node";
import type { Express, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { pageMatcher, routeLabeler, routeTree, trackRoutePatterns } from "./route-label";

const manifest = {
  root: { id: "root", path: "" },
  "layouts/default": { id: "layouts/default", parentId: "root" },
  "routes/home": { id: "routes/home", parentId: "layouts/default", index: true },
  "routes/demand": { id: "routes/demand", parentId: "layouts/default", path: "dossier/:demandId" },
  "routes/catch-all": { id: "routes/catch-all", parentId: "root", path: "*" },
} as unknown as ServerBuild["routes"];

/** An app's request prototype, with the route patterns tracked as createServer does. */
const app = { request: {} } as unknown as Express;
trackRoutePatterns(app);

/** A request as express leaves it: dispatched to `route` under `baseUrl`, then `baseUrl` unwound to `finalBaseUrl`. */
function dispatched(originalUrl: string, route?: { path: string }, baseUrl = "", finalBaseUrl = baseUrl) {
  const res = { locals: {} } as unknown as Response;
  const req = Object.assign(Object.create(app.request) as Request, { originalUrl, baseUrl, res });
  if (route) (req as { route: unknown }).route = route;
  req.baseUrl = finalBaseUrl;
  return [req, res] as const;
}

describe("pageMatcher", () => {
  const match = pageMatcher(routeTree(manifest));

  it("names the page a path shows by its Remix route id, single-fetch `.data` requests included", () => {
    expect(match("/")).toBe("routes/home");
    expect(match("/_root.data")).toBe("routes/home");
    expect(match("/dossier/1234")).toBe("routes/demand");
    expect(match("/dossier/1234.data")).toBe("routes/demand");
    expect(match("/n/importe/quoi")).toBe("routes/catch-all");
  });

  it("keeps its memo bounded", () => {
    const small = pageMatcher(routeTree(manifest), 2);
    for (let id = 0; id < 100; id++) expect(small(`/dossier/${id}`)).toBe("routes/demand");
  });
});

describe("routeLabeler", () => {
  const label = routeLabeler({ routes: manifest } as ServerBuild);

  it("labels an express route by its pattern under the mount path it had when dispatched, ids folded", () => {
    expect(label(...dispatched("/healthz", { path: "/healthz" }))).toBe("/healthz");
    expect(label(...dispatched("/_platform/api/demands/12", { path: "/demands/:id" }, "/_platform/api"))).toBe(
      "/_platform/api/demands/:id",
    );
    expect(label(...dispatched("/_platform/api/admin/7/members", { path: "/members" }, "/_platform/api/admin/7"))).toBe(
      "/_platform/api/admin/:param/members",
    );
    // Answered on the error path (a 401 from the authentication step): the outer router's baseUrl by then.
    expect(label(...dispatched("/_platform/api/demands/12", { path: "/demands/:id" }, "/_platform/api", "/_platform"))).toBe(
      "/_platform/api/demands/:id",
    );
  });

  it("labels what no route took under a service by the service, pages by their route id, and explicit labels as given", () => {
    expect(label(...dispatched("/_platform/api/nothing/here/42"))).toBe("/_platform/*");
    expect(label(...dispatched("/_oidc/auth?client_id=x"))).toBe("/_oidc/*");
    // The Remix handler's own express route is `*`: the page decides.
    expect(label(...dispatched("/dossier/99?tab=docs", { path: "*" }))).toBe("routes/demand");
    const [req, res] = dispatched("/assets/entry-abc123.js");
    res.locals.routeLabel = "static";
    expect(label(req, res)).toBe("static");
  });
});
