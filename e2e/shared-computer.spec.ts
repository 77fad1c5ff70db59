// Partner agents and customers use shared browsers (decision 3803): nothing a signed-in person sees is
// stored (`Cache-Control: private, no-store` on pages and data requests), signing out tells the browser
// to drop the site's cache, cookies and storage, and Back after signing out shows the sign-in page, not
// the previous person's page. Anonymous public pages keep their CDN caching.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../playwright.config";
import { expect, inOneProjectOnly, test } from "./fixtures";
import { sessionCookieFor } from "./support/account-session";

/** The single-fetch data request of a page, as the browser makes it with JavaScript. */
const dataOf = (path: string) => {
  const url = new URL(path, BASE_URL);
  url.pathname = `${url.pathname === "/" ? "/_root" : url.pathname}.data`;
  return url.pathname + url.search;
};

test("every page and data request of a signed-in person says private, no-store; public pages keep their caching", async () => {
  inOneProjectOnly();
  test.setTimeout(120_000);
  const firstLink = (html: string, pattern: RegExp) => pattern.exec(html)?.[0];
  for (const [email, start, detail] of [
    [
      "client@demo.example",
      ["/rendez-vous/historique", "/utilisateur/profil", "/parametres/informations-personnelles", "/guides", "/"],
      /\/dossier\/\d+/,
    ],
    [
      "huissier@demo.example",
      ["/espace-pro", "/espace-pro/dossiers", "/espace-pro/etude/etude-dupont-lyon/agenda", "/notifications"],
      /\/espace-pro\/dossiers\/\d+/,
    ],
    ["admin@demo.example", ["/espace-pro/etude/etude-dupont-lyon/membres", "/parametres/etudes"], null],
    ["partenaire@demo.example", ["/rendez-vous/historique", "/reservation/pour-qui"], null],
  ] as const) {
    const cookie = await sessionCookieFor(email);
    const api = await playwrightRequest.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { cookie: `__session=${cookie.value}` },
    });
    try {
      const paths: string[] = [...start];
      if (detail) {
        const list = await (await api.get(start[0])).text();
        const link = firstLink(list, new RegExp(detail.source));
        expect(link, `a ${detail.source} link on ${start[0]}`).toBeTruthy();
        paths.push(link!);
      }
      for (const path of paths) {
        for (const target of [path, dataOf(path)]) {
          const response = await api.get(target, { maxRedirects: 0 });
          expect(response.status(), `${email} ${target}`).toBeLessThan(500);
          expect(response.headers()["cache-control"], `${email} ${target}`).toBe("private, no-store");
        }
      }
    } finally {
      await api.dispose();
    }
  }
  // Signed out, the same public page keeps the headers its CDN and the render cache follow.
  const anonymous = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const guides = await anonymous.get("/guides");
    expect(guides.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
    expect(guides.headers()["vary"]).toMatch(/Cookie/);
  } finally {
    await anonymous.dispose();
  }
});

test("after « Se déconnecter », Back shows the sign-in page, not the previous person's page", async ({
  page,
  loginAs,
  expectStatus,
}) => {
  // The accessibility check visits the pages again once signed out: the spec's 401 page (pro-side §8).
  expectStatus(401);
  await loginAs(await sessionCookieFor("client@demo.example"));
  await page.goto("/utilisateur/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  const email = page.getByLabel("Adresse e-mail");
  await expect(email).toHaveValue("client@demo.example");
  await page.goto("/parametres/informations-personnelles");

  const signOut = page.waitForResponse(
    (response) => response.url().includes("/deconnexion") && response.request().method() === "POST",
  );
  await page.getByRole("navigation", { name: "Menu des paramètres" }).getByRole("button", { name: "Se déconnecter" }).click();
  // Playwright's headers() leaves out the security headers: allHeaders() has them.
  expect((await (await signOut).allHeaders())["clear-site-data"]).toBe('"cache", "cookies", "storage"');
  await expect(page).toHaveURL(`${BASE_URL}/`);

  await page.goBack();
  await expect(page).toHaveURL(/\/connexion\?redirect=/);
  await expect(page.getByRole("link", { name: "Connexion", exact: true })).toBeVisible();
  await expect(page.getByText("client@demo.example")).toHaveCount(0);
  // The profile, one step further back: the spec's 401 page, which offers to sign in.
  await page.goBack();
  await expect(page).toHaveURL(`${BASE_URL}/utilisateur/profil`);
  await expect(page.getByRole("heading", { name: "Accès non autorisé à cette page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toHaveCount(0);
});
