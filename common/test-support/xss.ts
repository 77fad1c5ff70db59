// The XSS corpus (security research, recipe 9) and the check that HTML came out inert, shared by the
// tests of the allow-list (common/sanitize-html.server.ts) and of the two renderers that end in it: the
// content service's Markdown (platform/content/render-markdown.ts) and the app's CMS rich text
// (app/features/content/rich-text.server.ts).
import { describe, expect, it } from "vitest";

export const XSS_PAYLOADS = [
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
export function assertInert(html: string) {
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

/** Inputs of every odd type and shape: the allow-list and the renderers take `unknown` and never throw. */
export const ODD_INPUTS: unknown[] = [
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

/** Every payload, inside Markdown and as Markdown links, comes out of `render` inert; odd input never throws. */
export function describeInertRenderer(name: string, render: (source: unknown) => string): void {
  describe(name, () => {
    it.each(XSS_PAYLOADS)("neutralises %s inside Markdown", (payload) => {
      assertInert(render(`# Titre\n\nTexte ${payload}\n\n${payload}\n\n[lien](${payload})`));
    });

    it("neutralises javascript: links written in Markdown syntax", () => {
      for (const href of [
        "javascript:alert(1)",
        "JAVASCRIPT:alert(1)",
        "javascript&#58;alert(1)",
        "&#x6A;avascript:alert(1)",
        "data:text/html,x",
      ]) {
        assertInert(render(`[clic](${href}) ![img](${href})`));
      }
    });

    it("never throws, whatever it is given", () => {
      for (const value of ODD_INPUTS) expect(() => render(value)).not.toThrow();
    });
  });
}
