// Routes of the public content site (customer-side §2.1, pro-side §2), inside the default layout, in the
// order of the spec's table. Aliases are second entries on the same module with their own id. The
// resource routes (sitemap, robots.txt) render no layout: Remix runs only their own loader.
import { type RouteConfigEntry, index, route } from "@remix-run/route-config";

export const contentRoutes: RouteConfigEntry[] = [
  index("routes/content/home.tsx"),
  route("barometre", "routes/content/barometer.tsx"),
  route("diagnostic-juridique-gratuit", "routes/content/diagnostic.tsx"),
  route("constat-huissier", "routes/content/bailiff-landing.tsx"),
  // Old guide addresses: 301 to /guide/{guideSlug}.
  route("constat-huissier/:guideSlug", "routes/content/bailiff-guide-redirect.ts"),
  route("guides", "routes/content/guides.tsx"),
  // Legacy alias of /guides (canonical: /guides).
  route("conseil-juridique", "routes/content/guides.tsx", { id: "routes/content/guides-legacy" }),
  route("guides/:categorySlug/:subCategorySlug?", "routes/content/guide-category.tsx"),
  route("conseil-juridique/:categorySlug/:subCategorySlug?", "routes/content/guide-category.tsx", {
    id: "routes/content/guide-category-legacy",
  }),
  route("guide/:guideSlug", "routes/content/guide.tsx"),
  route("page/:pageSlug", "routes/content/page.tsx"),
  route("entreprise", "routes/content/businesses.tsx"),
  route("entreprise/:businessSlug", "routes/content/business.tsx"),
  route("blog", "routes/content/blog.tsx"),
  route("blog/:articleSlug", "routes/content/article.tsx"),
  // /{type}/tag/{tagSlug}, type blog or guide.
  route("blog/tag/:tagSlug", "routes/content/tag.tsx"),
  route("guide/tag/:tagSlug", "routes/content/tag.tsx", { id: "routes/content/tag-guide" }),
  // /huissier-{zoneUrl} and /commissaire-de-justice-{zoneUrl}: a prefix inside a segment cannot be a
  // route pattern, so the first segment is the parameter and the loader reads the prefix (404 otherwise).
  route(":zoneSegment", "routes/content/zone.tsx"),
  route("etude/:studySlug", "routes/content/study.tsx"),
  route("partenaires", "routes/content/partners.tsx"),
  route("faq", "routes/content/faq.tsx"),
  // What the product keeps about people, why and how long (docs/decisions/3012).
  route("donnees-personnelles", "routes/content/personal-data.tsx"),
  // Article search: the no-JavaScript reference of the menu's search (customer-side §2.6).
  route("recherche", "routes/content/search.tsx"),
  // Resource routes.
  route("sitemap.xml", "routes/content/sitemap-index.ts"),
  route("sitemaps/:file", "routes/content/sitemap-file.ts"),
  route("robots.txt", "routes/content/robots.ts"),
];
