// CMS HTML in a page. The HTML must come from a loader that sanitised it (sanitizeHtml from
// common/sanitize-html.server.ts) just before returning it: nothing else may reach this component.
import { prose } from "./rich-text.css";

export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className ? `${prose} ${className}` : prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
