// Markdown → safe HTML for content files (GitHub-flavoured Markdown, then the allow-list).
import { Marked } from "marked";
import { sanitizeHtml } from "~common/sanitize-html.server";

// A private instance: extensions registered elsewhere on the global `marked` can't change our output.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Renders Markdown to sanitised HTML; raw HTML inside the Markdown goes through the allow-list too. */
export function renderMarkdown(source: unknown): string {
  if (typeof source !== "string" || source.trim() === "") return "";
  try {
    return sanitizeHtml(markdown.parse(source, { async: false }));
  } catch {
    return sanitizeHtml(source);
  }
}

/** Plain text of Markdown, for search and word counts. */
export function markdownToText(source: string): string {
  return source
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`~|-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
