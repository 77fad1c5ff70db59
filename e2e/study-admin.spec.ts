// Running the office, in both projects: the demo study's admin invites a new clerk; the clerk
// follows the e-mailed link, creates an account and lands in the study's workspace with the clerk role;
// the admin assigns them to a bailiff and changes a service's price, and the customer's slot search
// shows the new price. The admin and the customer sign in by cookie; each project invites its own
// address and prices its own service, so parallel runs never meet. The platform's Vitest covers the
// refusals (study-admin.test.ts).
import type { Locator, Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { AXE_TAGS, expect, setSessionCookie, test } from "./fixtures";
import { uniqueEmail } from "./support/account-customers";
import { latestLink } from "./support/account-outbox";
import { sessionCookieFor } from "./support/account-session";

const STUDY = "etude-dupont-lyon";

/** Clicks a form's submit button and waits for the POST's answer (a document or a fetch, with or without JavaScript). */
async function submitted(page: Page, button: Locator) {
  await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), button.click()]);
}
const SETTINGS = `/espace-pro/etude/${STUDY}`;

/** Per project: the consultation whose price changes, and the new price (euros). */
function pricing(project: string) {
  return project === "js"
    ? { slug: "consultation-recouvrement", name: "Consultation recouvrement", euros: 87 }
    : { slug: "consultation-droit-immobilier", name: "Consultation droit immobilier", euros: 93 };
}

test("the admin invites a clerk who joins, assigns them and reprices a service the customer then sees", async ({
  page,
  browser,
  loginAs,
  expectStatus,
  javaScriptEnabled,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, "clerc-invite");
  const lastname = testInfo.project.name === "js" ? "Invitéjs" : "Invitésansjs";
  const { slug, name, euros } = pricing(testInfo.project.name);

  // The admin (the test's page, which the fixture audits) invites the clerk.
  await loginAs(await sessionCookieFor("admin@demo.example"));
  await page.goto(`${SETTINGS}/invitations`);
  await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
  await page.getByRole("combobox", { name: "Rôle" }).selectOption({ label: "Clerc" });
  await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText(`${email} — Clerc`)).toBeVisible({ timeout: 15_000 });

  // The clerk, in a browser of their own, follows the link, creates the account and lands in the study as a clerk.
  const link = new URL(await latestLink(email, "/invitation/")).pathname;
  const clerkContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled });
  try {
    const clerk = await clerkContext.newPage();
    await clerk.goto(link);
    await expect(clerk.getByRole("heading", { level: 1, name: /^Rejoindre Étude/ })).toBeVisible();
    await expect(clerk.getByText("en tant que clerc")).toBeVisible();
    if (javaScriptEnabled) {
      // The fixture audits the test's own page; this one is audited here.
      expect((await new AxeBuilder({ page: clerk }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
    }
    await clerk.getByRole("textbox", { name: "Prénom" }).fill("Nina");
    await clerk.getByRole("textbox", { name: "Nom", exact: true }).fill(lastname);
    await clerk.getByRole("textbox", { name: "Téléphone" }).fill("06 12 34 56 78");
    await clerk.getByLabel("Mot de passe", { exact: true }).fill("Motdepasse9!");
    await clerk.getByLabel("Confirmez le mot de passe").fill("Motdepasse9!");
    await clerk.getByRole("checkbox", { name: /J'accepte les conditions générales d'utilisation/ }).check();
    await clerk.getByRole("button", { name: "Créer mon compte et rejoindre l'étude" }).click();
    // A clerk's workspace opens on the dashboard (clerks and bailiffs confirm meetings), in the study.
    await clerk.waitForURL(/\/espace-pro$/, { timeout: 30_000 });
    await expect(clerk.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(clerk.getByText(/^Étude : Étude/)).toBeVisible();
  } finally {
    await clerkContext.close();
  }

  // The link worked once: 410 and the platform's reason.
  expectStatus(410);
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText("Cette invitation a déjà été acceptée.");

  // The admin assigns the new clerk to Antoine Dupont.
  await page.goto(`${SETTINGS}/membres`);
  const clerkCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Nina ${lastname}` }) });
  await expect(clerkCard.getByRole("checkbox", { name: "Clerc" })).toBeChecked();
  const assisted = clerkCard.getByRole("group", { name: `Professionnels assistés par Nina ${lastname}` });
  await assisted.getByRole("checkbox", { name: "Antoine Dupont" }).check();
  await submitted(page, clerkCard.getByRole("button", { name: "Enregistrer l'affectation" }));
  await page.goto(`${SETTINGS}/membres`);
  await expect(assisted.getByRole("checkbox", { name: "Antoine Dupont" })).toBeChecked();

  // The admin reprices a consultation (a fixed price, the same by video).
  await page.goto(`${SETTINGS}/prestations`);
  const service = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(`— ${name}$`) }) });
  await service.getByRole("checkbox", { name: "Proposée par l'étude" }).check();
  await service.getByRole("textbox", { name: "Prix en euros", exact: true }).fill(String(euros));
  await service.getByRole("combobox", { name: "Type de prix" }).selectOption({ label: "Forfait" });
  await service.getByRole("textbox", { name: /^Prix en visioconférence/ }).fill("");
  await submitted(page, service.getByRole("button", { name: `Enregistrer « ${name} »` }));
  await page.goto(`${SETTINGS}/prestations`);
  await expect(service.getByRole("textbox", { name: "Prix en euros", exact: true })).toHaveValue(String(euros));

  // The admin's other settings pages open (and the fixture audits them): the study's information, the
  // configuration, the professional documents, and 'Mes études' with its link back here.
  for (const [config, heading] of [
    ["informations", "Informations de l'étude"],
    ["configuration", "Configuration"],
    ["justificatifs-pro", "Justificatifs professionnels"],
  ] as const) {
    await page.goto(`${SETTINGS}/${config}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await page.goto("/parametres/etudes");
  await expect(page.getByRole("link", { name: /^Paramètres de l'Étude/ })).toHaveAttribute("href", SETTINGS);

  // The customer's slot search (their own browser; the booking pages are audited by their own specs) shows it at once.
  const customerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled });
  try {
    await setSessionCookie(customerContext, await sessionCookieFor("client@demo.example"), testInfo.project.use.baseURL!);
    const customer = await customerContext.newPage();
    await customer.goto(`/${STUDY}/rendez-vous/creneaux?reporttype=${slug}&service=visio`);
    await expect(customer.getByRole("button", { name: new RegExp(`^Choisir le créneau du .*, ${euros}\\s€$`) }).first()).toBeVisible();
  } finally {
    await customerContext.close();
  }
});
