// Where a form or a link may send the user back to: a path of this site only, never "//host", "/\host",
// an absolute URL (open redirect) or a path carrying control characters (header injection).
const MAX_LENGTH = 500;

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The value when it is a path of this site, else null. */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  // Browsers read "//host" and "/\host" as another origin.
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControlCharacter(value)) return null;
  return value;
}

/** A posted return path (trimmed), or `fallback` when it is not a path of this site. */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  return sameSitePath(typeof value === "string" ? value.trim() : value) ?? fallback;
}
