// The public content site: homepage, guides, blog and tags, FAQ anchor, the zone chain
// region → department → city → district and a study, the diagnostic, the article search, the
// barometer, offers and partners, titles, 404s and redirects, cache headers and robots.txt. Runs in
// both projects; every page visited is audited by axe (./fixtures), so checks that need no browser
// (status codes, headers, titles) use plain requests. Content pages must ship no JavaScript at all.
import type { Page } from "@playwright/test";
import { expect, inOneProjectOnly, test, ZERO_JS_PAGES } from "./fixtures";
import { settled } from "./support/booking-flow";

// Several pages per test, each audited by axe afterwards (a snapshot audit per page without JavaScript).
test.describe.configure({ timeout: 60_000 });

/** Content pages are `hydrate: false`: no script but JSON-LD, no module preload, in either project. */
async function expectNoJavaScript(page: Page) {
  expect(await page.locator('script:not([type="application/ld+json"])').count(), "executable scripts on a content page").toBe(0);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
}

/** The JSON-LD documents of the page, parsed. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  // The structured data closes the streamed document: wait for it rather than read a page still arriving.
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function canonical(page: Page): Promise<string | null> {
  return page.locator('link[rel="canonical"]').getAttribute("href");
}

test("the homepage comes from the content service, with booking entries, articles, guides and zones", async ({
  page,
  baseURL,
}) => {
  inOneProjectOnly(ZERO_JS_PAGES);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Un commissaire de justice, au bon moment" })).toBeVisible();
  await expect(page).toHaveTitle("Constat RDV : réservez un commissaire de justice en ligne");
  await expect(page.getByRole("link", { name: "Trouver un créneau" })).toHaveAttribute("href", "/prestation/adresse/");
  await expect(page.getByRole("heading", { level: 2, name: "Derniers articles du blog" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Nos guides juridiques par thème" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Par région" }).getByRole("link", { name: "Auvergne-Rhône-Alpes" }),
  ).toHaveAttribute("href", "/commissaire-de-justice-auvergne-rhone-alpes");
  await expect(
    page.getByRole("navigation", { name: "Menu principal", exact: true }).getByRole("link", { name: "Rechercher un article" }),
  ).toHaveAttribute("href", "/recherche");
  expect(await canonical(page)).toBe(`${baseURL}/`);
  await expectNoJavaScript(page);
});

test("a guide, reached from its theme page", async ({ page, baseURL }) => {
  inOneProjectOnly(ZERO_JS_PAGES);
  await page.goto("/guides/immobilier-logement");
  await expect(page.getByRole("heading", { level: 1, name: "Immobilier et logement" })).toBeVisible();
  await page.getByRole("link", { name: /^Dégât des eaux : faire constater les dommages/ }).click();
  await expect(page).toHaveURL(/\/guide\/constat-degat-des-eaux$/);
  await expect(page.getByRole("heading", { level: 1, name: /Dégât des eaux : faire constater les dommages/ })).toBeVisible();
  const trail = page.getByRole("navigation", { name: "Fil d'Ariane" });
  await expect(trail.getByRole("link", { name: "Immobilier et logement" })).toHaveAttribute(
    "href",
    "/guides/immobilier-logement",
  );
  await expect(trail.getByRole("link", { name: "Dégâts des eaux et sinistres" })).toHaveAttribute(
    "href",
    "/guides/immobilier-logement/degats-des-eaux",
  );
  await expect(page.getByRole("heading", { level: 2, name: "La convention IRSI en quelques mots" })).toBeVisible();
  expect((await jsonLd(page)).map((document) => document["@type"])).toEqual(["Article", "BreadcrumbList"]);
  expect(await canonical(page)).toBe(`${baseURL}/guide/constat-degat-des-eaux`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expectNoJavaScript(page);
});

test("the blog is paged; an article, reached from a tag page", async ({ page }) => {
  inOneProjectOnly(ZERO_JS_PAGES);
  // A page past the end shows the last one.
  const response = await page.goto("/blog?page=99");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Blog juridique" })).toBeVisible();
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.locator('[aria-current="page"]')).toHaveText(/2/);
  await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/blog");

  await page.getByRole("navigation", { name: "Les thèmes du blog" }).getByRole("link", { name: "TPE et PME" }).click();
  await expect(page).toHaveURL(/\/blog\/tag\/tpe-pme$/);
  await expect(page.getByRole("heading", { level: 1, name: "Articles du thème « TPE et PME »" })).toBeVisible();
  await page.getByRole("link", { name: /^Facture impayée : la marche à suivre/ }).click();
  await expect(page).toHaveURL(/\/blog\/facture-impayee-que-faire$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Facture impayée/ })).toBeVisible();
  await expect(page.getByText("Par Nicolas Fournier, juriste en droit des affaires")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Thèmes" }).getByRole("link", { name: "TPE et PME" })).toHaveAttribute(
    "href",
    "/blog/tag/tpe-pme",
  );
  expect((await jsonLd(page))[0]).toMatchObject({
    "@type": "Article",
    author: { "@type": "Person", name: "Nicolas Fournier, juriste en droit des affaires" },
  });
});

test("the FAQ anchor question-2-49 explains the badges", async ({ page }) => {
  inOneProjectOnly(ZERO_JS_PAGES);
  await page.goto("/faq#question-2-49");
  const question = page.locator("#question-2-49");
  await expect(
    question.getByRole("heading", { level: 3, name: /Que signifient les badges affichés sur les profils/ }),
  ).toBeVisible();
  await expect(question).toContainText("Réactif");
  await expect(question).toContainText("Rang 1 à 4");
  await expect(question).toBeInViewport();
  const [faq] = await jsonLd(page);
  expect(faq).toMatchObject({ "@type": "FAQPage" });
  expect((faq!.mainEntity as unknown[]).length).toBeGreaterThan(20);
});

test("zone pages: region → department → city → district by their links, then a study", async ({ page, request, baseURL }) => {
  inOneProjectOnly(ZERO_JS_PAGES);
  test.setTimeout(90_000);
  await page.goto("/commissaire-de-justice-auvergne-rhone-alpes");
  await expect(page.getByRole("heading", { level: 1, name: "Commissaire de justice en Auvergne-Rhône-Alpes" })).toBeVisible();
  expect(
    await page
      .getByRole("navigation", { name: /Les départements/ })
      .getByRole("listitem")
      .count(),
  ).toBeLessThanOrEqual(12);

  await page.getByRole("link", { name: "Rhône (69)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Commissaire de justice dans le Rhône (69)" })).toBeVisible();
  const cities = page.getByRole("navigation", { name: /Les principales communes/ });
  expect(await cities.getByRole("listitem").count()).toBeLessThanOrEqual(12);

  await cities.getByRole("link", { name: "Lyon (69001)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Commissaire de justice à Lyon (69001)" })).toBeVisible();
  const nearby = page.getByRole("navigation", { name: "Communes proches" }).getByRole("link");
  expect(await nearby.count()).toBeLessThanOrEqual(9);
  await expect(nearby.filter({ hasText: "Arrondissement" })).toHaveCount(0);
  // The booking entry carries the city.
  await expect(page.getByRole("link", { name: "Réserver un commissaire de justice" }).first()).toHaveAttribute(
    "href",
    /^\/prestation\/adresse\/\?adresse=Lyon\+%2869001%29&lat=45\.\d+&lon=4\.\d+$/,
  );

  await page
    .getByRole("navigation", { name: "Les arrondissements de Lyon" })
    .getByRole("link", { name: "Lyon 3e Arrondissement (69003)" })
    .click();
  await expect(page).toHaveURL(/\/commissaire-de-justice-lyon-3e-arrondissement-69003$/);
  await expect(page.getByRole("heading", { level: 1, name: /3e arrondissement de Lyon/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link")).toHaveText([
    "Accueil",
    "Auvergne-Rhône-Alpes",
    "Rhône (69)",
    "Lyon (69001)",
  ]);
  expect((await jsonLd(page))[0]).toMatchObject({ "@type": "BreadcrumbList" });
  await expectNoJavaScript(page);

  // The huissier- address is the same page; its canonical URL is the commissaire-de-justice- one.
  const alias = await request.get("/huissier-lyon-3e-arrondissement-69003");
  expect(alias.status()).toBe(200);
  expect(await alias.text()).toContain(
    `<link rel="canonical" href="${baseURL}/commissaire-de-justice-lyon-3e-arrondissement-69003"/>`,
  );

  // A study among the professionals available there.
  const available = page.getByRole("region", { name: /^Commissaires de justice disponibles/ });
  const studyLink = available.getByRole("article").first().getByRole("link");
  const studyName = (await studyLink.textContent())!.trim();
  await studyLink.click();
  await expect(page).toHaveURL(/\/etude\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: studyName })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Les professionnels de l'étude" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^Maître / }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "En savoir plus sur les badges" })).toHaveAttribute("href", "/faq#question-2-49");
  await expect(page.getByRole("link", { name: `Prendre rendez-vous avec ${studyName}` }).first()).toHaveAttribute(
    "href",
    `/${slug}/reservation`,
  );
  expect((await jsonLd(page))[0]).toMatchObject({
    "@type": "LegalService",
    name: studyName,
    address: { "@type": "PostalAddress", addressCountry: "FR" },
  });
  await expectNoJavaScript(page);
});

test("the diagnostic, answer by answer, ends on a report type and a booking link", async ({ page }) => {
  inOneProjectOnly(ZERO_JS_PAGES);
  await page.goto("/diagnostic-juridique-gratuit");
  await expect(page.getByRole("heading", { level: 2, name: "Votre situation concerne principalement…" })).toBeVisible();
  await page.getByRole("button", { name: "Un logement que je loue ou que je mets en location" }).click();
  await expect(page).toHaveURL(/\?q=logement&chemin=0$/);
  await expect(page.getByRole("link", { name: "Question précédente" })).toHaveAttribute("href", "/diagnostic-juridique-gratuit");
  await page.getByRole("button", { name: "Une entrée ou une sortie des lieux" }).click();
  await expect(page).toHaveURL(/\?q=logement-edl&chemin=0\.0$/);
  await page.getByRole("button", { name: /^Non : désaccord/ }).click();
  await expect(page).toHaveURL(/\?chemin=0\.0\.0$/);
  await expect(page.getByRole("heading", { level: 2, name: "Un état des lieux par commissaire de justice" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Réserver : Un état des lieux par commissaire de justice" })).toHaveAttribute(
    "href",
    "/reservation?prestation=prestation&type=constat-locatif",
  );
  await expect(page.getByRole("complementary", { name: "Vos réponses" }).getByRole("listitem")).toHaveCount(3);
  await expectNoJavaScript(page);
});

test("the article search highlights the matching words, and points to the blog when nothing matches", async ({
  page,
  request,
}) => {
  inOneProjectOnly(ZERO_JS_PAGES);
  await page.goto("/recherche");
  await page.getByRole("searchbox", { name: "Mots-clés" }).fill("constat");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/recherche\?q=constat$/);
  const results = page.getByRole("region", { name: /articles? trouvés?$/ }).getByRole("listitem");
  expect(await results.count()).toBeGreaterThanOrEqual(4);
  for (const result of (await results.all()).slice(0, 4)) {
    await expect(result.locator("mark").first()).toHaveText(/constat/i);
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expectNoJavaScript(page);

  const none = await (await request.get("/recherche?q=zzzqqq")).text();
  expect(none).toContain("Aucun article ne correspond à « zzzqqq ».");
  expect(none).toMatch(/<a href="\/blog">Voir tous les articles<\/a>/);
  const short = await (await request.get("/recherche?q=co")).text();
  expect(short).toContain("Saisissez au moins 3 caractères pour lancer la recherche.");
});

test("on a page with JavaScript, the menu's search opens a dialog that searches as the user types", async ({
  page,
  javaScriptEnabled,
}) => {
  // Content pages ship no JavaScript: the dialog lives on hydrated pages, such as the contact page.
  await page.goto("/contact");
  // Before hydration the link is the search page itself: the dialog opens once the page is hydrated.
  await settled(page, javaScriptEnabled);
  const menu = page.getByRole("navigation", { name: "Menu principal", exact: true });
  await menu.getByRole("link", { name: "Rechercher un article" }).click();
  if (!javaScriptEnabled) {
    await expect(page).toHaveURL(/\/recherche$/);
    return;
  }
  const dialog = page.getByRole("dialog", { name: "Rechercher un article" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("searchbox", { name: "Mots-clés" })).toBeFocused();
  await page.keyboard.type("constat");
  await expect(dialog.getByText(/\d+ articles trouvés/)).toBeVisible();
  const results = dialog.getByRole("listitem");
  await expect(results).toHaveCount(4);
  await expect(results.first().locator("mark").first()).toHaveText(/constat/i);
  await expect(dialog.getByRole("link", { name: /^Voir les \d+ résultats$/ })).toHaveAttribute("href", "/recherche?q=constat");
  await dialog.getByRole("button", { name: "Fermer la recherche" }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toMatch(/\/contact$/);
  // Opened again, it still holds what was typed.
  await menu.getByRole("link", { name: "Rechercher un article" }).click();
  await expect(dialog.getByRole("searchbox", { name: "Mots-clés" })).toHaveValue("constat");
});

test("the barometer draws its figures without JavaScript, readable and in a table", async ({ page }) => {
  inOneProjectOnly(ZERO_JS_PAGES);
  await page.goto("/barometre");
  await expect(
    page.getByRole("heading", { level: 1, name: "Baromètre Constat RDV des constats de commissaire de justice" }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: /Répartition des demandes par type de prestation/ })).toBeAttached();
  await expect(page.getByRole("figure", { name: "Part des rendez-vous réalisés en visio" })).toContainText("21 %");
  await expectNoJavaScript(page);
});

test("business offers and partners", async ({ page }) => {
  inOneProjectOnly(ZERO_JS_PAGES);
  await page.goto("/entreprise");
  await expect(page.getByRole("heading", { level: 1, name: "Constat RDV pour les entreprises" })).toBeVisible();
  await page.getByRole("link", { name: /^Agences immobilières/ }).click();
  await expect(page).toHaveURL(/\/entreprise\/agences-immobilieres$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Agences immobilières/ })).toBeVisible();
  await page.goto("/partenaires");
  await expect(page.getByRole("heading", { level: 1, name: "Nos partenaires" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Horizon Protection Juridique" })).toBeVisible();
});

test("every content page has its own French title and description", async ({ request }) => {
  inOneProjectOnly();
  const paths = [
    "/",
    "/barometre",
    "/diagnostic-juridique-gratuit",
    "/constat-huissier",
    "/guides",
    "/guides/immobilier-logement",
    "/guides/immobilier-logement/etat-des-lieux",
    "/guide/constat-etat-des-lieux",
    "/page/mentions-legales",
    "/page/cgu",
    "/entreprise",
    "/blog",
    "/blog/facture-impayee-que-faire",
    "/guide/tag/voisinage",
    "/faq",
    "/partenaires",
    "/commissaire-de-justice-bretagne",
    "/etude/etude-dupont-lyon",
  ];
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    titles.add(/<title>([^<]+)<\/title>/.exec(html)![1]!);
    descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)![1]!);
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, path).toMatch(/<html lang="fr"/);
  }
  expect(titles.size).toBe(paths.length);
  expect(descriptions.size).toBe(paths.length);
});

test("legacy addresses: /conseil-juridique is /guides, old guide paths move for good", async ({ request, baseURL }) => {
  inOneProjectOnly();
  const legacy = await request.get("/conseil-juridique/travaux-urbanisme");
  expect(legacy.status()).toBe(200);
  const html = await legacy.text();
  expect(html).toContain("Travaux, urbanisme et voisinage");
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/guides/travaux-urbanisme"/>`);
  expect(await (await request.get("/conseil-juridique")).text()).toContain(`<link rel="canonical" href="${baseURL}/guides"/>`);
  const moved = await request.get("/constat-huissier/constat-trouble-voisinage", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/guide/constat-trouble-voisinage");
  const sub = await request.get("/guides/troubles-voisinage", { maxRedirects: 0 });
  expect(sub.status()).toBe(301);
  expect(sub.headers().location).toBe("/guides/travaux-urbanisme/troubles-voisinage");
});

test("unknown slugs answer the 404 page", async ({ request }) => {
  inOneProjectOnly();
  for (const path of [
    "/guide/nexiste-pas",
    "/blog/nexiste-pas",
    "/guides/nexiste-pas",
    "/guides/immobilier-logement/sites-web",
    "/blog/tag/voisinage",
    "/page/nexiste-pas",
    "/entreprise/nexiste-pas",
    "/commissaire-de-justice-nulle-part-00000",
    "/huissier-",
    "/etude/nexiste-pas",
    "/sitemaps/villes-9.xml",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    if (!path.endsWith(".xml")) expect(await response.text(), path).toContain("Page non trouvée");
  }
});

test("content pages may be cached by a CDN only for visitors without a session", async ({ request }) => {
  inOneProjectOnly();
  const anonymous = await request.get("/guides", { headers: { cookie: "lng=fr" } });
  expect(anonymous.headers()["cache-control"]).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
  expect(anonymous.headers().vary).toMatch(/Cookie/);
  const signedIn = await request.get("/guides", { headers: { cookie: "lng=fr; __session=quelquun" } });
  expect(signedIn.headers()["cache-control"]).toBe("private, no-cache");
});

test("robots.txt allows the site, keeps crawlers out of private pages and points to the sitemap", async ({
  request,
  baseURL,
}) => {
  inOneProjectOnly();
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *\nAllow: /");
  expect(text).toContain("Disallow: /rendez-vous/");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
