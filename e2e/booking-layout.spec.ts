// The visual defects of the customer-side audit, measured at 375 px and 1366 px: no page
// wider than the screen, no strip above the header, no empty band in the booking pages' header on a
// phone, a logo that keeps its size when the drawer opens, an SVG account icon, one « Rechercher » on
// booking v2's search without JavaScript. Screenshots are attached to the report. Both projects.
import type { Page } from "@playwright/test";
import { expect, inOneProjectOnly, test, ZERO_JS_PAGES } from "./fixtures";
import { signInByCookie } from "./support/account-session";
import { settled } from "./support/booking-flow";

const PAGES = [
  { name: "accueil", path: "/", zeroJs: true },
  { name: "etape-de-reservation", path: "/reservation", zeroJs: false },
  { name: "barometre", path: "/barometre", zeroJs: true },
];

async function geometry(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("header");
    const logo = header?.querySelector('a[href="/"]');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      headerTop: header ? header.getBoundingClientRect().top + window.scrollY : null,
      logoTop: logo ? logo.getBoundingClientRect().top + window.scrollY : null,
      logoWidth: logo ? logo.getBoundingClientRect().width : null,
    };
  });
}

for (const width of [375, 1366]) {
  for (const { name, path, zeroJs } of PAGES) {
    test(`${name} at ${width} px: no horizontal overflow, no gap above the header`, async ({ page }, testInfo) => {
      if (zeroJs) inOneProjectOnly(ZERO_JS_PAGES);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const measured = await geometry(page);
      expect(measured.scrollWidth, "scrollWidth <= clientWidth").toBeLessThanOrEqual(measured.clientWidth);
      expect(measured.headerTop, "the header starts at the top of the page").toBe(0);
      await testInfo.attach(`${name}-${width}.png`, {
        body: await page.screenshot({ fullPage: false }),
        contentType: "image/png",
      });
    });
  }
}

test("a booking step on a phone starts with the logo bar: no empty band above it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/reservation");
  const { logoTop } = await geometry(page);
  expect(logoTop!).toBeLessThan(24);
});

test("the logo keeps its size when the drawer opens", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/faq");
  const before = (await geometry(page)).logoWidth;
  await page.getByText("Ouvrir le menu").click();
  await expect(page.getByRole("navigation", { name: "Menu principal (mobile)" })).toBeVisible();
  expect((await geometry(page)).logoWidth).toBe(before);
});

test("the account menu's icon is an SVG, not an emoji", async ({ page }) => {
  await signInByCookie(page, "client@demo.example");
  await page.goto("/faq");
  const summary = page.locator("header summary").filter({ hasText: "Mon compte" }).first();
  await expect(summary.locator("svg")).toHaveCount(1);
  expect(await summary.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
});

test("booking v2's search without JavaScript has one « Rechercher » (the address search) beside its own submit", async ({
  page,
}) => {
  // A signed-in customer goes straight to the search (a guest gives their details first).
  await signInByCookie(page, "client@demo.example");
  await page.goto("/etude-dupont-lyon/rendez-vous/creneaux?reporttype=constat-locatif&address=Lyon");
  await expect(page.getByRole("button", { name: "Lancer la recherche" })).toHaveCount(1);
  expect(await page.getByRole("button", { name: "Rechercher", exact: true }).count()).toBeLessThanOrEqual(1);
});

test("booking v2 on a phone: a « Voir les créneaux » button per card instead of inline calendars", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInByCookie(page, "client@demo.example");
  const address = encodeURIComponent("Lyon 2e Arrondissement (69002)");
  await page.goto(
    `/etude-dupont-lyon/rendez-vous/creneaux?reporttype=constat-locatif&lat=45.75423&lon=4.83089&address=${address}`,
  );
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("link", { name: "Voir les créneaux" }) })
    .first();
  await expect(card).toBeVisible();
  // No calendar in the list: no slot button can be seen before one asks.
  await expect(page.getByRole("button", { name: /^Choisir le créneau du / }).first()).toBeHidden();
  // Before hydration the link is the page without JavaScript (this card's calendar in full): with
  // JavaScript, the dialog opens only once the page is hydrated.
  await settled(page, javaScriptEnabled);
  await card.getByRole("link", { name: "Voir les créneaux" }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: /^Créneaux de Maître / });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Choisir le créneau du / }).first()).toBeVisible();
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(dialog).toBeHidden();
  } else {
    // Without JavaScript: the same list, this card's calendar in full.
    await expect(page).toHaveURL(/[?&]pro=\d+-\d+.*#professionnel-/);
    await expect(page.getByRole("button", { name: /^Choisir le créneau du / }).first()).toBeVisible();
  }
});
