// Street addresses: without a remote address service, a customer books an on-site constat at
// « 12 rue de la République, 69002 Lyon », a street line on the commune chosen from the list; the
// summary, the professional's view of the case and the confirmation e-mail (on the local mailbox
// page, decision 701) keep the number and street. Both projects, on the worker's fresh server with the
// mailbox on (fixture `mailboxServer`).
import { expect, test } from "./fixtures";
import { chooseAddress, confirmWithNeed, NAVIGATION_TIMEOUT, newCustomer, registerInFlow } from "./support/booking-flow";
import { signInByCookie } from "./support/account-session";

const STREET = { term: "12 rue de la République, 69002 Lyon", label: "12 rue de la République, 69002 Lyon" };
/** A demo professional of the study the case is booked with (one password for all demo accounts). */
const PROFESSIONAL = "huissier@demo.example";

test("a customer books an on-site constat at a street address; the case and the e-mail keep the street", async ({
  page,
  browser,
  javaScriptEnabled,
  mailboxServer,
}, testInfo) => {
  test.setTimeout(300_000);
  const origin = mailboxServer.url;

  await page.goto(`${origin}/`);
  await page.getByRole("link", { name: "Réserver un constat sur place" }).first().click();
  await expect(page).toHaveURL(/\/prestation\/adresse\/?$/);
  await chooseAddress(page, javaScriptEnabled, "Rechercher les professionnels", STREET);
  await expect(page.getByText(`« Constat de commissaire de justice » à ${STREET.label}`)).toBeVisible();

  // The demo study's card, so that its demo professional can open the case afterwards.
  const card = page
    .locator("article")
    .filter({ hasText: "Dupont" })
    .filter({ has: page.getByRole("button", { name: /^Choisir le créneau du / }) })
    .first();
  const slots = card.getByRole("button", { name: /^Choisir le créneau du / });
  await slots.nth(Math.floor(Math.random() * Math.min(await slots.count(), 6))).click();
  await page.waitForURL(/\/reservation\/compte$/, { timeout: NAVIGATION_TIMEOUT });
  // The step counter keeps its total once the customer has signed in on the way.
  await expect(page.getByText("Étape 6 sur 7")).toBeVisible();
  await registerInFlow(page, newCustomer("rue", testInfo.project.name));
  await expect(page.getByText("Étape 7 sur 7")).toBeVisible();
  await expect(page.getByText(STREET.label), "the summary").toBeVisible();
  const dossier = await confirmWithNeed(page, "Dégât des eaux dans l'entrée de l'immeuble.");

  // The professional's view of the same case.
  const professionalContext = await browser.newContext({ javaScriptEnabled, locale: "fr-FR", timezoneId: "Europe/Paris" });
  try {
    const professional = await professionalContext.newPage();
    await signInByCookie(professional, PROFESSIONAL, undefined, origin);
    // The case as the professional workspace shows it, and as the customer's page shows it to them too.
    await professional.goto(`${origin}${dossier.replace(/^\/dossier\//, "/espace-pro/dossiers/")}`);
    await expect(professional.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(professional.getByText(STREET.label).first()).toBeVisible();
    await professional.goto(`${origin}${dossier}`);
    await expect(professional.getByText(STREET.label)).toBeVisible();
  } finally {
    await professionalContext.close();
  }

  // The confirmation e-mail, as the local mailbox shows it.
  await page.goto(`${origin}/boite-mail`);
  const mail = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Votre demande a bien été transmise" }) })
    .filter({ hasText: `${origin}${dossier}` });
  await expect(mail).toContainText(`Adresse : ${STREET.label}`);
});
