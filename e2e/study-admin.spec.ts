// Running the office (issue 16), in both projects: the demo study's admin invites a new clerk; the clerk
// follows the e-mailed link, creates an account and lands in the study's workspace with the clerk role;
// the admin assigns them to a bailiff and changes a service's price, and the customer's slot search
// shows the new price. The admin and the customer sign in by cookie; each project invites its own
// address and prices its own service, so parallel runs never meet. The platform's Vitest covers the
// refusals (study-admin.test.ts).
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./support/account-customers";
import { latestLink } from "./support/account-outbox";
import { sessionCookieFor } from "./support/account-session";

const STUDY = "etude-dupont-lyon";
const SETTINGS = `/espace-pro/etude/${STUDY}`;

/** Per project: the consultation whose price changes, and the new price (euros). */
function pricing(project: string) {
  return project === "js"
    ? { slug: "consultation-recouvrement", name: "Consultation recouvrement", euros: 87 }
    : { slug: "consultation-droit-immobilier", name: "Consultation droit immobilier", euros: 93 };
}

test("the admin invites a clerk who joins, assigns them and reprices a service the customer then sees", async ({
  page,
  context,
  loginAs,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, "clerc-invite");
  const lastname = testInfo.project.name === "js" ? "Invitéjs" : "Invitésansjs";
  const { slug, name, euros } = pricing(testInfo.project.name);

  // The admin invites the clerk.
  const adminCookie = await sessionCookieFor("admin@demo.example");
  await loginAs(adminCookie);
  await page.goto(`${SETTINGS}/invitations`);
  await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
  await page.getByRole("combobox", { name: "Rôle" }).selectOption({ label: "Clerc" });
  await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText(`L'invitation a été envoyée à ${email}.`).first()).toBeVisible();
  await expect(page.getByText(`${email} — Clerc`)).toBeVisible();

  // The clerk, signed out, follows the link, creates the account and lands in the study as a clerk.
  const link = new URL(await latestLink(email, "/invitation/"));
  await context.clearCookies();
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { level: 1, name: /^Rejoindre Étude/ })).toBeVisible();
  await expect(page.getByText("en tant que clerc")).toBeVisible();
  await page.getByRole("textbox", { name: "Prénom" }).fill("Nina");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill(lastname);
  await page.getByRole("textbox", { name: "Téléphone" }).fill("06 12 34 56 78");
  await page.getByLabel("Mot de passe", { exact: true }).fill("Motdepasse9!");
  await page.getByLabel("Confirmez le mot de passe").fill("Motdepasse9!");
  await page.getByRole("checkbox", { name: /J'accepte les conditions générales d'utilisation/ }).check();
  await page.getByRole("button", { name: "Créer mon compte et rejoindre l'étude" }).click();
  // A clerk's workspace opens on the dashboard (clerks and bailiffs confirm meetings), in the study.
  await expect(page).toHaveURL(/\/espace-pro$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await expect(page.getByText(/^Étude : Étude/)).toBeVisible();
  // The link worked once.
  await page.goto(link.pathname);
  await expect(page.getByRole("alert")).toHaveText("Cette invitation a déjà été acceptée.");

  // The admin assigns the new clerk to Antoine Dupont.
  await context.clearCookies();
  await loginAs(adminCookie);
  await page.goto(`${SETTINGS}/membres`);
  const clerkCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Nina ${lastname}` }) });
  await expect(clerkCard.getByRole("checkbox", { name: "Clerc" })).toBeChecked();
  const assisted = clerkCard.getByRole("group", { name: `Professionnels assistés par Nina ${lastname}` });
  await assisted.getByRole("checkbox", { name: "Antoine Dupont" }).check();
  await clerkCard.getByRole("button", { name: "Enregistrer l'affectation" }).click();
  await expect(page.getByText(`L'affectation de Nina ${lastname} est enregistrée.`).first()).toBeVisible();
  await expect(assisted.getByRole("checkbox", { name: "Antoine Dupont" })).toBeChecked();

  // The admin reprices a consultation (a fixed price).
  await page.goto(`${SETTINGS}/prestations`);
  const service = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(`— ${name}$`) }) });
  await service.getByRole("checkbox", { name: "Proposée par l'étude" }).check();
  await service.getByRole("textbox", { name: "Prix en euros", exact: true }).fill(String(euros));
  await service.getByRole("combobox", { name: "Type de prix" }).selectOption({ label: "Forfait" });
  await service.getByRole("textbox", { name: /^Prix en visioconférence/ }).fill("");
  await service.getByRole("button", { name: `Enregistrer « ${name} »` }).click();
  await expect(page.getByText(`« ${name} » est enregistrée.`).first()).toBeVisible();

  // The customer's slot search shows it at once.
  await context.clearCookies();
  await loginAs(await sessionCookieFor("client@demo.example"));
  await page.goto(`/${STUDY}/rendez-vous/creneaux?reporttype=${slug}&service=visio`);
  await expect(page.getByRole("button", { name: new RegExp(`^Choisir le créneau du .*, ${euros}\\s€$`) }).first()).toBeVisible();
});
