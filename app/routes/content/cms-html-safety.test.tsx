// Known XSS payloads from a hostile CMS (CONTENT_API_URL pointing at a Strapi-like server) go through
// the whole rendering path of the guide and article pages: the content client (zod, Markdown, first
// sanitising), the route's loader (second sanitising, JSON-LD) and the route's component rendered to
// HTML. Nothing may come out executable: no script element but the inert JSON-LD, no event handler,
// no javascript: URL, no SVG, frame, object, form or style.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { renderToStaticMarkup } from "react-dom/server";
import type { ComponentType } from "react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PAYLOADS_HTML = [
  "<p>Texte normal du guide.</p>",
  "<script>alert('script')</script>",
  '<img src="x" onerror="alert(\'img\')">',
  "<a href=\"javascript:alert('lien')\">lien piégé</a>",
  '<a href="JaVaScRiPt:alert(1)">casse</a>',
  '<a href="&#106;avascript:alert(1)">entités</a>',
  '<a href=" javascript:alert(1)">espace</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<svg onload="alert(\'svg\')"><script>alert(2)</script><circle r="5"/></svg>',
  '<iframe src="javascript:alert(1)" srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Envoyer</button></form>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)" onmouseover="alert(1)">style</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert("mxss")></style></mglyph></table></mtext></math>',
  '<div><details open ontoggle="alert(1)"><summary>x</summary></details></div>',
  '<a href="//evil.example/x">protocole relatif</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<base href="javascript:alert(1)//"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
].join("\n");

const PAYLOADS_MARKDOWN = [
  "Texte **normal** de l'article.",
  "",
  "[lien piégé](javascript:alert('md'))",
  "",
  "![image](javascript:alert(1))",
  "",
  '<img src=x onerror="alert(1)">',
  "",
  "<script>alert('md-script')</script>",
  "",
  '<svg><animate onbegin="alert(1)" attributeName="x"/></svg>',
].join("\n");

const HOSTILE_TEXT = "</script><script>alert('titre')</script><img src=x onerror=alert(1)><!--";

const hostileGuide = {
  id: 1,
  slug: "guide-piege",
  title: `Guide ${HOSTILE_TEXT}`,
  summary: `Résumé ${HOSTILE_TEXT}`,
  seoDescription: `Description ${HOSTILE_TEXT}`,
  content: PAYLOADS_HTML,
  published_at: "2026-01-10T00:00:00.000Z",
  updated_at: "2026-01-11T00:00:00.000Z",
  image: { url: "javascript:alert(1)", alternativeText: '" onerror="alert(1)' },
  category: { id: 2, slug: "categorie", name: `<svg onload=alert(1)>Catégorie`, description: "", order: 1 },
  subCategory: null,
  tags: [{ id: 3, slug: "theme", name: '<b onmouseover="alert(1)">Thème</b>', type: "guide" }],
};

const hostileArticle = {
  ...hostileGuide,
  slug: "article-piege",
  title: `Article ${HOSTILE_TEXT}`,
  content: PAYLOADS_MARKDOWN,
  author: { username: `<script>alert('auteur')</script>` },
  tags: [{ id: 4, slug: "theme-blog", name: '<img src=x onerror="alert(1)">', type: "blog" }],
};

let server: Server;

interface RouteModule {
  loader: (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;
  default: ComponentType;
}

beforeAll(async () => {
  const cms = express();
  cms.get("/guides/count", (_request, response) => response.json(1));
  cms.get("/guides", (_request, response) => response.json([hostileGuide]));
  cms.get("/articles/count", (_request, response) => response.json(1));
  cms.get("/articles", (_request, response) => response.json([hostileArticle]));
  server = cms.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  // Read once by env() on first use: set before any route module runs.
  process.env.CONTENT_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PUBLIC_URL = "https://www.constat-rdv.example";
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The loader's data as the component receives it (what `data()` wraps). */
function unwrap(result: unknown): unknown {
  return result && typeof result === "object" && "data" in result && (result as { type?: string }).type === "DataWithResponseInit"
    ? (result as { data: unknown }).data
    : result;
}

async function renderRoute(module: RouteModule, path: string, pattern: string, params: Record<string, string>): Promise<string> {
  const request = new Request(`https://www.constat-rdv.example${path}`);
  const data = JSON.parse(JSON.stringify(unwrap(await module.loader({ request, params, context: {} }))));
  const { Outlet } = await import("react-router-dom");
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => ({ site: "default", user: null, alerts: [], supportPhone: "01 76 34 00 00" }),
      Component: Outlet,
      children: [{ id: "page", path: pattern, loader: () => data, Component: module.default }],
    },
  ]);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

function expectInert(html: string) {
  // Every script element is a JSON-LD document, and its text cannot close it.
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toContain('type="application/ld+json"');
    expect(body).not.toMatch(/[<>]/);
    expect(() => JSON.parse(body!)).not.toThrow();
  }
  const withoutJsonLd = html.replace(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi, "");
  expect(withoutJsonLd).not.toMatch(/<script/i);
  // No event-handler attribute on any element (attribute values, escaped by React, set aside).
  for (const [tag] of withoutJsonLd.matchAll(/<[a-z][^>]*>/gi)) {
    expect(tag.replace(/="[^"]*"/g, '=""')).not.toMatch(/\son[a-z]+\s*=/i);
  }
  // No script URL in any attribute, whatever its spelling.
  const attributeValues = [
    ...withoutJsonLd.matchAll(/\s(?:href|src|action|formaction|data|srcdoc|content)\s*=\s*"([^"]*)"/gi),
  ].map((match) =>
    match[1]!
      .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
      .replace(/\s/g, "")
      .toLowerCase(),
  );
  for (const value of attributeValues) {
    expect(value.startsWith("javascript:")).toBe(false);
    expect(value.startsWith("data:")).toBe(false);
    expect(value.startsWith("//")).toBe(false);
  }
  for (const tag of ["svg", "iframe", "object", "embed", "form", "style", "math", "base", "meta", "noscript", "details"]) {
    expect(withoutJsonLd).not.toMatch(new RegExp(`<${tag}\\b`, "i"));
  }
  expect(withoutJsonLd).not.toMatch(/\sstyle="[^"]*javascript/i);
}

describe("CMS HTML through the guide page", () => {
  it("renders the guide with every payload inert, the harmless text kept", async () => {
    const module = (await import("./guide")) as unknown as RouteModule;
    const html = await renderRoute(module, "/guide/guide-piege", "guide/:guideSlug", { guideSlug: "guide-piege" });
    expect(html).toContain("Texte normal du guide.");
    expect(html).toContain("lien piégé");
    // Text fields are text: the markup shows as characters, never as elements.
    expect(html).toContain("Guide &lt;/script&gt;&lt;script&gt;alert(&#x27;titre&#x27;)&lt;/script&gt;");
    expect(html).toContain("&lt;svg onload=alert(1)&gt;Catégorie");
    expectInert(html);
  });
});

describe("CMS Markdown through the article page", () => {
  it("renders the article with every payload inert, the harmless text kept", async () => {
    const module = (await import("./article")) as unknown as RouteModule;
    const html = await renderRoute(module, "/blog/article-piege", "blog/:articleSlug", { articleSlug: "article-piege" });
    expect(html).toContain("<strong>normal</strong>");
    expect(html).toContain("lien piégé");
    expect(html).toContain("&lt;script&gt;alert(&#x27;auteur&#x27;)&lt;/script&gt;");
    expectInert(html);
  });
});
