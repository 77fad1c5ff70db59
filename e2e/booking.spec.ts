// The main booking wizard (customer-side §2.2-§2.6, §4, §8): a new visitor books an on-site
// constat in Lyon from the homepage; two customers confirm the same slot at once; a server restart
// between the slot and the confirmation loses nothing; the resume widget. Runs in both projects
// (JavaScript off: plain forms, the address search submit and its radios; on: the combobox); every
// page is audited by axe (fixture). Each test books on its own card so parallel runs never meet.
import type { Page } from "@playwright/test";
import { expect, inOneProjectOnly, test } from "./fixtures";
import { E2E_PORT } from "../playwright.config";
import {
  answerOnSiteChoices,
  chooseAddress,
  chooseFirstSlotOfCard,
  chooseSameSlot,
  NAVIGATION_TIMEOUT,
  confirmWithNeed,
  expectBookedOnPlatform,
  icsParisStart,
  newCustomer,
  outboxFor,
  registerInFlow,
  settled,
  summaryDate,
} from "./support/booking-flow";
import { startAppServer, stopAppServer, type AppServer } from "./support/booking-server";

/** Cards per (test, project): no two tests of a run choose on the same professional (restart: Marseille). */
function cardIndex(test: "homepage" | "clash" | "restart", project: string): number {
  return { homepage: 0, clash: 2, restart: 0 }[test] + (project === "js" ? 1 : 0);
}

const MARSEILLE = { term: "Marseille", label: "Marseille (13001)" };

async function startFromReservation(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/reservation");
  await expect(page.getByRole("heading", { level: 1, name: "Réserver un commissaire de justice" })).toBeVisible();
  await answerOnSiteChoices(page);
  await chooseAddress(page, javaScriptEnabled, "Voir les professionnels disponibles");
}

test("a new visitor books an on-site constat in Lyon from the homepage", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await page.goto("/");
  await page.getByRole("link", { name: "Réserver un constat sur place" }).first().click();
  await expect(page).toHaveURL(/\/prestation\/adresse\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trouver un commissaire de justice disponible" })).toBeVisible();
  await chooseAddress(page, javaScriptEnabled, "Rechercher les professionnels");

  await expect(page.getByRole("heading", { level: 1, name: "Choisissez un professionnel et un créneau" })).toBeVisible();
  await expect(page.getByText("« Constat de commissaire de justice » à Lyon (69001)")).toBeVisible();
  // A badge explains itself without JavaScript (a <details>), with the FAQ link.
  const badge = page.locator("article details").first();
  await badge.locator("summary").click();
  await expect(badge.getByRole("link", { name: "Comprendre les badges" })).toHaveAttribute("href", "/faq#question-2-49");

  const { value: slot } = await chooseFirstSlotOfCard(page, cardIndex("homepage", project));
  const customer = newCustomer("reservation", project, "06.12.34.56.78");
  await registerInFlow(page, customer);

  // The summary: report type, address, professional, the French date, the price.
  const summary = page
    .getByRole("region", { name: "Récapitulatif de votre demande" })
    .or(page.locator("section").filter({ hasText: "Récapitulatif de votre demande" }));
  await expect(summary.getByText("Constat de commissaire de justice")).toBeVisible();
  await expect(summary.getByText("Lyon (69001)")).toBeVisible();
  await expect(summary.getByText(summaryDate(slot))).toBeVisible();
  await expect(summary.getByText("Prix indicatif, ce tarif peut évoluer")).toBeVisible();

  const dossier = await confirmWithNeed(page, "Infiltration d'eau dans la cuisine depuis l'appartement du dessus.");
  await expectBookedOnPlatform(request, customer.email, slot, dossier);

  // 'Ajouter à mon agenda': an iCalendar file in the Paris time zone.
  const calendarHref = await page.getByRole("link", { name: "Ajouter à mon agenda" }).getAttribute("href");
  const ics = await page.request.get(calendarHref!);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const text = await ics.text();
  expect(text).toContain("BEGIN:VEVENT");
  expect(text).toContain("BEGIN:VTIMEZONE");
  expect(text).toMatch(/DTSTART;TZID=Europe\/Paris:\d{8}T\d{6}/);

  // The platform's confirmation e-mail is in the outbox, the appointment attached as an .ics file
  // whose start is the booked slot in Paris time.
  const confirmationMail = (await outboxFor(request, customer.email)).find(
    (mail) => mail.subject === "Votre demande a bien été transmise",
  );
  expect(confirmationMail, "the confirmation e-mail").toBeDefined();
  const calendarFile = confirmationMail!.attachments.find((file) => file.filename === "rendez-vous-constat-rdv.ics");
  expect(calendarFile?.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
  expect(calendarFile!.content.replace(/\r\n /g, "").split("\r\n")).toContain(`DTSTART;TZID=Europe/Paris:${icsParisStart(slot)}`);
  // The download and the e-mail's file are one event, in the same words.
  const eventLine = (ics: string, name: string) => ics.replace(/\r\n /g, "").split("\r\n").find((line) => line.startsWith(`${name}:`));
  for (const name of ["UID", "SUMMARY", "LOCATION", "DESCRIPTION"]) expect(eventLine(text, name), name).toBe(eventLine(calendarFile!.content, name));

  // The booking is over: no resume widget any more.
  await page.goto("/faq");
  await expect(page.getByRole("complementary", { name: "Demande en cours" })).toHaveCount(0);
});

test("the same slot confirmed by two customers: one booking, the other chooses again without retyping", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
  baseURL,
}, testInfo) => {
  // One project is enough: the race is settled by the server, and both projects book through the same
  // steps in the visitor test above.
  inOneProjectOnly("the race is the server's: the no-js project shows it through plain forms");
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const other = await browser.newContext({ javaScriptEnabled, baseURL, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const rival = await other.newPage();
  try {
    await startFromReservation(page, javaScriptEnabled);
    await startFromReservation(rival, javaScriptEnabled);

    const chosen = await chooseFirstSlotOfCard(page, cardIndex("clash", project));
    const slot = chosen.value;
    await chooseSameSlot(rival, chosen);

    const first = newCustomer("premier", project, "+33 6 12 34 56 78");
    const second = newCustomer("second", project, "06-98-76-54-32");
    await registerInFlow(page, first);
    await registerInFlow(rival, second);
    await expect(page.getByText(summaryDate(slot))).toBeVisible();
    await expect(rival.getByText(summaryDate(slot))).toBeVisible();

    const dossier = await confirmWithNeed(page, "Constat de l'état du logement avant travaux.");
    await expectBookedOnPlatform(request, first.email, slot, dossier);

    // The second one learns the slot is gone, on the same professional's slots, answers kept.
    const need = "Constat d'affichage du permis de construire.";
    await rival.getByRole("textbox", { name: "Quel est votre besoin ?" }).fill(need);
    await rival.getByRole("button", { name: "Confirmer ma demande" }).click();
    await expect(
      rival.getByRole("alert").filter({
        hasText:
          "Ce créneau vient d'être réservé par quelqu'un d'autre. Choisissez un autre créneau : vos informations sont conservées.",
      }),
    ).toBeVisible();
    await rival.waitForURL(/\/reservation\/professionnel\?.*creneau=pris/, { timeout: NAVIGATION_TIMEOUT });
    await expect(rival.locator(`button[name="slot"][value="${slot}"]`)).toHaveCount(0);
    await settled(rival, javaScriptEnabled);
    const another = rival.getByRole("button", { name: /^Choisir le créneau du / }).first();
    const anotherSlot = (await another.getAttribute("value"))!;
    await another.click();
    await rival.waitForURL(/\/reservation\/confirmation$/, { timeout: NAVIGATION_TIMEOUT });
    // Signed in already: straight to the confirmation, the need still typed.
    await expect(rival.getByRole("heading", { level: 1, name: "Vérifiez et confirmez votre demande" })).toBeVisible();
    await expect(rival.getByRole("textbox", { name: "Quel est votre besoin ?" })).toHaveValue(need);
    await expect(rival.getByText(summaryDate(anotherSlot))).toBeVisible();
    await rival.getByRole("button", { name: "Confirmer ma demande" }).click();
    await rival.waitForURL(/\/reservation\/demande-envoyee$/, { timeout: NAVIGATION_TIMEOUT });
    const rivalDossier = (await rival.getByRole("link", { name: "Suivre mon dossier" }).getAttribute("href"))!;
    await expectBookedOnPlatform(request, second.email, anotherSlot, rivalDossier);
  } finally {
    await other.close();
  }
});

let restartServer: AppServer | undefined;
test.afterAll(async () => {
  await stopAppServer(restartServer);
  restartServer = undefined;
});

test("a server restart between the slot and the confirmation loses nothing; the widget resumes", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
  baseURL,
}, testInfo) => {
  // The widget that resumes the booking exists with JavaScript only; the restart itself is the server's.
  test.skip(!javaScriptEnabled, "the resume widget needs JavaScript; the restart is the same in both projects");
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  // Its own app server (upstreams: the main e2e server's platform, content and geolocation).
  const port = E2E_PORT + 11 + testInfo.parallelIndex * 10 + (project === "js" ? 1 : 0);
  restartServer = await startAppServer(port, baseURL!);
  const origin = restartServer.url;

  await page.goto(`${origin}/reservation`);
  await answerOnSiteChoices(page);
  await chooseAddress(page, javaScriptEnabled, "Voir les professionnels disponibles", MARSEILLE);
  const { value: slot } = await chooseFirstSlotOfCard(page, cardIndex("restart", project));
  await expect(page).toHaveURL(`${origin}/reservation/compte`);
  // The visitor leaves with their cookies; the tab is closed first: a hydrated page left open would ask
  // the stopped server for the routes of its links and log the refused request.
  const storageState = await page.context().storageState();
  await page.close();

  // The server goes down and another process comes up on the same port.
  await stopAppServer(restartServer);
  restartServer = await startAppServer(port, baseURL!);

  // A new browser holding only the cookies of the first one (no page memory, no cache).
  const resumed = await browser.newContext({
    javaScriptEnabled,
    storageState,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  try {
    const tab = await resumed.newPage();
    // The widget on any page tells what is in progress and resumes it.
    await tab.goto(`${origin}/faq`);
    const widget = tab.getByRole("complementary", { name: "Demande en cours" });
    await expect(widget).toContainText("Constat de commissaire de justice");
    await expect(widget).toContainText(MARSEILLE.label);
    await expect(widget).toContainText(summaryDate(slot));
    await widget.getByRole("link", { name: "Reprendre" }).click();
    await tab.waitForURL(`${origin}/reservation/compte`, { timeout: NAVIGATION_TIMEOUT });

    const customer = newCustomer("reprise", project);
    await registerInFlow(tab, customer);
    await expect(tab.getByText(summaryDate(slot))).toBeVisible();
    await expect(tab.getByText(MARSEILLE.label)).toBeVisible();
    const dossier = await confirmWithNeed(tab, "Constat de nuisances sonores.");
    await expectBookedOnPlatform(request, customer.email, slot, dossier);
  } finally {
    await resumed.close();
  }
});

test("closing the resume widget forgets the booking in progress", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  await page.goto("/prestation/adresse/?adresse=Lyon%20(69001)&lat=45.74906&lon=4.84789");
  await expect(page.getByRole("heading", { level: 2, name: "Professionnels disponibles près de Lyon (69001)" })).toBeVisible();
  await settled(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Choisir un professionnel et un créneau" }).click();
  await page.waitForURL(/\/reservation\/professionnel$/, { timeout: NAVIGATION_TIMEOUT });

  await page.goto("/blog");
  const widget = page.getByRole("complementary", { name: "Demande en cours" });
  await expect(widget).toContainText("Lyon (69001)");
  await widget.getByRole("button", { name: "Fermer et oublier la demande en cours" }).click();
  await expect(page.getByRole("complementary", { name: "Demande en cours" })).toHaveCount(0, { timeout: NAVIGATION_TIMEOUT });
  await expect(page).toHaveURL(/\/blog$/);
  // The wizard starts over.
  await page.goto("/reservation/professionnel");
  await expect(page).toHaveURL(/\/reservation$/);
});
