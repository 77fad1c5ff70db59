// The 'Demande de rendez-vous' contact form (customer-side §2.6, §3 contact ticket, §5, §8):
// the /contact page without JavaScript, the modal dialog over a page with it, the ticket e-mailed to
// the support address (MAIL_FROM's) through the outbox. Runs in both projects.
import type { APIRequestContext } from "@playwright/test";
import { expect, inOneProjectOnly, test } from "./fixtures";

/** Support tickets are e-mailed to the address of MAIL_FROM (platform/README.md). */
const SUPPORT_MAILBOX = "ne-pas-repondre@constat-rdv.fr";
const SUPPORT_PHONE = "01 76 34 00 00";

interface OutboxMessage {
  subject: string;
  body: string;
}

async function supportTickets(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get(`/_platform/api/_test/outbox?to=${encodeURIComponent(SUPPORT_MAILBOX)}`);
  expect(response.ok(), "the e2e server exposes the outbox").toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

async function ticketWith(request: APIRequestContext, marker: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await supportTickets(request)).find((message) => message.body.includes(marker));
        return Boolean(found);
      },
      { message: `a support ticket mentioning ${marker}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

function markerFor(label: string, project: string): string {
  return `${label} ${project} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

test("the contact page sends a ticket and tells the visitor they will be called", async ({
  page,
  request,
  expectStatus,
}, testInfo) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Demande de rendez-vous" })).toBeVisible();

  // Phone and city are required, in the spec's words; what was typed stays.
  expectStatus(400);
  await page.getByLabel("Ville").fill("Ly");
  await page.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(page.getByText("Veuillez saisir votre numéro de téléphone")).toBeVisible();
  await expect(page.getByText("Veuillez saisir au moins 3 caractères")).toBeVisible();
  await expect(page.getByLabel("Ville")).toHaveValue("Ly");

  const marker = markerFor("Page contact", testInfo.project.name);
  await page.getByLabel("Prénom").fill("Camille");
  await page.getByLabel("Nom", { exact: true }).fill("Lefèvre");
  await page.getByLabel("Adresse e-mail").fill("camille.lefevre@exemple.test");
  await page.getByLabel("Téléphone").fill("06 11 22 33 44");
  await page.getByLabel("Ville").fill("Villeurbanne");
  await page.getByLabel("Type de prestation").selectOption({ label: "Constat locatif (état des lieux)" });
  await page.getByLabel("Informations complémentaires").fill(marker);
  await page.getByRole("button", { name: "Envoyer ma demande" }).click();

  await expect(page.getByRole("heading", { name: "Votre demande a bien été transmise." })).toBeVisible();
  await expect(page.getByText("Un membre de notre équipe va vous appeler au 06 11 22 33 44")).toBeVisible();
  await expect(page.getByText(SUPPORT_PHONE, { exact: false }).last()).toBeVisible();
  await expect(page.getByRole("link", { name: "Fermer" })).toHaveAttribute("href", "/");

  const ticket = await ticketWith(request, marker);
  expect(ticket.body).toContain("Téléphone : +33611223344");
  expect(ticket.body).toContain("Ville : Villeurbanne");
  expect(ticket.body).toContain("Prestation : Constat locatif (état des lieux)");
  expect(ticket.body).toContain("Source : Page d'accueil");
});

test("the contact dialog opens over a page, sends the request and starts afresh", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  // A signed-in customer's new appointment offers to be called back.
  const hostPage = "/nouveau-rdv";
  await page.goto("/etude-dupont-lyon/rendez-vous/connexion");
  await page.getByLabel("Adresse e-mail").fill("client@demo.example");
  await page.getByLabel("Mot de passe").fill("Demo2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL("/etude-dupont-lyon/rendez-vous/creneaux");
  await page.goto(hostPage);
  if (javaScriptEnabled) await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Demandez à être rappelé" }).click();

  // Without JavaScript the link is the contact page, which knows where the visitor came from.
  const form = javaScriptEnabled ? page.getByRole("dialog", { name: "Demande de rendez-vous" }) : page.getByRole("main");
  if (!javaScriptEnabled) await expect(page).toHaveURL(`/contact?retour=${encodeURIComponent(hostPage)}`);
  await expect(form.getByLabel("Téléphone")).toBeVisible();

  const marker = markerFor("Dialogue contact", testInfo.project.name);
  await form.getByLabel("Téléphone").fill("+33 7 12 34 56 78");
  await form.getByLabel("Ville").fill("Lyon");
  await form.getByLabel("Informations complémentaires").fill(marker);
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(form.getByRole("heading", { name: "Votre demande a bien été transmise." })).toBeVisible();
  await expect(form.getByText("Un membre de notre équipe va vous appeler au 07 12 34 56 78")).toBeVisible();

  const ticket = await ticketWith(request, marker);
  expect(ticket.body).toContain("Source : Nouveau rendez-vous");

  if (javaScriptEnabled) {
    // 'Fermer' closes the dialog; opening it again starts from an empty form.
    await form.getByRole("button", { name: "Fermer", exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(hostPage);
    await page.getByRole("link", { name: "Demandez à être rappelé" }).click();
    await expect(page.getByRole("dialog", { name: "Demande de rendez-vous" }).getByLabel("Téléphone")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  } else {
    await page.getByRole("link", { name: "Fermer" }).click();
    await expect(page).toHaveURL(hostPage);
  }
});

test("a robot filling the hidden field gets the same answer and creates no ticket", async ({ request }, testInfo) => {
  inOneProjectOnly();
  const marker = markerFor("Robot", testInfo.project.name);
  const response = await request.post("/contact", {
    form: { phone: "06 11 22 33 44", city: "Lyon", additionalInfo: marker, site_web: "https://spam.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/contact?envoye=1");
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect((await supportTickets(request)).some((message) => message.body.includes(marker))).toBe(false);
});
