// Customer accounts, in both projects: registration and the e-mailed verification link,
// sign-in with remember-me (30 days), the profile with a bad phone (French error, typed values kept),
// signing out and back in by e-mailed link and through the external provider (a fresh nonce in each
// authorization request, kept HttpOnly); three wrong passwords;
// the same answer for known and unknown addresses; the open-redirect table; ownership of dossiers; the
// 401 page; a new session cookie at sign-in; the profile's confirmation covering none of its buttons.
import { createCookieSessionStorage } from "@remix-run/node";
import { createSealedCookie } from "../app/.server/cookies";
import { parseEnv } from "../app/.server/env";
import type { Page } from "@playwright/test";
import { BASE_URL, E2E_SERVER_ENV } from "../playwright.config";
import { expect, inOneProjectOnly, test } from "./fixtures";
import { CUSTOMER_PASSWORD, createVerifiedCustomer, uniqueEmail } from "./support/account-customers";
import { latestLink } from "./support/account-outbox";
import { sessionCookieFor, signInByCookie } from "./support/account-session";

const INVALID_LOGIN = "Les informations de connexion saisies ne sont pas valides, veuillez vérifier votre saisie et ré-essayer";
const BAD_PHONE = "Veuillez saisir un numéro de téléphone français valide (ex. : 06 12 34 56 78)";
const DAY_SECONDS = 24 * 60 * 60;
/** Signing in and registering hash passwords (scrypt): slower than a page load on a busy machine. */
const AFTER_PASSWORD = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });

async function sessionCookie(page: Page) {
  return (await page.context().cookies(BASE_URL)).find((cookie) => cookie.name === "__session");
}

/** Signs out from the settings menu's personal menu (POST /deconnexion), back to the home page. */
async function signOut(page: Page) {
  await page.goto("/parametres/informations-personnelles");
  await page.getByRole("navigation", { name: "Menu des paramètres" }).getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole("link", { name: "Connexion", exact: true })).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
}

test("a new customer registers, confirms the address, signs in with remember-me, edits the profile, and signs back in by e-mail link and through the external provider", async ({
  page,
  javaScriptEnabled,
  expectStatus,
}, testInfo) => {
  // Many pages, each audited by axe afterwards, and several password hashes.
  test.setTimeout(300_000);
  // A bad phone answers 400 without JavaScript; the provider's finished interaction pages answer 400
  // when the accessibility check visits them again.
  expectStatus(400);
  const email = uniqueEmail(testInfo, "inscription");

  await test.step("register", async () => {
    await page.goto("/enregistrement");
    await page.getByLabel("Prénom").fill("Hélène");
    await page.getByLabel("Nom", { exact: true }).fill("Garnier");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Téléphone").fill("06 12 34 56 78");
    await page.getByLabel("Mot de passe", { exact: true }).fill(CUSTOMER_PASSWORD);
    await page.getByLabel("Confirmez le mot de passe").fill(CUSTOMER_PASSWORD);
    await page.getByLabel("J'accepte les conditions générales d'utilisation").check();
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page).toHaveURL(/\/validation-compte$/, AFTER_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Confirmez votre adresse e-mail" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(email);
  });

  await test.step("open the verification link from the outbox", async () => {
    const link = await latestLink(email, "/utilisateur/profil/");
    await page.goto(link);
    await page.getByRole("button", { name: "Confirmer" }).click();
    await expect(page).toHaveURL(/\/utilisateur\/profil$/, AFTER_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
    await expect(page.getByText("Votre adresse e-mail n'est pas encore confirmée.")).toHaveCount(0);
  });

  await test.step("sign out, then in with remember-me: the cookie lasts 30 days", async () => {
    await signOut(page);
    await page.getByRole("link", { name: "Connexion", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
    await fillLogin(page, email, CUSTOMER_PASSWORD);
    await page.getByLabel("Se souvenir de moi").check();
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page).toHaveURL(/\/rendez-vous\/historique$/, AFTER_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Tous mes dossiers" })).toBeVisible();
    await expect(page.getByText("Vous n'avez encore aucun dossier.")).toBeVisible();
    const cookie = await sessionCookie(page);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(30 * DAY_SECONDS - 120);
    expect(lifetime).toBeLessThanOrEqual(30 * DAY_SECONDS);
  });

  await test.step("edit the profile with a bad phone: the French error shows and every typed value stays", async () => {
    await page.goto("/utilisateur/profil");
    const identity = page.getByRole("region", { name: "Identifiants" });
    const newEmail = uniqueEmail(testInfo, "nouvelle-adresse");
    await identity.getByLabel("Adresse e-mail").fill(newEmail);
    await identity.getByLabel("Téléphone").fill("12 34");
    const submit = identity.getByRole("button", { name: "Enregistrer mes identifiants" });
    if (javaScriptEnabled) {
      await identity.getByLabel("Téléphone").blur();
      await expect(submit).toBeDisabled();
    } else {
      await submit.click();
    }
    await expect(identity.getByText(BAD_PHONE)).toBeVisible();
    await expect(identity.getByLabel("Téléphone")).toHaveValue("12 34");
    await expect(identity.getByLabel("Téléphone")).toHaveAttribute("aria-invalid", "true");
    await expect(identity.getByLabel("Adresse e-mail")).toHaveValue(newEmail);

    const personal = page.getByRole("region", { name: "Informations personnelles" });
    await personal.getByLabel("Prénom").fill("Héloïse");
    await personal.getByLabel("Nationalité").fill("Française");
    await personal.getByRole("button", { name: "Enregistrer mes informations" }).click();
    await expect(page).toHaveURL(/\/utilisateur\/profil$/);
    // The confirmation never covers the top bar: its account menu still opens, with or without JavaScript.
    await expect(page.getByRole("status", { name: "Notifications" })).toContainText(
      "Vos informations ont bien été mises à jour.",
    );
    await page.locator("summary", { hasText: "Mon compte" }).click();
    await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Informations personnelles" }).getByLabel("Prénom")).toHaveValue("Héloïse");
    await expect(page.getByRole("region", { name: "Informations personnelles" }).getByLabel("Nationalité")).toHaveValue(
      "Française",
    );
    // Nothing of the refused identity change was saved.
    await page.reload();
    await expect(page.getByRole("region", { name: "Identifiants" }).getByLabel("Adresse e-mail")).toHaveValue(email);
  });

  await test.step("sign out and back in through the e-mailed link", async () => {
    await signOut(page);
    await page.goto("/connexion");
    await page.getByRole("link", { name: "Recevoir un lien de connexion par e-mail" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Connexion par e-mail" })).toBeVisible();
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByRole("button", { name: "Recevoir le lien" }).click();
    await expect(page.getByText("Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.")).toBeVisible(
      AFTER_PASSWORD,
    );
    const link = await latestLink(email, "/connexion-email?");
    await page.goto(link);
    await page.getByRole("button", { name: "Me connecter" }).click();
    await expect(page).toHaveURL(/\/rendez-vous\/historique$/, AFTER_PASSWORD);
    await expect(page.locator("summary", { hasText: "Mon compte" })).toBeVisible();
  });

  await test.step("sign out and back in through the external provider", async () => {
    await signOut(page);
    await page.goto("/connexion");
    await page.getByRole("button", { name: "Continuer avec Google" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Connexion avec Google" })).toBeVisible();
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(CUSTOMER_PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Autoriser Constat RDV" })).toBeVisible(AFTER_PASSWORD);
    await page.getByRole("button", { name: "Autoriser" }).click();
    await expect(page).toHaveURL(/\/rendez-vous\/historique$/, AFTER_PASSWORD);
    await expect(page.locator("summary", { hasText: "Mon compte" })).toBeVisible();
    expect(await sessionCookie(page)).toBeDefined();
  });
});

test("each external sign-in sends the provider a fresh nonce and keeps it in an HttpOnly cookie", async ({ request }) => {
  inOneProjectOnly();
  const nonces: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    const started = await request.post("/auth/oidc", { form: { redirect: "/rendez-vous/historique" }, maxRedirects: 0 });
    expect(started.status()).toBe(302);
    const authorization = new URL(started.headers().location ?? "");
    const nonce = authorization.searchParams.get("nonce") ?? "";
    expect(nonce).toMatch(/^[\w-]{32,}$/);
    nonces.push(nonce);
    const kept = started
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .find((header) => header.value.startsWith("external_sign_in="));
    expect(kept?.value).toMatch(/;\s*HttpOnly/i);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

for (const width of [375, 1366]) {
  test(`at ${width} px the profile's confirmation covers none of its form's buttons`, async ({ page, loginAs }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    const email = uniqueEmail(testInfo, `alerte-${width}`);
    await createVerifiedCustomer(email);
    await loginAs(await sessionCookieFor(email, CUSTOMER_PASSWORD));
    await page.goto("/utilisateur/profil");
    const personal = page.getByRole("region", { name: "Informations personnelles" });
    await personal.getByLabel("Prénom").fill("Solène");
    await personal.getByRole("button", { name: "Enregistrer mes informations" }).click();

    const alert = page.getByRole("status", { name: "Notifications" }).getByText("Vos informations ont bien été mises à jour.");
    await expect(alert).toBeVisible();
    const alertBox = await alert.locator("xpath=..").boundingBox();
    const submitBox = await page
      .getByRole("region", { name: "Informations personnelles" })
      .getByRole("button", { name: "Enregistrer mes informations" })
      .boundingBox();
    expect(alertBox).not.toBeNull();
    expect(submitBox).not.toBeNull();
    const apart =
      alertBox!.x + alertBox!.width <= submitBox!.x ||
      submitBox!.x + submitBox!.width <= alertBox!.x ||
      alertBox!.y + alertBox!.height <= submitBox!.y ||
      submitBox!.y + submitBox!.height <= alertBox!.y;
    expect(apart, `alert ${JSON.stringify(alertBox)} meets the button ${JSON.stringify(submitBox)}`).toBe(true);
  });
}

test("three wrong passwords lead to the forgotten-password page", async ({ page, expectStatus }, testInfo) => {
  expectStatus(400);
  const email = uniqueEmail(testInfo, "trois-echecs");
  await page.goto("/connexion");
  for (let attempt = 1; attempt <= 2; attempt++) {
    await fillLogin(page, email, `mauvais-${attempt}`);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(INVALID_LOGIN, AFTER_PASSWORD);
    await expect(page).toHaveURL(/\/connexion$/);
  }
  await fillLogin(page, email, "mauvais-3");
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie\?echecs=1$/, AFTER_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Mot de passe oublié" })).toBeVisible();
});

test("the login answer is the same for a known and an unknown address", async ({ page, expectStatus }, testInfo) => {
  expectStatus(400);
  const known = uniqueEmail(testInfo, "connue");
  await createVerifiedCustomer(known);

  const answerFor = async (email: string) => {
    await page.goto("/connexion");
    await fillLogin(page, email, "pas-le-bon-mot-de-passe");
    const [response] = await Promise.all([
      page.waitForResponse(
        (candidate) => candidate.request().method() === "POST" && new URL(candidate.url()).pathname.startsWith("/connexion"),
      ),
      page.getByRole("button", { name: "Se connecter", exact: true }).click(),
    ]);
    await expect(page.getByRole("alert")).toBeVisible(AFTER_PASSWORD);
    return { status: response.status(), text: (await page.getByRole("alert").textContent())?.trim() };
  };

  const knownAnswer = await answerFor(known);
  const unknownAnswer = await answerFor(uniqueEmail(testInfo, "inconnue"));
  expect(knownAnswer).toEqual(unknownAnswer);
  expect(knownAnswer).toEqual({ status: 400, text: INVALID_LOGIN });

  // The forgotten-password answer is the same too.
  const resetAnswer = async (email: string) => {
    await page.goto("/mot-de-passe-oublie");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    const notice = page.getByRole("main").getByRole("status");
    await expect(notice).toBeVisible();
    return notice.textContent();
  };
  expect(await resetAnswer(known)).toBe(await resetAnswer(uniqueEmail(testInfo, "inconnue-oubli")));
});

const OPEN_REDIRECTS = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "https://evil.example",
  "javascript:alert(1)",
  "/..//evil.example",
  " /rendez-vous/historique",
  "%2F%2Fevil.example",
];

test("the open-redirect table always lands on a same-site page", async ({ page, request }) => {
  inOneProjectOnly("the server chooses where a redirect lands, JavaScript or not");
  test.setTimeout(180_000);
  // Signing in with each target, as the login form posts it.
  for (const target of OPEN_REDIRECTS) {
    const response = await request.post("/connexion", {
      form: { email: "client@demo.example", password: "Demo2026!", redirect: target },
      maxRedirects: 0,
    });
    expect(response.status(), target).toBe(302);
    const location = new URL(response.headers().location!, BASE_URL);
    expect(location.origin, target).toBe(BASE_URL);
    expect(location.pathname, target).toBe("/rendez-vous/historique");
  }
  // A same-site target keeps its query string.
  const kept = await request.post("/connexion", {
    form: { email: "client@demo.example", password: "Demo2026!", redirect: "/rendez-vous/historique?statut=completed" },
    maxRedirects: 0,
  });
  expect(kept.headers().location).toBe("/rendez-vous/historique?statut=completed");

  // And in the browser, signed in, each target of the login page's query lands on this site.
  await signInByCookie(page, "client@demo.example");
  for (const target of OPEN_REDIRECTS) {
    await page.goto(`/connexion?redirect=${encodeURIComponent(target)}`);
    expect(new URL(page.url()).origin, target).toBe(BASE_URL);
    await expect(page.getByRole("heading", { level: 1, name: "Tous mes dossiers" })).toBeVisible();
  }
});

test("an anonymous visitor on a validated page gets the 401 page", async ({ page, expectStatus }) => {
  expectStatus(401);
  const response = await page.goto("/rendez-vous/historique");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Accès non autorisé à cette page" })).toBeVisible();
  // The way on: sign in, then back to the page asked for.
  await page.getByRole("link", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Frendez-vous%2Fhistorique$/);
  await page.getByLabel("Adresse e-mail").fill("client@demo.example");
  await page.getByLabel("Mot de passe", { exact: true }).fill("Demo2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/rendez-vous\/historique$/, AFTER_PASSWORD);
});

test("the session cookie before sign-in is not the one after", async ({ page, loginAs }) => {
  // A session an attacker could have planted (sealed with the server's key, nobody signed in).
  const serverEnv = parseEnv({ NODE_ENV: "test", SESSION_SECRET: E2E_SERVER_ENV.SESSION_SECRET });
  const storage = createCookieSessionStorage({
    cookie: createSealedCookie("__session", "sessionCookie", { path: "/", httpOnly: true, sameSite: "lax" }, serverEnv),
  });
  const planted = await storage.getSession();
  planted.set("studyId", 1);
  const plantedValue = decodeURIComponent((await storage.commitSession(planted)).split(";", 1)[0]!.split("=").slice(1).join("="));
  await loginAs({ value: plantedValue });

  await page.goto("/connexion");
  await fillLogin(page, "client@demo.example", "Demo2026!");
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/rendez-vous\/historique$/, AFTER_PASSWORD);
  const after = await sessionCookie(page);
  expect(after?.value).toBeTruthy();
  expect(decodeURIComponent(after!.value)).not.toBe(plantedValue);

  // The planted cookie itself never became a signed-in session.
  await loginAs({ value: plantedValue });
  const response = await page.request.get("/rendez-vous/historique", { maxRedirects: 0 });
  expect(response.status()).toBe(401);
});
