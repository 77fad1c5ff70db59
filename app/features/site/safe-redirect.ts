// Where a `redirect` parameter may send the user after signing in (pro-side §5, OWASP ASVS 3.7.2):
// only a path of this site. Anything that could leave the site (protocol-relative, backslash, encoded
// slashes, a scheme, control characters, dot segments) falls back to the default.

/** Characters allowed in a same-site target: an absolute path with its query and fragment, nothing else. */
const ALLOWED = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%[\]]*$/;

/**
 * The target if it is a same-site path (its query string and fragment kept), else `fallback`.
 * Refused: `//host`, `/\host`, encoded slashes or backslashes (`/%2F%2Fhost`, `/%5Chost`), anything
 * with a scheme (`https:`, `javascript:`), leading or embedded whitespace and control characters,
 * dot segments (`/..//x`), and anything that does not decode cleanly.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  if (!ALLOWED.test(target)) return fallback;

  const path = target.split(/[?#]/, 1)[0] ?? "";
  let decodedPath: string;
  try {
    // Decoded twice: a doubly encoded slash (%252F) is still a slash to some proxies.
    decodedPath = decodeURIComponent(decodeURIComponent(path));
  } catch {
    return fallback;
  }
  if (decodedPath.startsWith("//") || decodedPath.includes("\\")) return fallback;
  if (hasWhitespaceOrControl(decodedPath)) return fallback;
  if (decodedPath.split("/").some((segment) => segment === ".." || segment === ".")) return fallback;

  // The browser's own reading of the target must stay on this origin.
  const base = "http://same-site.invalid";
  let resolved: URL;
  try {
    resolved = new URL(target, base);
  } catch {
    return fallback;
  }
  if (resolved.origin !== base) return fallback;
  return target;
}

/** Whitespace, C0 control characters or DEL: never in a path we would send someone to. */
function hasWhitespaceOrControl(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code <= 0x20 || code === 0x7f || /\s/.test(character)) return true;
  }
  return false;
}

/** The `redirect` query parameter of a URL, checked; `fallback` when absent or unsafe. */
export function redirectParam(url: URL | string, fallback = "/"): string {
  const parsed = typeof url === "string" ? new URL(url) : url;
  return safeRedirect(parsed.searchParams.get("redirect"), fallback);
}
