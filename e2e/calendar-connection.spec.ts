// Calendar connection, in both projects: the demo bailiff pastes a refused address (the French
// reason next to the field, what was typed kept), then the secret iCal address of their "Google
// calendar" (served on loopback): it is read at once and says when; « Actualiser » reads it again. They
// make their subscription address, which serves their agenda as iCalendar, and revoke it (404 after);
// then disconnect. The platform's own tests cover slots, failures and the feed's content.
import { expect, test } from "./fixtures";
import { signInByCookie } from "./support/account-session";
import { aloneOnTheCalendarConnection, serveExternalCalendar } from "./support/ics-external-calendar";
import { DEMO_BAILIFF_EMAIL } from "./support/pro-booking";

test.describe.configure({ timeout: 120_000 });

const PAGE = "/espace-pro/parametres/calendrier";
const NAVIGATION = { timeout: 30_000 };

test("the demo bailiff connects their calendar by its iCal address, and makes then revokes their subscription address", async ({
  page,
  expectStatus,
}) => {
  // The refused address answers 422 (a plain form post without JavaScript).
  expectStatus(422);
  const calendar = await serveExternalCalendar();
  try {
    await signInByCookie(page, DEMO_BAILIFF_EMAIL);
    await aloneOnTheCalendarConnection(async () => {
      await page.goto(PAGE, NAVIGATION);
      await expect(page.getByRole("heading", { level: 1, name: "Connexion du calendrier" })).toBeVisible();
      const address = page.getByLabel("Adresse iCal secrète de votre calendrier");
      const connect = page.getByRole("button", { name: /^(Connecter ce calendrier|Remplacer par cette adresse)$/ });

      await address.fill("ftp://calendrier.example/agenda.ics");
      await connect.click();
      await expect(page.getByText("Indiquez une adresse qui commence par https:// (ou webcal://).")).toBeVisible(NAVIGATION);
      await expect(address).toHaveValue("ftp://calendrier.example/agenda.ics");
      await expect(address).toHaveAttribute("aria-invalid", "true");

      await address.fill(calendar.url);
      await connect.click();
      await expect(page.getByText("Votre calendrier est connecté : ses plages occupées bloquent vos créneaux.")).toBeVisible(NAVIGATION);
      await expect(page.getByText(/^Dernière synchronisation réussie le \d{1,2} \S+ \d{4} à \d{2}:\d{2}\.$/)).toBeVisible();
      await expect(page.getByText("1 plage occupée à venir.")).toBeVisible();
      await page.getByRole("button", { name: "Actualiser" }).click();
      await expect(page.getByText("Votre calendrier est à jour.")).toBeVisible(NAVIGATION);

      await page.getByRole("button", { name: /^(Créer l'adresse d'abonnement|Générer une nouvelle adresse)$/ }).click();
      const feedField = page.getByLabel("Adresse d'abonnement (copiez-la maintenant : elle ne sera plus affichée)");
      await expect(feedField).toBeVisible(NAVIGATION);
      const feedUrl = await feedField.inputValue();
      expect(feedUrl).toMatch(/\/abonnement-agenda\/[A-Za-z0-9_-]{43}\.ics$/);
      const feed = await page.request.get(feedUrl);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      // Each header once: the feed's own values replace the server's defaults (decision 3805).
      const named = (name: string) => feed.headersArray().filter((header) => header.name.toLowerCase() === name);
      expect(named("x-content-type-options").map((header) => header.value)).toEqual(["nosniff"]);
      expect(named("referrer-policy").map((header) => header.value)).toEqual(["no-referrer"]);
      expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);

      await page.getByRole("button", { name: "Révoquer l'adresse" }).click();
      await expect(page.getByText("L'adresse d'abonnement est révoquée : elle ne fonctionne plus.")).toBeVisible(NAVIGATION);
      expect((await page.request.get(feedUrl)).status()).toBe(404);

      await page.getByRole("button", { name: "Déconnecter" }).click();
      await expect(
        page.getByText("Votre calendrier est déconnecté : ses plages occupées ne bloquent plus vos créneaux."),
      ).toBeVisible(NAVIGATION);
      await expect(page.getByText(/^Calendrier connecté/)).toHaveCount(0);
    });
  } finally {
    await calendar.close();
  }
});
