// Case management, in both projects (JavaScript disabled and enabled): a customer books the
// demo bailiff (seeded by API) whose study asks for a document for that service; the bailiff qualifies
// the case and asks for the document; the customer sees the warning, sends a file that is not what it
// claims (refused next to the field), then the document, and the warning goes; the bailiff downloads it,
// marks the case paid and publishes a PDF report; the customer downloads the same bytes. Each step is in
// the journal on the bailiff's side, and the customer's journal shows only the entries meant for them.
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CUSTOMER_PASSWORD } from "./support/account-customers";
import { sessionCookieFor } from "./support/account-session";
import { pdfBytes, requireDocumentsFor } from "./support/case-seed";
import { bookWithDemoBailiff, DEMO_BAILIFF_EMAIL } from "./support/pro-booking";

test.describe.configure({ timeout: 180_000 });

/** A post, its redirect and the next page's loader call the platform several times. */
const NAVIGATION = { timeout: 30_000 };
const REQUIRED = "Bail de location";

async function downloaded(page: Page, link: ReturnType<Page["getByRole"]>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: (download as Download).suggestedFilename(), bytes: await readFile(await download.path()) };
}

test("a case from qualification to the delivered report, on both sides", async ({ page, loginAs, expectStatus }, testInfo) => {
  // The refused file's answer (422) is a page of its own without JavaScript.
  expectStatus(422);
  const booked = await bookWithDemoBailiff(testInfo, "cases", 40 + testInfo.parallelIndex * 7);
  expect(await requireDocumentsFor(booked.demandId, [REQUIRED])).toEqual([REQUIRED]);
  const [bailiff, customer] = await Promise.all([
    sessionCookieFor(DEMO_BAILIFF_EMAIL),
    sessionCookieFor(booked.customer.email, CUSTOMER_PASSWORD),
  ]);
  const proPage = `/espace-pro/dossiers/${booked.demandId}`;
  const dossier = `/dossier/${booked.demandId}`;

  // The bailiff qualifies the case and asks for the missing document.
  await loginAs(bailiff);
  await page.goto(proPage);
  await page.getByRole("button", { name: "Qualifier le dossier" }).click();
  await expect(page.getByText("Le dossier est passé à l'étape suivante.")).toBeVisible(NAVIGATION);
  await page.getByRole("button", { name: "Demander les documents manquants au client" }).click();
  await expect(page.getByText("Le client est invité à fournir les documents manquants.")).toBeVisible(NAVIGATION);

  // The customer sees the warning; a program renamed .pdf is refused next to its field, the document is taken.
  await loginAs(customer);
  await page.goto(dossier);
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents.getByText("Des documents sont manquants pour ce dossier.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Suivi de votre dossier" })).toContainText(`Documents demandés : ${REQUIRED}.`);
  const field = page.getByLabel(`Ajouter le document « ${REQUIRED} »`);
  await field.setInputFiles({
    name: "bail.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ\x90\x00 not a pdf at all"),
  });
  await page.getByRole("button", { name: "Envoyer le document" }).click();
  await expect(page.getByLabel(`Ajouter le document « ${REQUIRED} »`)).toHaveAccessibleDescription(/PDF/, NAVIGATION);
  const lease = pdfBytes(`bail ${booked.demandId}`);
  await page
    .getByLabel(`Ajouter le document « ${REQUIRED} »`)
    .setInputFiles({ name: "bail.pdf", mimeType: "application/pdf", buffer: lease });
  await page.getByRole("button", { name: "Envoyer le document" }).click();
  await expect(page.getByText("Le document a bien été envoyé.")).toBeVisible(NAVIGATION);
  await expect(documents.getByText("Document fourni")).toBeVisible();
  await expect(documents.getByText("Des documents sont manquants pour ce dossier.")).toHaveCount(0);

  // The bailiff downloads it, marks the case paid and publishes the report.
  await loginAs(bailiff);
  await page.goto(proPage);
  const provided = await downloaded(page, page.getByRole("link", { name: "Télécharger bail.pdf" }));
  expect(provided.bytes.equals(lease)).toBe(true);
  await page.getByLabel("État de facturation").selectOption("paid");
  await page.getByRole("button", { name: "Enregistrer la facturation" }).click();
  await expect(page.getByText("L'état de facturation est enregistré.")).toBeVisible(NAVIGATION);
  await expect(page.getByRole("list", { name: "Demande" }).getByText("Payé", { exact: true })).toBeVisible();
  const report = pdfBytes(`constat ${booked.demandId}`);
  await page
    .getByLabel("Constat au format PDF")
    .setInputFiles({ name: "constat.pdf", mimeType: "application/pdf", buffer: report });
  await page.getByRole("button", { name: "Publier le constat" }).click();
  await expect(page.getByText("Le constat est publié ; le client est prévenu par e-mail.")).toBeVisible(NAVIGATION);
  const journal = page.getByRole("region", { name: "Journal du dossier" });
  for (const step of [
    "Dossier qualifié",
    `Documents demandés : ${REQUIRED}.`,
    `Document fourni : ${REQUIRED}.`,
    "Facturation : Payé.",
    "Le constat est publié",
  ]) {
    await expect(journal).toContainText(step);
  }

  // The customer downloads the same bytes; their journal shows what is meant for them, not the qualification.
  await loginAs(customer);
  await page.goto(dossier);
  const delivered = await downloaded(page, page.getByRole("link", { name: "Télécharger le constat (constat.pdf)" }));
  expect(delivered.name).toBe("constat.pdf");
  expect(delivered.bytes.equals(report)).toBe(true);
  const customerJournal = page.getByRole("region", { name: "Suivi de votre dossier" });
  for (const step of [
    `Documents demandés : ${REQUIRED}.`,
    `Document fourni : ${REQUIRED}.`,
    "Facturation : Payé.",
    "Le constat est publié",
  ]) {
    await expect(customerJournal).toContainText(step);
  }
  await expect(customerJournal).not.toContainText("Dossier qualifié");
  const file = await page.request.get(
    (await page.getByRole("link", { name: "Télécharger le constat (constat.pdf)" }).getAttribute("href")) ?? "",
  );
  expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(file.headers()["content-type"]).toBe("application/pdf");
});
