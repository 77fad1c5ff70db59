// The study's travel settings (decision 3005), in both projects: the demo study's admin opens
// « Déplacements » from the settings menu, a factor under 1 and a speed in words come back in French next
// to their fields with what was typed, and right values are saved (« 1,30 » shown back as the platform
// keeps it: « 1,3 »). Both projects save the defaults, so neither changes what the other, or any other
// spec, is offered; the platform's Vitest covers other values and their effect on the slots.
import { expect, test } from "./fixtures";
import { sessionCookieFor } from "./support/account-session";

const PAGE = "/espace-pro/etude/etude-dupont-lyon/deplacements";
const NAVIGATION = { timeout: 30_000 };

test("the study admin edits the travel settings, wrong values answered next to their fields", async ({
  page,
  loginAs,
  expectStatus,
}) => {
  // The refused form answers 400 (a plain form post without JavaScript).
  expectStatus(400);
  await loginAs(await sessionCookieFor("admin@demo.example"));
  await page.goto("/espace-pro/etude/etude-dupont-lyon/configuration", NAVIGATION);
  await page
    .getByRole("navigation", { name: "Menu des paramètres de l'étude" })
    .getByRole("link", { name: "Déplacements" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Temps de trajet" })).toBeVisible(NAVIGATION);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  const factor = page.getByRole("textbox", { name: "Coefficient de détour" });
  const inTown = page.getByRole("textbox", { name: /^En ville/ });

  await factor.fill("0,8");
  await inTown.fill("vingt");
  await page.getByRole("button", { name: "Enregistrer les temps de trajet" }).click();
  await expect(page.getByText("Saisissez un coefficient entre 1 et 3, par exemple 1,3.")).toBeVisible(NAVIGATION);
  await expect(page.getByText("Saisissez une vitesse en km/h, nombre entier entre 5 et 130.")).toBeVisible();
  await expect(factor).toHaveValue("0,8");
  await expect(factor).toHaveAttribute("aria-invalid", "true");
  await expect(inTown).toHaveValue("vingt");

  await factor.fill("1,30");
  await inTown.fill("20");
  await page.getByRole("button", { name: "Enregistrer les temps de trajet" }).click();
  await expect(page.getByText("Les temps de trajet sont enregistrés.")).toBeVisible(NAVIGATION);
  await expect(factor).toHaveValue("1,3");
  await expect(inTown).toHaveValue("20");
  await expect(page.getByRole("textbox", { name: /^À la campagne/ })).toHaveValue("55");
});
