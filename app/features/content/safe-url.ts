// URLs from the CMS or the platform that end up in src/href attributes outside sanitised HTML (images,
// logos, partner sites): web URLs and site paths only, never javascript:, data: or "//host".

/** The URL when it is http(s) or a path on this site, else null. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const clean = url.trim();
  if (/^https?:\/\/[^\s]+$/i.test(clean)) return clean;
  if (/^\/(?![/\\])[^\s]*$/.test(clean)) return clean;
  return null;
}

/** The same, for external links: web URLs only. */
export function safeWebUrl(url: string | null | undefined): string | null {
  const clean = safeUrl(url);
  return clean && /^https?:\/\//i.test(clean) ? clean : null;
}
