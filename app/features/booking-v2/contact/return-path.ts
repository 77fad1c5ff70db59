// The contact page's 'Fermer' leads back where the visitor came from: never the contact page itself.
// Whether a target is a path of this site is safeRedirect's decision (app/.server/guards/redirects.ts).

/** The path unless it is the contact page (whose 'Fermer' would lead back to itself). */
export function notContactPage(path: string | null): string | null {
  const pathname = path?.split(/[?#]/, 1)[0] ?? "";
  if (pathname === "/contact" || pathname.startsWith("/contact/")) return null;
  return path;
}

/** The contact page, told where the visitor comes from (its 'Fermer' leads back there). */
export function contactHrefFrom(location: { pathname: string; search: string }): string {
  return `/contact?${new URLSearchParams({ retour: `${location.pathname}${location.search}` }).toString()}`;
}
