// The foundation: French document, menu and footer, error pages, /healthz, security headers,
// the drawer and the skip link without JavaScript, the cncj site context and the cross-site guard.
// Runs in both projects (JavaScript disabled and enabled).
import type { Locator } from "@playwright/test";
import { expect, inOneProjectOnly, test } from "./fixtures";

const DEFAULT_PRIMARY = "rgb(43, 54, 111)"; // #2B366F
const CNCJ_PRIMARY = "rgb(0, 0, 145)"; // #000091

/** The site as served on the cncj host name (Chromium resolves *.localhost to the loopback address). */
function cncjURL(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = "cncj.localhost";
  return url.toString();
}

/** The background colour painted behind the middle of an element: its own, or that of what shows through. */
function paintedBackground(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const stack = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const from = stack.indexOf(element);
    for (const candidate of from >= 0 ? stack.slice(from) : [element, ...stack]) {
      const colour = getComputedStyle(candidate).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour;
    }
    return "transparent";
  });
}

function cspDirectives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...values]) => [name, values.join(" ")]),
  );
}

test("the home page is French, with the main menu and the footer", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("navigation", { name: "Menu principal", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown path answers 404 with the catalogue's page", async ({ page, expectStatus }) => {
  expectStatus(404);
  const response = await page.goto("/nimporte-quoi");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page non trouvée" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("404");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("/healthz answers 200 JSON", async ({ request }) => {
  inOneProjectOnly();
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("responses carry the security headers", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  const csp = cspDirectives(headers["content-security-policy"]);
  expect(csp.get("script-src")).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  expect(csp.get("frame-ancestors")).toBe("'self'");
  expect(csp.get("object-src")).toBe("'none'");
  expect(csp.get("base-uri")).toBe("'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // The e2e server runs in production, so HSTS is on.
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
});

test("every script of a hydrated page carries the response's nonce", async ({ page, expectStatus, javaScriptEnabled }) => {
  // The catch-all's error page hydrates (the home page ships no JavaScript at all). Two segments: a
  // single unknown segment is the zone route's 404 (`/:zoneSegment`), which ships no JavaScript either.
  expectStatus(404);
  const response = await page.goto("/nimporte/quoi");
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  const scripts = await page
    .locator("script")
    .evaluateAll((elements) =>
      elements.map((element) => ({ nonce: (element as HTMLScriptElement).nonce, src: (element as HTMLScriptElement).src })),
    );
  expect(scripts.filter((script) => !script.src).length).toBeGreaterThan(0);
  for (const script of scripts) expect(script, "script without this response's nonce").toEqual({ ...script, nonce });
  if (javaScriptEnabled) {
    // The inline scripts ran under the CSP (a refused one would also show up as a console error).
    await expect.poll(() => page.evaluate(() => typeof (window as { __remixContext?: unknown }).__remixContext)).toBe("object");
  }
});

test("a booking step's code is fetched only once the page has painted, and then hydrates it (decision 1712)", async ({
  page,
  javaScriptEnabled,
}) => {
  // The first frame's callbacks run once the stylesheets are in, just before the page is first painted;
  // what the page starts after them, it starts after that paint.
  await page.addInitScript(() => {
    requestAnimationFrame(() => ((window as { firstFrameAt?: number }).firstFrameAt = performance.now()));
  });
  const response = await page.goto("/reservation");
  expect(await response!.text()).not.toContain('rel="modulepreload"');
  const timings = () =>
    page.evaluate(() => ({
      firstFrameAt: (window as { firstFrameAt?: number }).firstFrameAt,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
  if (!javaScriptEnabled) {
    expect((await timings()).scripts, "scripts fetched without JavaScript").toEqual([]);
    return;
  }
  await expect
    .poll(() => page.evaluate(() => typeof (window as { __remixRouteModules?: unknown }).__remixRouteModules))
    .toBe("object");
  await expect(page.locator('head link[rel="modulepreload"]').first()).toBeAttached();
  const { firstFrameAt, scripts } = await timings();
  expect(firstFrameAt).toBeDefined();
  expect(scripts.length).toBeGreaterThan(0);
  expect(Math.min(...scripts), "the first script request started after the first frame").toBeGreaterThanOrEqual(firstFrameAt!);
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer menu opens and its links work, with or without JavaScript", async ({ page, expectStatus }) => {
    // The menu's destinations land with their features; until then they answer 404.
    expectStatus(404);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Menu principal", exact: true })).toBeHidden();

    const drawer = page.locator("details").filter({ has: page.getByText("Ouvrir le menu") });
    const blogLink = drawer.getByRole("link", { name: "Blog", exact: true });
    await expect(blogLink).toBeHidden();
    await drawer.getByText("Ouvrir le menu").click();
    await expect(drawer).toHaveAttribute("open", "");
    await expect(blogLink).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Conseils juridiques" })).toBeVisible();

    await blogLink.click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the drawer offers the urgent-bailiff button, which leads to the on-site booking", async ({ page, expectStatus }) => {
    // The on-site booking lands with its feature; until then it answers 404.
    expectStatus(404);
    await page.goto("/");
    const drawer = page.locator("details").filter({ has: page.getByText("Ouvrir le menu") });
    await drawer.getByText("Ouvrir le menu").click();
    const urgent = drawer.getByRole("link", { name: "Commissaire de justice en urgence" });
    await expect(urgent).toBeVisible();
    await urgent.click();
    await expect(page).toHaveURL(/\/prestation\/adresse\/$/);
  });
});

test("the skip link is the first focusable element and moves focus to the content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Aller au contenu principal" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toHaveAttribute("href", "#contenu");
  await page.keyboard.press("Enter");
  await expect(page.locator("#contenu")).toBeFocused();
});

test.describe("site context", () => {
  test("cncj refuses the home page with its own theme and no home link", async ({ page, baseURL, expectStatus }) => {
    expectStatus(404);
    const response = await page.goto(cncjURL(baseURL, "/"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("data-site", "cncj");
    await expect(page.getByRole("heading", { level: 1, name: "Page non trouvée" })).toBeVisible();
    expect(await paintedBackground(page.locator("header").first())).toBe(CNCJ_PRIMARY);
    await expect(page.locator('a[href="/"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: /accueil/i })).toHaveCount(0);
  });

  test("the default site uses the default theme", async ({ page, expectStatus }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-site", "default");
    expect(await paintedBackground(page.locator("header").first())).toBe(DEFAULT_PRIMARY);

    expectStatus(404);
    await page.goto("/nimporte-quoi");
    expect(await paintedBackground(page.locator("header").first())).toBe(DEFAULT_PRIMARY);
    await expect(page.getByRole("main").locator('a[href="/"]')).toBeVisible();
  });
});

test.describe("cross-site guard", () => {
  test("a cross-site POST to /deconnexion is refused with 403", async ({ request }) => {
    inOneProjectOnly();
    const response = await request.post("/deconnexion", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("Accès non autorisé");
  });

  test("a same-origin POST to /deconnexion goes through and redirects home", async ({ request, baseURL }) => {
    inOneProjectOnly();
    const response = await request.post("/deconnexion", {
      headers: { Origin: new URL(baseURL ?? "").origin, "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(response.status());
    expect(response.headers()["location"]).toBe("/");
  });
});

test("loginAs puts the session cookie on the browser context", async ({ context, loginAs, baseURL }) => {
  await loginAs({ name: "__session", value: "valeur-de-test" });
  const [cookie] = await context.cookies(baseURL);
  expect(cookie).toMatchObject({ name: "__session", value: "valeur-de-test", httpOnly: true, sameSite: "Lax", path: "/" });
});
