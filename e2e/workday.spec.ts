// A bailiff's working day: each person lands where their work is after signing in; the study's
// staff reading a customer's dossier are on the case in the workspace (and never cancel through the
// customer's form); completing a meeting e-mails the customer; a capture's download link works; on a
// phone the workspace shows its page first, and the dashboard's counts lead to their lists. Signed in by
// cookie and seeded through the platform's API, except where signing in is what is tested.
import { BASE_URL } from "../playwright.config";
import { expect, test } from "./fixtures";
import { readOutbox } from "./support/account-outbox";
import { CUSTOMER_PASSWORD } from "./support/account-customers";
import { DEMO_PASSWORD, sessionCookieFor } from "./support/account-session";
import { bookWithDemoBailiff, DEMO_BAILIFF_EMAIL } from "./support/pro-booking";
import { confirmMeeting, demandAsBailiff, startMeeting, takeCapture } from "./support/workday-seed";

test.describe.configure({ timeout: 120_000 });

const NAVIGATION = { timeout: 30_000 };
const DEMO = {
  customer: "client@demo.example",
  partner: "partenaire@demo.example",
  bailiff: DEMO_BAILIFF_EMAIL,
  clerk: "clerc@demo.example",
  assistant: "assistant@demo.example",
  admin: "admin@demo.example",
};
const WORKSPACE_NAV = "Navigation de l'espace professionnel";

/** Days ahead for this test's booking: apart per project and per worker, so two runs never want one slot. */
const daysAhead = (base: number, testInfo: { project: { name: string }; parallelIndex: number }) =>
  base + (testInfo.project.name === "js" ? 0 : 4) + testInfo.parallelIndex * 8;

test("each person lands where their work is after signing in, and a safe redirect still wins", async ({ page, context }) => {
  const landings: [string, RegExp][] = [
    [DEMO.customer, /\/rendez-vous\/historique$/],
    [DEMO.partner, /\/rendez-vous\/entreprise$/],
    [DEMO.bailiff, /\/espace-pro$/],
    [DEMO.clerk, /\/espace-pro$/],
    // An administrator alone has no workspace page: their study's settings.
    [DEMO.admin, /\/espace-pro\/etude\/etude-dupont-lyon\/[a-z-]+$/],
  ];
  const signIn = async (email: string, path = "/connexion") => {
    await context.clearCookies();
    await page.goto(path);
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  };
  for (const [email, landing] of landings) {
    await signIn(email);
    await expect(page, email).toHaveURL(landing, NAVIGATION);
  }
  // The partner agent's menu leads to their company's demands.
  await signIn(DEMO.partner);
  await page.waitForURL(/\/rendez-vous\/entreprise$/, NAVIGATION);
  await page.getByText("Mon compte").click();
  await expect(page.getByRole("link", { name: "Dossiers entreprise" })).toHaveAttribute("href", "/rendez-vous/entreprise");

  await signIn(DEMO.bailiff, "/connexion?redirect=%2Fnotifications");
  await expect(page).toHaveURL(/\/notifications$/, NAVIGATION);
});

test("the study's staff opening a customer's dossier land on the case in the workspace, and cancel only from there", async ({
  page,
  loginAs,
}, testInfo) => {
  const booked = await bookWithDemoBailiff(testInfo, "personnel", daysAhead(40, testInfo));
  const { demandId } = booked;
  const workspaceCase = new RegExp(`/espace-pro/dossiers/${demandId}$`);

  for (const email of [DEMO.bailiff, DEMO.clerk, DEMO.assistant]) {
    await loginAs(await sessionCookieFor(email));
    await page.goto(`/dossier/${demandId}`);
    await expect(page, email).toHaveURL(workspaceCase, NAVIGATION);
    await expect(page.getByRole("region", { name: "Client" })).toContainText(booked.customer.email);
  }
  // The workspace's rules keep an administrator alone out of the case: the history, as for any other page.
  await loginAs(await sessionCookieFor(DEMO.admin));
  await page.goto(`/dossier/${demandId}`);
  await expect(page).toHaveURL(/\/rendez-vous\/historique$/, NAVIGATION);

  // The customer's « Annuler ma demande », posted by the bailiff, cancels nothing.
  await loginAs(await sessionCookieFor(DEMO.bailiff));
  const posted = await page.request.post(`/dossier/${demandId}`, {
    form: { intent: "cancel", confirm: "on" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(301);
  expect(posted.headers().location).toBe(`/espace-pro/dossiers/${demandId}`);
  expect((await demandAsBailiff(demandId)).marking).not.toBe("nofollowup");

  // The customer still reads their own dossier there.
  await loginAs(await sessionCookieFor(booked.customer.email, CUSTOMER_PASSWORD));
  await page.goto(`/dossier/${demandId}`);
  await expect(page).toHaveURL(new RegExp(`/dossier/${demandId}$`));
  await expect(page.getByRole("button", { name: "Annuler ma demande" })).toBeVisible();

  // The professional's « Nouvelle demande » e-mail opens the workspace's case.
  const notices = (await readOutbox(DEMO.bailiff)).filter((message) => message.subject === "Nouvelle demande de rendez-vous");
  expect(notices.map((message) => message.link)).toContain(`${BASE_URL}/espace-pro/dossiers/${demandId}`);

  // Cancelling the whole demand from the workspace lands on the dashboard (pro-side §2).
  await loginAs(await sessionCookieFor(DEMO.bailiff));
  await page.goto(`/espace-pro/dossiers/${demandId}`);
  await page.getByLabel("Je confirme l'annulation de toute la demande").check();
  await page.getByRole("button", { name: "Annuler la demande" }).click();
  await expect(page).toHaveURL(/\/espace-pro$/, NAVIGATION);
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  expect((await demandAsBailiff(demandId)).marking).toBe("nofollowup");
});

test("completing a meeting e-mails the customer that it took place and what comes next", async ({ page, loginAs }, testInfo) => {
  const booked = await bookWithDemoBailiff(testInfo, "termine", daysAhead(56, testInfo));
  await confirmMeeting(booked.demandId);

  // A meeting still to come is not offered for completion; once it has started, it is.
  await loginAs(await sessionCookieFor(DEMO.bailiff));
  await page.goto(`/espace-pro/dossiers/${booked.demandId}`);
  await expect(page.getByRole("button", { name: "Marquer comme terminé" })).toHaveCount(0);
  await startMeeting(booked.demandId);
  await page.goto(`/espace-pro/dossiers/${booked.demandId}`);
  await page.getByRole("button", { name: "Marquer comme terminé" }).click();
  await expect(page.getByRole("list", { name: "Statut et participants" }).getByText("Terminé", { exact: true })).toBeVisible(
    NAVIGATION,
  );

  const done = (await readOutbox(booked.customer.email)).filter((message) => message.subject === "Votre rendez-vous a eu lieu");
  expect(done).toHaveLength(1);
  expect(done[0]!.link).toBe(`${BASE_URL}/dossier/${booked.demandId}`);
  expect(done[0]!.body).toContain("Le commissaire de justice rédige maintenant votre constat");
});

test("a capture's download link has one query string and answers the image as a download", async ({ page, loginAs }, testInfo) => {
  const booked = await bookWithDemoBailiff(testInfo, "capture", daysAhead(72, testInfo));
  const meetingId = await takeCapture(booked.demandId);

  await loginAs(await sessionCookieFor(DEMO.bailiff));
  await page.goto(`/espace-pro/dossiers/${booked.demandId}/visio/${meetingId}/captures`);
  const href = (await page.getByRole("link", { name: "Télécharger l'image" }).first().getAttribute("href"))!;
  expect(href.split("?")).toHaveLength(2);
  const url = new URL(href, BASE_URL);
  expect(url.searchParams.get("telecharger")).toBe("1");
  expect(url.searchParams.get("access_token")).toBeTruthy();
  const image = await page.request.get(href);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["content-disposition"]).toMatch(/^attachment/);
});

test("on a phone the workspace shows its page first and its tools one tap away; the dashboard's counts lead to their lists", async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await loginAs(await sessionCookieFor(DEMO.bailiff));
  await page.goto("/espace-pro");
  const title = await page.getByRole("heading", { level: 1, name: "Tableau de bord" }).boundingBox();
  expect(title!.y + title!.height).toBeLessThan(667);

  const nav = page.getByRole("navigation", { name: WORKSPACE_NAV });
  await expect(nav.getByRole("link", { name: "Disponibilités" })).toBeHidden();
  await nav.getByText("Outils et paramètres").click();
  await expect(nav.getByRole("link", { name: "Disponibilités" })).toBeVisible();

  await page.getByRole("link", { name: "Demandes à planifier ou à qualifier" }).click();
  await expect(page).toHaveURL(/\/espace-pro\/dossiers\?a_traiter=1$/, NAVIGATION);
  await expect(page.getByLabel("Seulement les demandes à planifier ou à qualifier")).toBeChecked();

  await page.goto("/espace-pro");
  await page.getByRole("link", { name: "Demandes instantanées en attente" }).click();
  await expect(page).toHaveURL(/\/espace-pro\/visio-immediate$/, NAVIGATION);

  // The study's settings keep the workspace's navigation.
  await page.goto("/espace-pro/etude/etude-dupont-lyon");
  await expect(page.getByRole("navigation", { name: WORKSPACE_NAV })).toBeVisible();
  await expect(page.getByText("Paramètres de l'Étude Dupont & Associés")).toBeVisible();
});
