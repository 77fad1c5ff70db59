// The video session, lean. The JavaScript test is the first acceptance point and more,
// on one call: the instant request from the customer's form to the bailiff taking it, both joining after
// consent, the remote video playing on each side, the plain page without JavaScript (the sentence and the
// phone number, the consent refused without a yes), a third person of the study kept out; then two
// captures with the call's own button, the customer's device position (the context's geolocation) on the
// bailiff's page, leaving; and the session's evidence on its plain pages (they ship no JavaScript, so both
// projects get the same documents): the chain verifies, a deletion is recorded and the chain still
// verifies, the PDF lists the remaining capture and not the deleted one. The no-js test asks an instant
// request and finds it on the bailiff's list, both as plain forms. Token expiry, forged tokens and the full
// room are the signalling's and the platform's Vitest (server/video-signalling.test.ts,
// platform/http/routes/video-calls.test.ts); a typed address, e2e/video-evidence.spec.ts.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expect, setSessionCookie, test } from "./fixtures";
import { sessionCookieFor } from "./support/account-session";
import { createVerifiedCustomer, CUSTOMER_PASSWORD, uniqueEmail } from "./support/account-customers";
import { DEMO_BAILIFF_EMAIL } from "./support/pro-booking";
import { fakeMediaLaunchOptions } from "./support/video-call-media";
import { expectChainIntact, takeCapture } from "./support/video-call-session";
import { pdfText } from "../platform/test-support/video-evidence-images";

test.use({ launchOptions: fakeMediaLaunchOptions });
// One call carries the whole session: on a loaded two-core machine it can take three minutes.
test.describe.configure({ timeout: 240_000 });

const CUSTOMER_EMAIL = "client@demo.example";
const CLERK_EMAIL = "clerc@demo.example";
const STUDY = /Étude Dupont/;
const NAVIGATION = { timeout: 30_000 };
const VIDEO_CONSENT = "J'accepte de partager ma caméra et mon micro pendant cette session vidéo";
/** Where the customer's fake device first says they are (place Bellecour, Lyon), then after moving. */
const FIRST_POSITION = { latitude: 45.757814, longitude: 4.832011 };
const MOVED_POSITION = { latitude: 45.767299, longitude: 4.833581 };
const declaredOnCall = (position: { latitude: number; longitude: number }) =>
  `Position déclarée par l'appareil : ${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}`;

async function signedInPage(
  browser: Browser,
  email: string,
  options: BrowserContextOptions = {},
  password?: string,
): Promise<Page> {
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris", ...options });
  await setSessionCookie(context, await sessionCookieFor(email, password), test.info().project.use.baseURL!);
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

/** Frames from the other side: decoded (readyState ≥ 2), sized, and playing. */
async function expectRemoteVideoPlaying(side: Page) {
  await expect(side.getByText(/^En direct avec/)).toBeVisible(NAVIGATION);
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

test("the video session end to end: an instant request, the call, two captures, the position, the chain and the PDF", async ({
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

  const customer = await signedInPage(browser, CUSTOMER_EMAIL, {
    geolocation: FIRST_POSITION,
    permissions: ["geolocation"],
  });
  await askInstantCall(customer, comment);

  // The bailiff's list shows it (it reloads itself); they take it and land on the call's page.
  const request = page.getByRole("listitem").filter({ hasText: comment });
  await request.getByRole("button", { name: "Prendre la demande" }).click(NAVIGATION);
  await expect(page.getByRole("heading", { name: /^Visio :/ })).toBeVisible(NAVIGATION);
  const callPath = new URL(page.url()).pathname;

  // Busy in this call, the bailiff cannot take another customer's request: the list says why, and its own
  // reloads (every few seconds with JavaScript) keep saying it until the next take.
  const otherEmail = uniqueEmail(test.info(), "visio-occupee");
  await createVerifiedCustomer(otherEmail);
  const otherCustomer = await signedInPage(browser, otherEmail, {}, CUSTOMER_PASSWORD);
  const otherComment = `Dégât des eaux ${Date.now()}`;
  await askInstantCall(otherCustomer, otherComment);
  const desk = await signedInPage(browser, DEMO_BAILIFF_EMAIL);
  await desk.goto("/espace-pro/visio-immediate");
  await desk.getByRole("listitem").filter({ hasText: otherComment }).getByRole("button", { name: "Prendre la demande" }).click();
  const busy = desk.getByText("Vous avez déjà un rendez-vous en ce moment : vous ne pouvez pas prendre cette demande.");
  await expect(busy).toBeVisible(NAVIGATION);
  await desk.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/espace-pro/visio-immediate.data" && response.request().method() === "GET",
  );
  await expect(busy).toBeVisible();
  await desk.context().close();
  await otherCustomer.context().close();
  await page.getByLabel(VIDEO_CONSENT).check();
  await page.getByRole("button", { name: "Rejoindre la visio" }).click();
  await expect(page.getByText(/^Salle d'attente/)).toBeVisible(NAVIGATION);

  // The customer's waiting page follows them to the call.
  await expect(customer).toHaveURL(/\/dossier\/\d+\/visio\/\d+$/, NAVIGATION);
  const customerPath = new URL(customer.url()).pathname;

  // Without JavaScript the same page says so plainly, with a number to call; a consent without a yes is refused.
  const plain = await signedInPage(browser, CUSTOMER_EMAIL, { javaScriptEnabled: false });
  await plain.goto(customerPath);
  await expect(plain.getByText(/La visio a besoin de JavaScript/)).toBeVisible();
  await expect(plain.getByRole("link", { name: /^Appeler le / })).toHaveAttribute("href", /^tel:/);
  await plain.getByRole("button", { name: "Rejoindre la visio" }).click();
  await expect(plain.getByLabel(VIDEO_CONSENT)).toHaveAccessibleDescription(
    "Veuillez accepter la vidéo pour rejoindre la visio.",
  );
  await plain.context().close();

  await customer.getByLabel(VIDEO_CONSENT).check();
  await customer.getByLabel("J'accepte de partager ma position avec le commissaire de justice pendant la session").check();
  await customer.getByRole("button", { name: "Rejoindre la visio" }).click();

  // Each side sees the other's (fake) camera.
  await expectRemoteVideoPlaying(page);
  await expectRemoteVideoPlaying(customer);
  await expect(page.getByRole("list", { name: "État de la visio" })).toContainText("En direct");
  await expect(customer.getByRole("list", { name: "État de la visio" })).toContainText("Caméra active");

  // A clerk of the study is not the meeting's professional: the platform keeps them out of the call.
  const clerk = await signedInPage(browser, CLERK_EMAIL);
  await clerk.goto(callPath);
  await expect(clerk).not.toHaveURL(new RegExp(`${callPath}$`), NAVIGATION);
  await expect(clerk.getByTestId("remote-video")).toHaveCount(0);
  await clerk.context().close();

  // The bailiff captures two frames of the customer's video with the call's own button.
  const first = await takeCapture(page);
  const second = await takeCapture(page);
  expect(second.id).not.toBe(first.id);

  // The customer shares the device's position; the bailiff's page shows it; after the customer moved and
  // shared again, the new one, with its map link.
  await customer.getByRole("button", { name: "Partager ma position" }).click();
  await expect(customer.getByText("Votre position a été envoyée au commissaire de justice.")).toBeVisible(NAVIGATION);
  await expect(page.getByText(declaredOnCall(FIRST_POSITION))).toBeVisible(NAVIGATION);
  await customer.context().setGeolocation(MOVED_POSITION);
  await customer.getByRole("button", { name: "Partager ma position" }).click();
  await expect(page.getByText(declaredOnCall(MOVED_POSITION))).toBeVisible(NAVIGATION);
  await expect(page.getByRole("link", { name: "Voir sur la carte" })).toHaveAttribute(
    "href",
    new RegExp(`openstreetmap\\.org/\\?mlat=${MOVED_POSITION.latitude}&mlon=${MOVED_POSITION.longitude}`),
  );
  await expect(page.getByRole("list", { name: "État de la visio" })).toContainText("Position partagée");
  const capturesPath = (await page.getByRole("link", { name: "Voir toutes les captures de la session" }).getAttribute("href"))!;

  // Leaving asks first; staying keeps the call, leaving ends the session and goes back to the demand.
  await page.getByRole("button", { name: "Quitter la visio" }).click();
  await page.getByRole("dialog", { name: "Quitter la visio ?" }).getByRole("button", { name: "Rester" }).click();
  await expect(page.getByText(/^En direct avec/)).toBeVisible();
  await page.getByRole("button", { name: "Quitter la visio" }).click();
  await page.getByRole("dialog", { name: "Quitter la visio ?" }).getByRole("button", { name: "Quitter", exact: true }).click();
  await expect(page.getByText("La session vidéo est terminée.")).toBeVisible(NAVIGATION);
  // The customer is told the session is over (not a pause), and their camera and microphone stop.
  await expect(customer.getByText(/a terminé la session vidéo\. Votre caméra et votre micro sont coupés\.$/)).toBeVisible(
    NAVIGATION,
  );
  await expect(customer.getByText(/a quitté la visio/)).toHaveCount(0);
  expect(await customer.getByTestId("local-video").evaluate((video: HTMLVideoElement) => video.srcObject)).toBeNull();
  await customer.context().close();

  // The session's evidence, on pages without JavaScript: the no-js coverage of the session's plain pages.
  await page.goto(capturesPath);
  await expect(page.locator("script")).toHaveCount(0);
  for (const capture of [first, second]) {
    // The stored image is the frame the call page sent: its bytes hash to what the panel showed.
    const card = page.locator(`#capture-${capture.id}`);
    await expect(card).toContainText(capture.sha256);
    const image = await page.request.get((await card.getByRole("img").getAttribute("src"))!);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(
      createHash("sha256")
        .update(await image.body())
        .digest("hex"),
    ).toBe(capture.sha256);
  }
  await expectChainIntact(page, "2 entrée(s) : 2 capture(s), 0 suppression(s).");

  await page.locator(`#capture-${first.id}`).getByRole("link", { name: "Supprimer…" }).click();
  await page.getByRole("button", { name: "Supprimer définitivement" }).click();
  await expect(page.getByText(`La capture n° ${first.id} est supprimée ; la chaîne enregistre sa suppression.`)).toBeVisible(
    NAVIGATION,
  );
  await expect(page.getByRole("heading", { name: `Capture n° ${first.id}` })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Capture n° ${second.id}` })).toBeVisible();
  await expectChainIntact(page, "3 entrée(s) : 2 capture(s), 1 suppression(s).");
  await expect(page.getByText(`Entrée n° 3 : suppression de la capture n° ${first.id}`)).toBeAttached();

  await page.getByRole("button", { name: "Générer le relevé PDF" }).click();
  await expect(page.getByText("Le relevé PDF est ajouté aux documents du dossier.")).toBeVisible(NAVIGATION);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Télécharger le relevé PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Relevé des captures - rendez-vous \d+\.pdf$/);
  const record = pdfText(await readFile(await download.path()));
  expect(record).toContain(`Capture n° ${second.id}`);
  expect(record).toContain(second.sha256);
  expect(record).not.toContain(`Capture n° ${first.id}`);
  expect(record).not.toContain(first.sha256);
  expect(record).toContain("La chaîne est intègre.");
  expect(record).toContain("1 capture a été supprimée ; la chaîne garde la trace de sa suppression.");
  expect(record).toContain(
    `Position déclarée par l'appareil : ${MOVED_POSITION.latitude.toFixed(6)}, ${MOVED_POSITION.longitude.toFixed(6)}`,
  );
});

test("an instant request asked and listed as plain forms", async ({ page, browser, loginAs, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the same requests as the JavaScript test's first steps, without JavaScript");
  const comment = `Infiltration au plafond ${Date.now()}`;
  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
  await page.goto("/espace-pro/visio-immediate");

  const customer = await signedInPage(browser, CUSTOMER_EMAIL, { javaScriptEnabled: false });
  await askInstantCall(customer, comment);
  await expect(customer.getByRole("link", { name: "Actualiser" })).toBeVisible();
  await customer.context().close();

  await page.reload();
  await expect(
    page.getByRole("listitem").filter({ hasText: comment }).getByRole("button", { name: "Prendre la demande" }),
  ).toBeVisible();
});
