// /sitemaps/{section}-{n}.xml: one file of the sitemap (at most 45,000 URLs). Unknown names and pages
// past a section's end answer 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { RESOURCE_CACHE_CONTROL } from "~/features/content/cache-control";
import { parseSitemapFile, sitemapFiles, urlsetXml } from "~/features/content/sitemap";
import { fromContent, notFound } from "~/features/content/site.server";
import { sitemapSections, sitemapUrls } from "~/features/content/sitemap.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const wanted = parseSitemapFile(params.file ?? "");
  if (!wanted) throw notFound();
  const xml = await fromContent(async () => {
    const file = sitemapFiles(await sitemapSections()).find(
      (candidate) => candidate.section === wanted.section && candidate.page === wanted.page,
    );
    if (!file) return null;
    const urls = await sitemapUrls(file.section, file.start, file.size);
    return urls ? urlsetXml(urls) : null;
  });
  if (!xml) throw notFound();
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": RESOURCE_CACHE_CONTROL },
  });
}
