// A newcomer's first hour: on a fresh data directory with `npm start`'s production settings and
// no SMTP, a person registers, reads the confirmation link in the server's log and on the local mailbox
// page (turned on with LOCAL_MAILBOX), confirms the address and reaches their history.
import { expect, inOneProjectOnly, test } from "./fixtures";
import { uniqueEmail } from "./support/account-customers";

const PASSWORD = "Motdepasse9!";
test("a newcomer registers, finds the confirmation link in the log and the mailbox, confirms and reaches their history", async ({
  page,
  mailboxServer: server,
}, testInfo) => {
  test.setTimeout(300_000);
  const origin = server.url;
  expect(server.log()).toContain(`Constat RDV prêt sur ${origin} (production)`);
  expect(server.log()).toContain(`${origin}/boite-mail`);
  const email = uniqueEmail(testInfo, "nouveau");

  await test.step("register on /enregistrement", async () => {
    await page.goto(`${origin}/enregistrement`);
    await page.getByLabel("Prénom").fill("Noémie");
    await page.getByLabel("Nom", { exact: true }).fill("Lenouveau");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Téléphone").fill("06 12 34 56 78");
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirmez le mot de passe").fill(PASSWORD);
    await page.getByLabel("J'accepte les conditions générales d'utilisation").check();
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page).toHaveURL(/\/validation-compte$/, { timeout: 20_000 });
  });

  let link = "";
  await test.step("read the confirmation link in the server's log", async () => {
    const line = new RegExp(
      `\\[courrier\\] e-mail à ${email.replace(/[.+]/g, "\\$&")} : « Confirmez votre adresse e-mail » ; lien : (\\S+)`,
    );
    await expect.poll(() => line.exec(server.log())?.[1] ?? "").toMatch(/\/utilisateur\/profil\//);
    link = line.exec(server.log())![1]!;
    expect(link.startsWith(origin)).toBe(true);
  });

  await test.step("find the same message on the mailbox page", async () => {
    await page.goto(`${origin}/boite-mail`);
    await expect(page.getByRole("heading", { level: 1, name: "Boîte mail locale" })).toBeVisible();
    const message = page.getByRole("article").filter({ hasText: email }).first();
    await expect(message.getByRole("heading", { level: 2 })).toHaveText("Confirmez votre adresse e-mail");
    await expect(message.getByRole("link", { name: link })).toHaveAttribute("href", link);
  });

  await test.step("confirm the address and reach the history", async () => {
    await page.goto(link);
    await page.getByRole("button", { name: "Confirmer" }).click();
    await expect(page).toHaveURL(/\/utilisateur\/profil$/, { timeout: 20_000 });
    await expect(page.getByText("Votre adresse e-mail n'est pas encore confirmée.")).toHaveCount(0);
    await page.goto(`${origin}/rendez-vous/historique`);
    await expect(page.getByRole("heading", { level: 1, name: "Tous mes dossiers" })).toBeVisible();
  });
});

test("the mailbox page does not exist in production unless turned on", async ({ request }) => {
  inOneProjectOnly();
  const response = await request.get("/boite-mail");
  expect(response.status()).toBe(404);
});
