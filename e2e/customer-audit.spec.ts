// What issue 38's customer audit found, each shown in both projects (JavaScript disabled and enabled):
// dossiers that are not the customer's answer the catalogue's 404 and 403 pages (point 10), the phone
// booking marks a constat's slot outside legal hours as the customer's slot list does (point 18).
import { request as playwrightRequest } from "@playwright/test";
import { DateTime } from "luxon";
import { BASE_URL } from "../playwright.config";
import { expect, test } from "./fixtures";
import { CUSTOMER_PASSWORD, createVerifiedCustomer, uniqueEmail } from "./support/account-customers";
import { sessionCookieFor } from "./support/account-session";

test.describe.configure({ timeout: 120_000 });

/** A post, its redirect and the next page's loader call the platform several times. */
const NAVIGATION = { timeout: 30_000 };

/** The first dossier in the demo customer's history: a case that exists and is not a newcomer's. */
async function demoCustomerDossierId(): Promise<number> {
  const cookie = await sessionCookieFor("client@demo.example");
  const api = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Cookie: `${cookie.name ?? "__session"}=${cookie.value}` },
  });
  try {
    const history = await (await api.get("/rendez-vous/historique")).text();
    const found = /href="\/dossier\/(\d+)"/.exec(history);
    if (!found) throw new Error("The demo customer's history lists no dossier");
    return Number(found[1]);
  } finally {
    await api.dispose();
  }
}

test("an unknown dossier is the 404 page, another customer's the 403 page, never a silent redirect (point 10)", async ({
  page,
  loginAs,
  expectStatus,
}, testInfo) => {
  expectStatus(403, 404);
  const foreign = await demoCustomerDossierId();
  const email = uniqueEmail(testInfo, "dossier-etranger");
  await createVerifiedCustomer(email);
  await loginAs(await sessionCookieFor(email, CUSTOMER_PASSWORD));

  const unknown = await page.goto("/dossier/999999");
  expect(unknown?.status()).toBe(404);
  expect(new URL(page.url()).pathname).toBe("/dossier/999999");
  await expect(page.getByRole("heading", { level: 1, name: "Page non trouvée" })).toBeVisible();

  const refused = await page.goto(`/dossier/${foreign}`);
  expect(refused?.status()).toBe(403);
  expect(new URL(page.url()).pathname).toBe(`/dossier/${foreign}`);
  await expect(page.getByRole("heading", { level: 1, name: "Accès non autorisé" })).toBeVisible();
  await expect(page).toHaveTitle(/^Accès non autorisé/);
});

test("the phone booking marks a constat's slot outside legal hours with the platform's warning (point 18)", async ({
  page,
  loginAs,
}) => {
  await loginAs(await sessionCookieFor("clerc@demo.example"));
  await page.goto("/espace-pro/rendez-vous-telephone?nom=Martin");
  await page.getByRole("link", { name: "Choisir Camille Martin" }).first().click();
  await page.getByLabel("Prestation", { exact: true }).selectOption({ label: "Constat locatif (état des lieux)" });
  await page.getByLabel("Adresse du rendez-vous").fill("12 rue Mercière, 69002 Lyon");
  await page.getByRole("button", { name: "Voir les créneaux" }).click();
  await expect(page.getByRole("heading", { name: "4. Créneau" })).toBeVisible(NAVIGATION);

  // Claire Fabre (demo study) is on call on Saturday evenings, 19:00–23:00 (decision 3104): the week
  // shown starts on a Saturday ahead, so her evening comes first.
  const saturday = DateTime.now().setZone("Europe/Paris").plus({ weeks: 2 }).set({ weekday: 6 }).toISODate()!;
  const url = new URL(page.url());
  url.searchParams.set("depuis", saturday);
  await page.goto(`${url.pathname}${url.search}`);

  const slots = page.getByRole("group", { name: "Créneau" });
  const warning =
    /^Attention : ce rendez-vous a lieu .+, en dehors des heures légales des actes \(6 h – 21 h, hors dimanches et jours fériés\)\.$/;
  const late = slots.getByRole("radio", { name: /^samedi .* à 2[12]:\d\d – Claire Fabre$/ });
  await expect(late.first()).toHaveAccessibleDescription(warning);
  await expect(slots.getByText(warning).first()).toBeVisible();
  // Within legal hours, the same evening: no warning.
  await expect(slots.getByRole("radio", { name: /^samedi .* à 19:\d\d – Claire Fabre$/ }).first()).toHaveAccessibleDescription(
    "",
  );
});
