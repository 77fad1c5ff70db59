// The site context: which variant of the product a request belongs to. The default marketplace, or the
// professional-body variant "cncj" (its own theme; only the booking routes exist there).
export type SiteContext = "default" | "cncj";

export interface SiteSelection {
  fallback: SiteContext;
  cncjHosts: readonly string[];
}

/** Picks the site from the request's host name (a deployment may serve both), else the configured one. */
export function siteForHost(host: string | null | undefined, selection: SiteSelection): SiteContext {
  const hostname = (host ?? "").toLowerCase().replace(/:\d+$/, "");
  if (hostname && selection.cncjHosts.includes(hostname)) return "cncj";
  return selection.fallback;
}
