// Their data in their hands (docs/decisions/3010–3012), with and without JavaScript: a customer opens « Mes
// données » from the settings, downloads the ZIP (it holds the JSON of their account), reads what is kept on
// the public « Données personnelles » page, deletes their account (the box left unticked first: refused
// next to it, the address kept), lands on the « Données personnelles » page told so, is e-mailed the confirmation, and can no
// longer sign in. A study admin sets the retention on its own page. What the archive holds, what the
// deletion keeps and erases, and the daily pass are Vitest's (platform/http/routes/personal-data.test.ts,
// platform/domain/personal-data/).
import { readFile } from "node:fs/promises";
import { readZip } from "../platform/test-support/zip-reader";
import { expect, inOneProjectOnly, test, ZERO_JS_PAGES } from "./fixtures";
import { CUSTOMER_PASSWORD, createVerifiedCustomer, uniqueEmail } from "./support/account-customers";
import { readOutbox } from "./support/account-outbox";
import { signInByCookie } from "./support/account-session";
import { settled } from "./support/booking-flow";

const INVALID_LOGIN = "Les informations de connexion saisies ne sont pas valides, veuillez vérifier votre saisie et ré-essayer";
/** A post, its redirect and the next page's loader call the platform several times. */
const NAVIGATION = { timeout: 30_000 };

test("a customer downloads their data, deletes their account, then cannot sign in", async ({
  page,
  expectStatus,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  // The refused form and the refused sign-in answer 400 (a document of their own without JavaScript).
  expectStatus(400);
  const email = uniqueEmail(testInfo, "donnees");
  await createVerifiedCustomer(email, { firstname: "Aurore", lastname: "Vasseur" });
  await signInByCookie(page, email, CUSTOMER_PASSWORD);

  await page.goto("/parametres/informations-personnelles");
  await settled(page, javaScriptEnabled);
  await page.getByRole("navigation", { name: "Menu des paramètres" }).getByRole("link", { name: "Mes données" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Mes données" })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Télécharger mes données (fichier ZIP)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^constat-rdv-donnees-personnelles-\d{4}-\d\d-\d\d\.zip$/);
  const archive = readZip(await readFile(await download.path()));
  const data = JSON.parse(archive.get("donnees-personnelles.json")!.bytes.toString("utf8"));
  expect(data.account).toMatchObject({ email, firstname: "Aurore", lastname: "Vasseur" });

  await page.getByRole("link", { name: "Ce que nous conservons, pourquoi et pendant combien de temps" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Données personnelles" })).toBeVisible();
  await expect(page.getByRole("cell", { name: /^90 jours après la capture/ })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Données personnelles" })).toHaveAttribute(
    "href",
    "/donnees-personnelles",
  );
  await page.getByRole("link", { name: "Mes données, dans vos paramètres" }).click();

  const deletion = page.getByRole("region", { name: "Supprimer mon compte" });
  await deletion.getByLabel("Pour confirmer, saisissez l'adresse e-mail de votre compte").fill(email);
  await deletion.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page.getByText("Cochez la case pour confirmer la suppression.")).toBeVisible(NAVIGATION);
  await expect(deletion.getByLabel("Pour confirmer, saisissez l'adresse e-mail de votre compte")).toHaveValue(email);
  await deletion.getByRole("checkbox", { name: "Je comprends que la suppression de mon compte est définitive." }).check();
  await deletion.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page.getByText("Votre compte est supprimé. Un e-mail de confirmation vous a été envoyé.")).toBeVisible(NAVIGATION);
  await expect(page.getByRole("heading", { level: 1, name: "Données personnelles" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Connexion", exact: true })).toBeVisible();
  expect((await readOutbox(email)).map((message) => message.subject)).toEqual(["Votre compte Constat RDV est supprimé"]);

  await page.goto("/connexion");
  await settled(page, javaScriptEnabled);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(INVALID_LOGIN, NAVIGATION);
});

test("a study admin sets how long unused captures and positions are kept", async ({ page, expectStatus }) => {
  // One study's setting: the two projects would overwrite each other's values; the page ships no JavaScript.
  inOneProjectOnly(ZERO_JS_PAGES);
  expectStatus(400);
  await signInByCookie(page, "admin@demo.example");
  await page.goto("/espace-pro/etude/etude-dupont-lyon/membres");
  await page.getByRole("link", { name: "Conservation des données" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Conservation des données" })).toBeVisible();

  const captures = page.getByLabel("Captures non retenues (jours après la capture)");
  const positions = page.getByLabel("Positions partagées (jours après le partage)");
  await captures.fill("3");
  await positions.fill("45");
  await page.getByRole("button", { name: "Enregistrer les durées" }).click();
  await expect(page.getByText("Saisissez un nombre entier de jours entre 7 et 1095.")).toBeVisible(NAVIGATION);
  await expect(captures).toHaveValue("3");

  await captures.fill("120");
  await page.getByRole("button", { name: "Enregistrer les durées" }).click();
  await expect(page.getByText("Les durées de conservation sont enregistrées.")).toBeVisible(NAVIGATION);
  await page.reload();
  await expect(captures).toHaveValue("120");
  await expect(positions).toHaveValue("45");
});
