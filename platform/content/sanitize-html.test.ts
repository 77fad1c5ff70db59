// Known XSS payloads through the content allow-list (security research, recipe 9): all come out inert.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown";
import { sanitizeHtml } from "./sanitize-html";

const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="javascript:alert(1)">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<body onload=alert(1)>`,
  `<p onclick="alert(1)" onmouseover='alert(2)'>x</p>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="java\tscript:alert(1)">x</a>`,
  `<a href="java&#x09;script:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="&#x6A;avascript:alert(1)">x</a>`,
  `<a href="jav&#x0A;ascript:alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="//evil.example">x</a>`,
  `<svg onload=alert(1)><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  `<p style="background:url(javascript:alert(1))">x</p>`,
  `<div style="width: expression(alert(1))">x</div>`,
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<link rel=stylesheet href="https://evil.example/x.css">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><input type=submit></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<base href="javascript:alert(1)//">`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<img """><script>alert(1)</script>">`,
  `<a href="https://ok.example" onclick="alert(1)" target="_blank">ok</a>`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `"><script>alert(1)</script>`,
  `<xss class=x onafterscriptexecute=alert(1)>`,
];

/**
 * Nothing executable may survive: no script-capable tag, no handler, no dangerous URL. Only real tags
 * are inspected: escaped text ("&lt;img onerror=…") is inert by construction.
 */
function assertInert(html: string) {
  const tags = html.match(/<\/?[a-z][^>]*>/gi) ?? [];
  for (const tag of tags) {
    expect(tag).not.toMatch(
      /^<\/?\s*(script|iframe|object|embed|svg|math|style|link|meta|form|input|button|base|video|source|details|body|noscript|xss)\b/i,
    );
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/\sstyle\s*=/i);
    expect(tag).not.toMatch(/\s(xlink:)?href\s*=\s*["']?\s*(javascript|vbscript|data):/i);
    expect(tag).not.toMatch(/\ssrc\s*=\s*["']?\s*(javascript|data):/i);
    expect(tag).not.toMatch(/\s(href|src)\s*=\s*["']?\/\//i);
    expect(tag).not.toMatch(/\s(background|formaction|action|srcdoc)\s*=/i);
  }
  // No raw "<" may open a tag outside the allow-list.
  expect(html).not.toMatch(
    /<(?!\/?(h[1-6]|p|br|hr|ul|ol|li|a|strong|b|em|i|del|s|sup|sub|blockquote|img|table|thead|tbody|tfoot|tr|th|td|caption|code|pre)\b)[a-z!?/]/i,
  );
}

describe("sanitizeHtml", () => {
  it.each(PAYLOADS)("neutralises %s", (payload) => {
    assertInert(sanitizeHtml(payload));
  });

  it.each(PAYLOADS)("neutralises %s inside Markdown", (payload) => {
    assertInert(renderMarkdown(`# Titre\n\nTexte ${payload}\n\n${payload}\n\n[lien](${payload})`));
  });

  it("neutralises javascript: links written in Markdown syntax", () => {
    for (const href of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "javascript&#58;alert(1)",
      "&#x6A;avascript:alert(1)",
      "data:text/html,x",
    ]) {
      assertInert(renderMarkdown(`[clic](${href}) ![img](${href})`));
    }
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
    const odd: unknown[] = [
      undefined,
      null,
      42,
      {},
      [],
      "<".repeat(10_000),
      "\u0000<a href=\u0000javascript:x>",
      "\uD800",
      "<a href='".repeat(1000),
      Symbol.iterator,
    ];
    for (const value of odd) {
      expect(() => sanitizeHtml(value)).not.toThrow();
      expect(() => renderMarkdown(value)).not.toThrow();
    }
    expect(sanitizeHtml(undefined)).toBe("");
  });
});
