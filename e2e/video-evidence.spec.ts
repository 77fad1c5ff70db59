// A video session's evidence (issue 15, part B). The bailiff's pages ship no JavaScript, so the first test
// runs once: two captures posted as the call page does (JSON contract), listed with their hashes; one
// deleted through its confirmation form; the chain still verifies and shows the deletion; the capture
// record PDF is generated and downloaded. The second, in both projects: the customer types the address
// where they are (no JavaScript needed) and the bailiff's position page shows it, as HTML and as JSON.
import { readFile } from "node:fs/promises";
import { expect, inOneProjectOnly, test, ZERO_JS_PAGES } from "./fixtures";
import { CUSTOMER_PASSWORD } from "./support/account-customers";
import { sessionCookieFor } from "./support/account-session";
import { bookWithDemoBailiff, DEMO_BAILIFF_EMAIL } from "./support/pro-booking";
import { framePng, meetingOf, postCapture } from "./support/video-evidence-seed";

test.describe.configure({ timeout: 120_000 });

const NAVIGATION = { timeout: 30_000 };

test("captures listed, one deleted and recorded in the chain, the capture record downloaded", async ({
  page,
  loginAs,
}, testInfo) => {
  inOneProjectOnly(ZERO_JS_PAGES);
  const booked = await bookWithDemoBailiff(testInfo, "captures", 30 + testInfo.parallelIndex * 5);
  const meetingId = await meetingOf(booked.demandId);
  const bailiff = await sessionCookieFor(DEMO_BAILIFF_EMAIL);
  const captures = `/espace-pro/dossiers/${booked.demandId}/visio/${meetingId}/captures`;
  const first = await postCapture(captures, bailiff, framePng(10));
  const second = await postCapture(captures, bailiff, framePng(200));

  await loginAs(bailiff);
  await page.goto(captures);
  await expect(page.getByRole("heading", { name: `Capture n° ${first}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Capture n° ${second}` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "La chaîne est intègre" })).toBeVisible();

  await page.locator(`#capture-${first}`).getByRole("link", { name: "Supprimer…" }).click();
  await page.getByRole("button", { name: "Supprimer définitivement" }).click();
  await expect(page.getByText(`La capture n° ${first} est supprimée ; la chaîne enregistre sa suppression.`)).toBeVisible(
    NAVIGATION,
  );
  await expect(page.getByRole("heading", { name: `Capture n° ${first}` })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Capture n° ${second}` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "La chaîne est intègre" })).toBeVisible();
  await expect(page.getByText("3 entrée(s) : 2 capture(s), 1 suppression(s).")).toBeVisible();
  await expect(page.getByText(`Entrée n° 3 : suppression de la capture n° ${first}`)).toBeAttached();

  await page.getByRole("button", { name: "Générer le relevé PDF" }).click();
  await expect(page.getByText("Le relevé PDF est ajouté aux documents du dossier.")).toBeVisible(NAVIGATION);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Télécharger le relevé PDF" }).click(),
  ]);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe("%PDF-");
  expect(download.suggestedFilename()).toMatch(/^Relevé des captures - rendez-vous \d+\.pdf$/);
});

test("the customer's typed address reaches the bailiff's position page", async ({ page, loginAs }, testInfo) => {
  const booked = await bookWithDemoBailiff(testInfo, "position", 33 + testInfo.parallelIndex * 5);
  const meetingId = await meetingOf(booked.demandId);
  const [customer, bailiff] = await Promise.all([
    sessionCookieFor(booked.customer.email, CUSTOMER_PASSWORD),
    sessionCookieFor(DEMO_BAILIFF_EMAIL),
  ]);
  const address = `${10 + testInfo.parallelIndex} rue de la République, 69002 Lyon`;

  await loginAs(customer);
  await page.goto(`/dossier/${booked.demandId}/visio/${meetingId}/position`);
  await page.getByLabel("Adresse où vous vous trouvez").fill(address);
  await page.getByRole("button", { name: "Partager cette adresse" }).click();
  await expect(page.getByText("Votre position est transmise au professionnel.")).toBeVisible(NAVIGATION);

  const position = `/espace-pro/dossiers/${booked.demandId}/visio/${meetingId}/position`;
  await loginAs(bailiff);
  await page.goto(position);
  await expect(page.getByRole("heading", { name: "Adresse saisie par le client" })).toBeVisible();
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Voir sur OpenStreetMap/ })).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
  );
  const json = await page.request.get(position, { headers: { accept: "application/json" } });
  expect(((await json.json()) as { location: { custom_address: string } }).location.custom_address).toBe(address);

  await page.getByRole("button", { name: "Confirmer cette position" }).click();
  await expect(page.getByText("La position du client est confirmée.")).toBeVisible(NAVIGATION);
  await expect(page.getByText(/^Confirmée le /)).toBeVisible();
});
