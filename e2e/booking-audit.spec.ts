// What the customer-side audit found, each point kept from coming back: the homepage's video
// entry, the empty zone's oops card, the 401 page in French. Both projects; axe on every page (fixture).
import { expect, inOneProjectOnly, test } from "./fixtures";
import { chooseAddress, LYON, NAVIGATION_TIMEOUT, settled } from "./support/booking-flow";

test("the homepage's video entry lists the professionals who consult by video in Lyon", async ({ page, javaScriptEnabled }) => {
  // The listing is the server's; the address step with and without JavaScript is walked by the booking specs.
  inOneProjectOnly("the listing is server-rendered: the same professionals in both projects");
  test.setTimeout(240_000);
  await page.goto("/");
  await page.getByRole("link", { name: "Consulter en visio" }).first().click();
  await expect(page).toHaveURL(/\/consultation\/adresse\/\?visio=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Consulter un professionnel en visio" })).toBeVisible();
  // The consultation's field: « Votre adresse ou votre commune ».
  await settled(page, javaScriptEnabled);
  if (javaScriptEnabled) {
    await page.getByRole("combobox", { name: "Votre adresse ou votre commune" }).pressSequentially(LYON.term, { delay: 40 });
    await page.getByRole("option", { name: LYON.label, exact: true }).click();
  } else {
    await page.getByRole("textbox", { name: "Votre adresse ou votre commune" }).fill(LYON.term);
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await page.getByRole("radio", { name: LYON.label, exact: true }).check();
  }
  await page.getByRole("button", { name: "Rechercher les professionnels" }).click();
  await page.waitForURL(/\/reservation\/professionnel/, { timeout: NAVIGATION_TIMEOUT });
  await expect(page.getByText("« Consultation juridique » en visioconférence")).toBeVisible();
  // Several professionals offer video slots (the office consultation found the oops card in Lyon).
  const withSlots = page.locator("article").filter({ has: page.getByRole("button", { name: /^Choisir le créneau du / }) });
  await expect(withSlots.first()).toBeVisible();
  expect(await withSlots.count()).toBeGreaterThan(1);
  // Every professional who consults by video is found, ten a page (docs/decisions/1701).
  expect(await page.locator("article").count()).toBeLessThanOrEqual(10);
  const pages = page.getByRole("navigation", { name: "Pages de la liste des professionnels" });
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/reservation/professionnel?page=2");
});

test("where no professional serves the address, the oops card says so (its no-data variant)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await page.goto("/prestation/adresse/");
  await chooseAddress(page, javaScriptEnabled, "Rechercher les professionnels", { term: "Ajaccio", label: "Ajaccio (20000)" });
  await expect(page.getByRole("heading", { level: 2, name: "Oups, aucun professionnel à cette adresse" })).toBeVisible();
  await expect(page.getByText("Ce professionnel n'a pas de créneau")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Nous contacter" })).toBeVisible();
});

test("the 401 page speaks French, in the page and the tab title", async ({ page, expectStatus }) => {
  expectStatus(401);
  const response = await page.goto("/utilisateur/profil");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Accès non autorisé à cette page" })).toBeVisible();
  await expect(page).toHaveTitle("Accès non autorisé à cette page – Constat RDV");
});

test("the forgotten-password answer goes away after 5 s with JavaScript and stays without", async ({
  page,
  javaScriptEnabled,
}) => {
  // The page's clock, not a sleep: paused, timers run only when the test moves the clock on.
  const start = new Date("2027-03-01T09:00:00+01:00");
  if (javaScriptEnabled) await page.clock.install({ time: start });
  await page.goto("/mot-de-passe-oublie");
  if (javaScriptEnabled) await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.getByLabel("Adresse e-mail").fill("client@demo.example");
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  const notice = page.getByRole("main").getByRole("status");
  await expect(notice).toBeVisible();
  if (!javaScriptEnabled) return;
  await page.clock.runFor(4_900);
  await expect(notice).toBeVisible();
  await page.clock.runFor(100);
  await expect(notice).toBeHidden();
  // Time flows again for the accessibility audit that follows the test.
  await page.clock.resume();
});
