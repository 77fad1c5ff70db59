// Issue 15, the video call, lean: one JavaScript test walks the instant request from the customer's form
// to the bailiff taking it, both joining after consent, the remote video playing on each side, the plain
// page without JavaScript (the sentence and the phone number, the consent refused without a yes), and a
// third person of the study who is not the meeting's professional kept out. The no-js test asks an
// instant request and finds it on the bailiff's list, both as plain forms. Token expiry, forged tokens
// and the full room are the signalling's and the platform's Vitest (server/video-signalling.test.ts,
// platform/http/routes/video-calls.test.ts).
import type { Browser, Page } from "@playwright/test";
import { expect, setSessionCookie, test } from "./fixtures";
import { sessionCookieFor } from "./support/account-session";
import { DEMO_BAILIFF_EMAIL } from "./support/pro-booking";
import { fakeMediaLaunchOptions } from "./support/video-call-media";

test.use({ launchOptions: fakeMediaLaunchOptions });
test.describe.configure({ timeout: 120_000 });

const CUSTOMER_EMAIL = "client@demo.example";
const CLERK_EMAIL = "clerc@demo.example";
const STUDY = /Étude Dupont/;
const NAVIGATION = { timeout: 30_000 };

async function signedInPage(browser: Browser, email: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, locale: "fr-FR", timezoneId: "Europe/Paris" });
  await setSessionCookie(context, await sessionCookieFor(email), test.info().project.use.baseURL!);
  return context.newPage();
}

/** The customer asks the demo study for a call now, with a comment that names this request. */
async function askInstantCall(page: Page, comment: string) {
  await page.goto("/visio-immediate");
  await page.getByLabel("Étude").selectOption({ label: (await page.getByRole("option", { name: STUDY }).textContent())! });
  await page.getByRole("button", { name: "Choisir cette étude" }).click();
  await page.getByLabel("Service").selectOption({ index: 1 });
  await page.getByLabel("Votre demande en quelques mots (facultatif)").fill(comment);
  await page.getByRole("button", { name: "Demander une visio maintenant" }).click();
  await expect(page.getByRole("heading", { name: "Votre demande est envoyée" })).toBeVisible(NAVIGATION);
}

test("an instant request taken by the bailiff, both in the call, and nobody else", async ({
  page,
  browser,
  loginAs,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the call itself needs JavaScript; the plain pages are checked below and in the no-js test");
  const comment = `Fuite sous l'évier ${Date.now()}`;

  // The bailiff works in the workspace: that makes them "connected" for instant requests.
  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
  await page.goto("/espace-pro/visio-immediate");
  await expect(page.getByRole("heading", { name: "Visios immédiates" })).toBeVisible();

  const customer = await signedInPage(browser, CUSTOMER_EMAIL);
  await askInstantCall(customer, comment);

  // The bailiff's list shows it (it reloads itself); they take it and land on the call's page.
  const request = page.getByRole("listitem").filter({ hasText: comment });
  await request.getByRole("button", { name: "Prendre la demande" }).click(NAVIGATION);
  await expect(page.getByRole("heading", { name: /^Visio :/ })).toBeVisible(NAVIGATION);
  const callPath = new URL(page.url()).pathname;
  await page.getByLabel("J'accepte de partager ma caméra et mon micro pendant cette session vidéo").check();
  await page.getByRole("button", { name: "Rejoindre la visio" }).click();
  await expect(page.getByText(/^Salle d'attente/)).toBeVisible(NAVIGATION);

  // The customer's waiting page follows them to the call.
  await expect(customer).toHaveURL(/\/dossier\/\d+\/visio\/\d+$/, NAVIGATION);
  const customerPath = new URL(customer.url()).pathname;

  // Without JavaScript the same page says so plainly, with a number to call; a consent without a yes is refused.
  const plain = await signedInPage(browser, CUSTOMER_EMAIL, false);
  await plain.goto(customerPath);
  await expect(plain.getByText(/La visio a besoin de JavaScript/)).toBeVisible();
  await expect(plain.getByRole("link", { name: /^Appeler le / })).toHaveAttribute("href", /^tel:/);
  await plain.getByRole("button", { name: "Rejoindre la visio" }).click();
  await expect(
    plain.getByLabel("J'accepte de partager ma caméra et mon micro pendant cette session vidéo"),
  ).toHaveAccessibleDescription("Veuillez accepter la vidéo pour rejoindre la visio.");
  await plain.context().close();

  await customer.getByLabel("J'accepte de partager ma caméra et mon micro pendant cette session vidéo").check();
  await customer.getByLabel("J'accepte de partager ma position avec le commissaire de justice pendant la session").check();
  await customer.getByRole("button", { name: "Rejoindre la visio" }).click();

  // Each side sees the other's (fake) camera.
  for (const side of [page, customer]) {
    await expect(side.getByText(/^En direct avec/)).toBeVisible(NAVIGATION);
    // Frames from the other side: decoded (readyState ≥ 2), sized, and playing.
    await expect
      .poll(
        () =>
          side
            .getByTestId("remote-video")
            .evaluate((video: HTMLVideoElement) => video.readyState >= 2 && video.videoWidth > 0 && !video.paused),
        NAVIGATION,
      )
      .toBe(true);
  }
  await expect(page.getByRole("list", { name: "État de la visio" })).toContainText("En direct");
  await expect(customer.getByRole("list", { name: "État de la visio" })).toContainText("Caméra active");

  // A clerk of the study is not the meeting's professional: the platform keeps them out of the call.
  const clerk = await signedInPage(browser, CLERK_EMAIL);
  await clerk.goto(callPath);
  await expect(clerk).not.toHaveURL(new RegExp(`${callPath}$`), NAVIGATION);
  await expect(clerk.getByTestId("remote-video")).toHaveCount(0);
  await clerk.context().close();

  // Leaving asks first; staying keeps the call, leaving ends the session and goes back to the demand.
  await page.getByRole("button", { name: "Quitter la visio" }).click();
  await page.getByRole("dialog", { name: "Quitter la visio ?" }).getByRole("button", { name: "Rester" }).click();
  await expect(page.getByText(/^En direct avec/)).toBeVisible();
  await page.getByRole("button", { name: "Quitter la visio" }).click();
  await page.getByRole("dialog", { name: "Quitter la visio ?" }).getByRole("button", { name: "Quitter", exact: true }).click();
  await expect(page.getByText("La session vidéo est terminée.")).toBeVisible(NAVIGATION);
  await expect(customer.getByText(/a quitté la visio/)).toBeVisible(NAVIGATION);
  await customer.context().close();
});

test("an instant request asked and listed as plain forms", async ({ page, browser, loginAs, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the same requests as the JavaScript test's first steps, without JavaScript");
  const comment = `Infiltration au plafond ${Date.now()}`;
  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
  await page.goto("/espace-pro/visio-immediate");

  const customer = await signedInPage(browser, CUSTOMER_EMAIL, false);
  await askInstantCall(customer, comment);
  await expect(customer.getByRole("link", { name: "Actualiser" })).toBeVisible();
  await customer.context().close();

  await page.reload();
  await expect(
    page.getByRole("listitem").filter({ hasText: comment }).getByRole("button", { name: "Prendre la demande" }),
  ).toBeVisible();
});
