// /sitemap.xml: the sitemap index, one entry per file of every section (app/features/content/sitemap.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { RESOURCE_CACHE_CONTROL } from "~/features/content/cache-control";
import { sitemapFiles, sitemapIndexXml } from "~/features/content/sitemap";
import { canonicalUrl, fromContent } from "~/features/content/site.server";
import { sitemapSections } from "~/features/content/sitemap.server";

export async function loader(_args: LoaderFunctionArgs) {
  const sections = await fromContent(() => sitemapSections());
  const xml = sitemapIndexXml(sitemapFiles(sections).map((file) => ({ loc: canonicalUrl(`/sitemaps/${file.file}`) })));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": RESOURCE_CACHE_CONTROL },
  });
}
