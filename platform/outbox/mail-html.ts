// The HTML part of every e-mail, beside its text (multipart/alternative): the same words as the text,
// escaped, in the site's name and colours. Inline styles only (mail clients drop <style> blocks and
// external sheets) and no image at all, so nothing is fetched from a server when the message opens.
// Paragraphs are the text's blank-line blocks; its links become links, with the address as their words.

/** The default theme's colours (app/styles/theme.css.ts): the platform cannot import the app's styles. */
const BRAND = {
  name: "Constat RDV",
  primary: "#2B366F",
  onPrimary: "#FFFFFF",
  background: "#F7F9FA",
  surface: "#FFFFFF",
  text: "#1A1F3D",
  border: "#C9CFDD",
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** An address as the texts write them: up to the next space (a link always ends its line or sentence with one). */
const LINK = /https?:\/\/[^\s<>"]+/g;

/** One line of text: escaped, its addresses made links. */
function lineHtml(line: string): string {
  let html = "";
  let from = 0;
  for (const match of line.matchAll(LINK)) {
    const address = escapeHtml(match[0]);
    html += `${escapeHtml(line.slice(from, match.index))}<a href="${address}" style="color:${BRAND.primary};word-break:break-all">${address}</a>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(from));
}

function paragraphHtml(block: string): string {
  return `<p style="margin:0 0 16px 0">${block.split("\n").map(lineHtml).join("<br>\n")}</p>`;
}

/** A complete HTML document for an e-mail whose text part is `text`. */
export function mailHtml(subject: string, text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n[ \t]*\n/)
    .filter((block) => block.trim() !== "")
    .map(paragraphHtml)
    .join("\n");
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${BRAND.background};color:${BRAND.text};font-family:${BRAND.font};font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 12px">
<div style="background-color:${BRAND.primary};color:${BRAND.onPrimary};padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${BRAND.name}</div>
<div data-message style="background-color:${BRAND.surface};padding:24px;border:1px solid ${BRAND.border};border-top:0;border-radius:0 0 8px 8px">
${paragraphs}
</div>
</div>
</body>
</html>
`;
}
