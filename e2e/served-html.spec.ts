// The HTML the production build sends, checked by tools nobody on the project wrote: no NUL byte and no
// replacement character in any sitemap page (decision 3801), and the W3C Nu HTML Checker finds no error
// in the server-rendered page of every route kind, signed out and signed in as a customer, a bailiff, a
// study's administrator and a partner agent, nor (with JavaScript) in the document once hydrated
// (decision 3802).
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { BASE_URL } from "../playwright.config";
import { expect, inOneProjectOnly, test } from "./fixtures";
import { sessionCookieFor } from "./support/account-session";
import { htmlErrors, type CheckedDocument } from "./support/html-checker";

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, "&")).pathname);

/** Runs `task` over `items`, `parallel` at a time. */
async function eachInTurn<T>(items: T[], parallel: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

test("no sitemap page holds a NUL byte or a replacement character", async ({ request }) => {
  inOneProjectOnly();
  test.setTimeout(600_000);
  const files = locs(await (await request.get("/sitemap.xml")).text());
  const pages: string[] = [];
  for (const file of files) {
    const urls = locs(await (await request.get(file)).text());
    // The 35,000 city pages are one template over the same data: every 100th, spread over the list, so
    // that the accented names fall on every kind of offset without an hour of requests.
    pages.push(...(file.includes("/villes-") ? urls.filter((_, index) => index % 100 === 0) : urls));
  }
  expect(pages.length).toBeGreaterThan(600);
  const broken: string[] = [];
  await eachInTurn(pages, 4, async (path) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.body();
    if (body.includes(0)) broken.push(`${path}: NUL at byte ${body.indexOf(0)}`);
    if (body.toString("utf8").includes("\uFFFD")) broken.push(`${path}: U+FFFD`);
  });
  expect(broken).toEqual([]);
});

/** A page's route kind: its path with ids and tokens as placeholders, and the names of its query. */
function routeKind(url: URL): string {
  const path = url.pathname
    .split("/")
    .map((segment) => (/^\d+$/.test(segment) ? ":id" : segment.length >= 20 ? ":token" : segment))
    .join("/");
  return `${path}?${[...new Set(url.searchParams.keys())].sort().join("&")}`;
}

/** Links that lead to no page (files, feeds, sign-out) or that change what other tests read. */
const NOT_A_PAGE =
  /^\/(deconnexion|_|assets\/|boite-mail|sitemap|robots|abonnement-agenda|reservation\/(abandon|reprendre|agenda)|espace-pro\/etude-courante)|\/(fichiers\/|telechargement|jeton|chaine|captures\/\d)|\.(ics|pdf|png|jpe?g|svg|xml|txt)$/;

interface Visitor {
  name: string;
  api: APIRequestContext;
  start: string[];
}

/** The pages a visitor reaches from `start` by following links, one of each route kind, up to `limit`. */
async function crawl(visitor: Visitor, limit: number): Promise<CheckedDocument[]> {
  const seen = new Set<string>();
  const queue = visitor.start.map((path) => new URL(path, BASE_URL));
  const documents: CheckedDocument[] = [];
  while (queue.length > 0 && documents.length < limit) {
    const url = queue.shift()!;
    const kind = routeKind(url);
    if (seen.has(kind)) continue;
    seen.add(kind);
    const response = await visitor.api.get(url.pathname + url.search, { maxRedirects: 0 });
    if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    const html = await response.body();
    documents.push({ label: `${visitor.name} ${url.pathname}${url.search} (${response.status()})`, html });
    for (const [, href] of html.toString("utf8").matchAll(/<a\b[^>]*\shref="([^"#]+)/g)) {
      const next = new URL(href!.replace(/&amp;/g, "&"), url);
      if (next.origin === url.origin && !NOT_A_PAGE.test(next.pathname)) queue.push(next);
    }
  }
  return documents;
}

/** The visitors: signed out, and one account of each kind (the demo accounts). */
async function visitors(): Promise<Visitor[]> {
  const signedIn = async (name: string, email: string, start: string[]): Promise<Visitor> => {
    const cookie = await sessionCookieFor(email);
    const api = await playwrightRequest.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { cookie: `${cookie.name ?? "__session"}=${cookie.value}` },
    });
    return { name, api, start };
  };
  return [
    {
      name: "visitor",
      api: await playwrightRequest.newContext({ baseURL: BASE_URL }),
      start: [
        "/",
        "/connexion",
        "/enregistrement",
        "/mot-de-passe-oublie",
        "/connexion-email",
        "/reservation",
        "/reservation/categorie?service=meeting",
        "/etude-dupont-lyon/reservation",
        "/contact",
        "/visio-immediate",
        "/recherche?q=constat",
        "/une-page-qui-n-existe-pas",
      ],
    },
    await signedIn("customer", "client@demo.example", [
      "/rendez-vous/historique",
      "/utilisateur/profil",
      "/parametres",
      "/reservation",
    ]),
    await signedIn("bailiff", "huissier@demo.example", ["/espace-pro", "/espace-pro/dossiers", "/parametres"]),
    await signedIn("study admin", "admin@demo.example", ["/espace-pro", "/espace-pro/etude/etude-dupont-lyon/membres"]),
    await signedIn("partner", "partenaire@demo.example", ["/rendez-vous/historique", "/reservation/pour-qui", "/parametres"]),
  ];
}

test("every route kind is a conforming document as the server sends it, signed out and signed in", async () => {
  inOneProjectOnly("the server's bytes are the same whether the browser runs JavaScript or not");
  test.setTimeout(600_000);
  const documents: CheckedDocument[] = [];
  for (const visitor of await visitors()) {
    try {
      documents.push(...(await crawl(visitor, 80)));
    } finally {
      await visitor.api.dispose();
    }
  }
  // Pages reached by posting a form: the answer with the errors next to the fields.
  const forms = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
  try {
    for (const [path, form] of [
      ["/connexion", { email: "personne@exemple.fr", password: "faux" }],
      ["/enregistrement", { email: "pas-un-email" }],
      ["/mot-de-passe-oublie", { email: "" }],
      ["/contact", { firstname: "" }],
    ] as const) {
      const response = await forms.post(path, { form, maxRedirects: 0 });
      documents.push({ label: `visitor POST ${path} (${response.status()})`, html: await response.body() });
    }
  } finally {
    await forms.dispose();
  }
  expect(documents.length).toBeGreaterThan(60);
  console.log(`Nu HTML Checker: ${documents.length} documents`);
  expect(await htmlErrors(documents)).toEqual([]);
});

test("the streamed pages are conforming documents once JavaScript has hydrated them", async ({
  page,
  loginAs,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the document as JavaScript leaves it");
  test.setTimeout(300_000);
  const documents: CheckedDocument[] = [];
  const hydrated = async (label: string, path: string) => {
    await page.goto(path);
    // A page that ships no JavaScript (decision 005) stays the document the server sent.
    if ((await page.locator('script[type="module"]').count()) > 0) {
      await expect
        .poll(() => page.evaluate(() => typeof (window as { __remixRouteModules?: unknown }).__remixRouteModules))
        .toBe("object");
    }
    await page.waitForLoadState("networkidle");
    documents.push({
      label: `${label} ${path} (hydrated)`,
      html: `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`,
    });
  };
  for (const path of ["/connexion", "/enregistrement", "/reservation", "/reservation/categorie?service=meeting", "/contact"]) {
    await hydrated("visitor", path);
  }
  for (const [name, email, paths] of [
    [
      "customer",
      "client@demo.example",
      ["/rendez-vous/historique", "/utilisateur/profil", "/parametres/informations-personnelles"],
    ],
    // Not the agenda: its calendar is drawn in the browser by Schedule-X, whose own markup (data: URLs with
    // spaces, the same id in every icon) is not ours to change; its server-rendered page is checked above.
    ["bailiff", "huissier@demo.example", ["/espace-pro", "/espace-pro/dossiers", "/parametres/informations-personnelles"]],
    ["study admin", "admin@demo.example", ["/parametres/informations-personnelles"]],
    ["partner", "partenaire@demo.example", ["/reservation/pour-qui"]],
  ] as const) {
    await page.context().clearCookies();
    await loginAs(await sessionCookieFor(email));
    for (const path of paths) await hydrated(name, path);
  }
  expect(await htmlErrors(documents)).toEqual([]);
});
