// Known XSS payloads through the content allow-list (security research, recipe 9): all come out inert;
// the formatting content needs survives.
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.server";
import { assertInert, ODD_INPUTS, XSS_PAYLOADS } from "./test-support/xss";

describe("sanitizeHtml", () => {
  it.each(XSS_PAYLOADS)("neutralises %s", (payload) => {
    assertInert(sanitizeHtml(payload));
  });

  it("keeps the allowed formatting and safe links", () => {
    const html = sanitizeHtml(
      `<h2>Titre</h2><p><strong>gras</strong> <em>it</em> <a href="https://example.fr/a?b=1" title="t">abs</a> ` +
        `<a href="/guide/constat">rel</a> <a href="mailto:contact@example.fr">mail</a> <a href="#ancre">ancre</a></p>` +
        `<ul><li>un</li></ul><ol start="3"><li>trois</li></ol><blockquote>cit</blockquote>` +
        `<img src="https://cdn.example.fr/i.png" alt="photo"><img src="/uploads/i.png" alt="local">` +
        `<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table><pre><code class="language-js">x</code></pre>`,
    );
    expect(html).toContain(`<a href="https://example.fr/a?b=1" title="t">abs</a>`);
    expect(html).toContain(`<a href="/guide/constat">rel</a>`);
    expect(html).toContain(`<a href="mailto:contact@example.fr">mail</a>`);
    expect(html).toContain(`<a href="#ancre">ancre</a>`);
    expect(html).toContain(`<img src="https://cdn.example.fr/i.png" alt="photo" />`);
    expect(html).toContain(`<img src="/uploads/i.png" alt="local" />`);
    for (const tag of ["h2", "strong", "em", "ul", "ol", "li", "blockquote", "table", "thead", "th", "td", "pre", "code"]) {
      expect(html).toContain(`<${tag}`);
    }
    expect(html).toContain(`class="language-js"`);
  });

  it("drops the text of scripts and styles but keeps ordinary text of removed tags", () => {
    expect(sanitizeHtml(`<div>garde <script>perdu()</script><span>aussi</span></div>`)).toBe("garde aussi");
  });

  it("never throws, whatever it is given", () => {
    for (const value of ODD_INPUTS) expect(() => sanitizeHtml(value)).not.toThrow();
    expect(sanitizeHtml(undefined)).toBe("");
  });
});
