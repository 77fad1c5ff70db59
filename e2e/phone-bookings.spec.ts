// Bookings taken by phone and company demands, in both projects (JavaScript disabled and
// enabled): a clerk takes a phoned-in booking for someone without an account (search, create, service,
// address, slot, book); the customer receives the e-mail, chooses a password from its link and finds the
// case in their history. A partner agent sees their company's demands and only theirs, with the
// demand-name filter, and switching company changes the list. Every page visited is checked by axe.
import { DateTime } from "luxon";
import { expect, inOneProjectOnly, test } from "./fixtures";
import { latestLink } from "./support/account-outbox";
import { sessionCookieFor } from "./support/account-session";
import { uniqueEmail } from "./support/account-customers";

test.describe.configure({ timeout: 180_000 });

/** A post, its redirect and the next page's loader call the platform several times. */
const NAVIGATION = { timeout: 30_000 };

test("a clerk books a phoned-in customer without an account, who finishes it from the e-mail and finds the case", async ({
  page,
  loginAs,
}, testInfo) => {
  // Letters only (names take no digits): a random suffix keeps each run's customer apart.
  const suffix = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  const lastname = `Appel${suffix}`;
  const email = uniqueEmail(testInfo, "telephone");
  await loginAs(await sessionCookieFor("clerc@demo.example"));

  await test.step("the workspace links to the page; nobody of that name yet; the customer is created", async () => {
    await page.goto("/espace-pro/dossiers");
    // The tools sit in the workspace navigation's « Outils et paramètres » group, closed at first.
    await page.getByText("Outils et paramètres").click();
    await page.getByRole("link", { name: "Prendre un rendez-vous par téléphone" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Prendre un rendez-vous par téléphone" })).toBeVisible(NAVIGATION);
    await page.getByLabel("Nom de famille du client").fill(lastname);
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page.getByText("Aucun client de l'étude ne porte ce nom.")).toBeVisible(NAVIGATION);

    await page.getByLabel("Civilité").selectOption({ label: "Madame" });
    await page.getByLabel("Prénom").fill("Inès");
    await expect(page.getByLabel("Nom", { exact: true })).toHaveValue(lastname);
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Téléphone").fill("06 11 22 33 44");
    await page.getByRole("button", { name: "Créer le client" }).click();
    await expect(page.getByText(email)).toBeVisible(NAVIGATION);
    await expect(page.getByText(`Inès ${lastname} (compte à finaliser)`)).toBeVisible();
  });

  let demandId = 0;
  await test.step("service, address and a free slot, weeks ahead of the other specs' bookings; booked", async () => {
    await page.getByLabel("Prestation", { exact: true }).selectOption({ label: "Constat locatif (état des lieux)" });
    await page.getByLabel("Adresse du rendez-vous").fill("12 rue Mercière, 69002 Lyon");
    await page.getByRole("button", { name: "Voir les créneaux" }).click();
    await expect(page.getByRole("heading", { name: "4. Créneau" })).toBeVisible(NAVIGATION);
    // The window moves in the URL: a week of its own per project, far from the other specs' slots.
    const from = DateTime.now()
      .setZone("Europe/Paris")
      .plus({ days: testInfo.project.name === "js" ? 57 : 64 })
      .toISODate()!;
    const url = new URL(page.url());
    url.searchParams.set("depuis", from);
    await page.goto(`${url.pathname}${url.search}`);
    const slots = page.getByRole("group", { name: "Créneau" }).getByRole("radio");
    await slots.nth(Math.floor(Math.random() * Math.min(8, await slots.count()))).check();
    await page.getByLabel("Gestionnaire du dossier").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Réserver ce créneau" }).click();
    await page.waitForURL(/\/espace-pro\/dossiers\/\d+$/, NAVIGATION);
    await expect(page.getByText("Le rendez-vous est enregistré. Le client reçoit la confirmation par e-mail.")).toBeVisible();
    demandId = Number(new URL(page.url()).pathname.split("/").pop());
  });

  await test.step("the customer signs in from the e-mail's link, finishes the account and finds the case", async () => {
    const link = new URL(await latestLink(email, "/connexion-email"));
    await page.context().clearCookies();
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Me connecter" }).click();
    // The history asks for what the account lacks first: the password and the terms.
    await page.waitForURL(/\/finalisation-enregistrement/, NAVIGATION);
    await page.locator("#finalisation-mot-de-passe").fill("Telephone2026!");
    await page.locator("#finalisation-confirmation").fill("Telephone2026!");
    await page.locator("#finalisation-cgu").check();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.waitForURL(/\/rendez-vous\/historique/, NAVIGATION);
    await expect(page.locator(`a[href="/dossier/${demandId}"]`).first()).toBeVisible(NAVIGATION);
  });
});

test("a partner agent sees the company's demands and only theirs; switching company changes the list", async ({
  page,
  loginAs,
}) => {
  inOneProjectOnly("a server-rendered list and a form post: the same documents in both projects");
  const seeded = "État des lieux d'entrée, résidence Part-Dieu";
  await loginAs(await sessionCookieFor("partenaire@demo.example"));
  await page.goto("/rendez-vous/entreprise");
  const company = page.getByLabel("Entreprise");
  await company.selectOption({ label: "Rhône Gestion Immobilière" });
  await page.getByRole("button", { name: "Changer d'entreprise" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dossiers entreprise – Rhône Gestion Immobilière" })).toBeVisible(
    NAVIGATION,
  );
  // Partner agents see each card's title as its heading.
  await expect(page.getByRole("heading", { name: seeded })).toBeVisible();

  await page.getByLabel("Nom du dossier").fill("Part-Dieu");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page.getByRole("heading", { name: seeded })).toBeVisible(NAVIGATION);
  await page.getByLabel("Nom du dossier").fill("introuvable");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page.getByText("Aucun dossier ne correspond à ces filtres.")).toBeVisible(NAVIGATION);

  await page.getByLabel("Entreprise").selectOption({ label: "Habitat Conseil Paris" });
  await page.getByRole("button", { name: "Changer d'entreprise" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dossiers entreprise – Habitat Conseil Paris" })).toBeVisible(
    NAVIGATION,
  );
  await expect(page.getByRole("heading", { name: seeded })).toHaveCount(0);
});
