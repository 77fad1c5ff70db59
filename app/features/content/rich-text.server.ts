// CMS rich text → safe HTML. The embedded service sends sanitised HTML; a Strapi server usually sends
// Markdown: render it, then run the allow-list either way (never trust a remote CMS).
import { Marked } from "marked";
import { sanitizeHtml } from "~common/sanitize-html.server";

// A private instance: extensions registered on the global `marked` can't change our output.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

// HTML from a CMS starts with a block element; Markdown practically never does.
const LOOKS_LIKE_HTML = /^\s*<(p|h[1-6]|ul|ol|div|table|blockquote|section|article|figure|pre|img|hr|br)\b/i;

/** Sanitised HTML for a CMS field holding Markdown or HTML; "" for anything else. */
export function renderRichText(source: unknown): string {
  if (typeof source !== "string" || source.trim() === "") return "";
  if (LOOKS_LIKE_HTML.test(source)) return sanitizeHtml(source);
  try {
    return sanitizeHtml(markdown.parse(source, { async: false }));
  } catch {
    return sanitizeHtml(source);
  }
}
