// The HTML allow-list for every piece of HTML rendered from content: the content service's Markdown
// output and CMS HTML, and again in the app before it renders CMS HTML (a remote CMS, CONTENT_API_URL,
// may send anything). Server-only, hence `.server`: the sanitize-html package never reaches a browser.
import sanitize from "sanitize-html";

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "b",
    "em",
    "i",
    "del",
    "s",
    "sup",
    "sub",
    "blockquote",
    "img",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "code",
    "pre",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align", "scope", "colspan", "rowspan"],
    td: ["align", "colspan", "rowspan"],
    ol: ["start"],
    code: ["class"],
  },
  allowedClasses: { code: ["language-*"] },
  // Relative URLs (no scheme) stay allowed; "//host" is not relative, it is another site.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Script, style, iframe, svg…: dropped, and the text of script/style with them.
  disallowedTagsMode: "discard",
  parseStyleAttributes: false,
};

/** Returns HTML holding only allow-listed tags, attributes and URL schemes. Never throws. */
export function sanitizeHtml(html: unknown): string {
  if (html === null || html === undefined) return "";
  try {
    return sanitize(String(html), OPTIONS);
  } catch {
    // Fail closed: an input the parser can't handle renders as nothing rather than as itself.
    return "";
  }
}
