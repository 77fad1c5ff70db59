// /robots.txt: everything may be crawled except private and booking-result pages; the sitemap's address.
import { RESOURCE_CACHE_CONTROL } from "~/features/content/cache-control";
import { robotsTxt } from "~/features/content/sitemap";
import { publicOrigin } from "~/features/content/site.server";

export function loader() {
  return new Response(robotsTxt(publicOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": RESOURCE_CACHE_CONTROL },
  });
}
