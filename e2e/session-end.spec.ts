// "logout ends the session": the session cookie saved before signing out, replayed, no
// longer opens the profile nor changes it: the platform revoked its token at sign-out.
import { BASE_URL } from "../playwright.config";
import { expect, test } from "./fixtures";
import { sessionCookieFor } from "./support/account-session";

const PROFILE = "/utilisateur/profil";
const LOGIN_BACK_TO_PROFILE = `/connexion?redirect=${encodeURIComponent(PROFILE)}`;

test("a cookie saved before sign-out, replayed, gets the signed-out behaviour", async ({
  page,
  loginAs,
  request,
  expectStatus,
}) => {
  test.setTimeout(90_000);
  // The accessibility check visits the profile again once signed out: the spec's 401 page (pro-side §8).
  expectStatus(401);
  const saved = await sessionCookieFor("client@demo.example");
  const replay = { Cookie: `__session=${saved.value}`, Origin: BASE_URL };
  const resend = (headers: Record<string, string>) =>
    request.post(PROFILE, { headers, form: { intent: "resend-mail" }, maxRedirects: 0 });

  await loginAs(saved);
  await page.goto(PROFILE);
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  // While signed in, the saved cookie works for the profile's forms too.
  const before = await resend(replay);
  expect(before.status()).toBe(302);
  expect(before.headers()["location"]).toBe(PROFILE);

  await page.goto("/parametres/informations-personnelles");
  await page.getByRole("navigation", { name: "Menu des paramètres" }).getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);

  // The saved cookie, put back: the profile sends to the login page, and its form is refused.
  await loginAs(saved);
  await page.goto(PROFILE);
  await expect(page).toHaveURL(`${BASE_URL}${LOGIN_BACK_TO_PROFILE}`);
  await expect(page.getByRole("link", { name: "Connexion", exact: true })).toBeVisible();
  // The guards' redirect is the spec's 301 (pro-side §6), not cached (no-store).
  const after = await resend(replay);
  expect(after.status()).toBe(301);
  expect(after.headers()["location"]).toBe(LOGIN_BACK_TO_PROFILE);
});
