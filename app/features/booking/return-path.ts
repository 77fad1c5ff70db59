// Where a form may send the user back to: a path of this site only, never "//host", "/\host" or an
// absolute URL (open redirect).
export function safeReturnPath(value: unknown, fallback = "/"): string {
  const path = typeof value === "string" ? value.trim() : "";
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || /[\r\n]/.test(path)) return fallback;
  return path;
}
