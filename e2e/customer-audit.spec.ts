// What issue 38's customer audit found, each shown in both projects (JavaScript disabled and enabled):
// dossiers that are not the customer's answer the catalogue's 404 and 403 pages (point 10), the phone
// booking marks a constat's slot outside legal hours as the customer's slot list does (point 18), the
// professional step's cards are named by their professional and crossed by their skip links (point 13,
// the Tab stops measured both ways), and a video session's PDF record and captures page are linked from
// the case (point 16), and a declined slot is not offered again (point 8).
import { request as playwrightRequest, type Page, type TestInfo } from "@playwright/test";
import { DateTime } from "luxon";
import { BASE_URL } from "../playwright.config";
import { holidayOn } from "../platform/domain/legal-hours/french-holidays";
import { expect, test } from "./fixtures";
import { CUSTOMER_PASSWORD, createVerifiedCustomer, uniqueEmail } from "./support/account-customers";
import { DEMO_PASSWORD, sessionCookieFor } from "./support/account-session";
import { answerOnSiteChoices, chooseAddress } from "./support/booking-flow";
import { bookWithDemoBailiff, DEMO_BAILIFF_EMAIL, tokenFor } from "./support/pro-booking";

test.describe.configure({ timeout: 120_000 });

/** A post, its redirect and the next page's loader call the platform several times. */
const NAVIGATION = { timeout: 30_000 };

/** The first dossier in the demo customer's history: a case that exists and is not a newcomer's. */
async function demoCustomerDossierId(): Promise<number> {
  const cookie = await sessionCookieFor("client@demo.example");
  const api = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Cookie: `${cookie.name ?? "__session"}=${cookie.value}` },
  });
  try {
    const history = await (await api.get("/rendez-vous/historique")).text();
    const found = /href="\/dossier\/(\d+)"/.exec(history);
    if (!found) throw new Error("The demo customer's history lists no dossier");
    return Number(found[1]);
  } finally {
    await api.dispose();
  }
}

test("an unknown dossier is the 404 page, another customer's the 403 page, never a silent redirect (point 10)", async ({
  page,
  loginAs,
  expectStatus,
}, testInfo) => {
  expectStatus(403, 404);
  const foreign = await demoCustomerDossierId();
  const email = uniqueEmail(testInfo, "dossier-etranger");
  await createVerifiedCustomer(email);
  await loginAs(await sessionCookieFor(email, CUSTOMER_PASSWORD));

  const unknown = await page.goto("/dossier/999999");
  expect(unknown?.status()).toBe(404);
  expect(new URL(page.url()).pathname).toBe("/dossier/999999");
  await expect(page.getByRole("heading", { level: 1, name: "Page non trouvée" })).toBeVisible();

  const refused = await page.goto(`/dossier/${foreign}`);
  expect(refused?.status()).toBe(403);
  expect(new URL(page.url()).pathname).toBe(`/dossier/${foreign}`);
  await expect(page.getByRole("heading", { level: 1, name: "Accès non autorisé" })).toBeVisible();
  await expect(page).toHaveTitle(/^Accès non autorisé/);
});

test("the phone booking marks a constat's slot outside legal hours with the platform's warning (point 18)", async ({
  page,
  loginAs,
}) => {
  await loginAs(await sessionCookieFor("clerc@demo.example"));
  await page.goto("/espace-pro/rendez-vous-telephone?nom=Martin");
  await page.getByRole("link", { name: "Choisir Camille Martin" }).first().click();
  await page.getByLabel("Prestation", { exact: true }).selectOption({ label: "Constat locatif (état des lieux)" });
  await page.getByLabel("Adresse du rendez-vous").fill("12 rue Mercière, 69002 Lyon");
  await page.getByRole("button", { name: "Voir les créneaux" }).click();
  await expect(page.getByRole("heading", { name: "4. Créneau" })).toBeVisible(NAVIGATION);

  // Claire Fabre (demo study) is on call on Saturday evenings, 19:00–23:00 (decision 3104): the week
  // shown starts on a Saturday ahead, so her evening comes first.
  // A Saturday that is no public holiday (on one, 19:00 would be warned too).
  let saturdayDate = DateTime.now().setZone("Europe/Paris").plus({ weeks: 2 }).set({ weekday: 6 });
  while (holidayOn(saturdayDate.toISODate()!, null)) saturdayDate = saturdayDate.plus({ weeks: 1 });
  const saturday = saturdayDate.toISODate()!;
  const url = new URL(page.url());
  url.searchParams.set("depuis", saturday);
  await page.goto(`${url.pathname}${url.search}`);

  const slots = page.getByRole("group", { name: "Créneau" });
  const warning =
    /^Attention : ce rendez-vous a lieu .+, en dehors des heures légales des actes \(6 h – 21 h, hors dimanches et jours fériés\)\.$/;
  const late = slots.getByRole("radio", { name: /^samedi .* à 2[12]:\d\d – Claire Fabre$/ });
  await expect(late.first()).toHaveAccessibleDescription(warning);
  await expect(slots.getByText(warning).first()).toBeVisible();
  // Within legal hours, the same evening: no warning.
  await expect(slots.getByRole("radio", { name: /^samedi .* à 19:\d\d – Claire Fabre$/ }).first()).toHaveAccessibleDescription(
    "",
  );
});

/** Whether the keyboard's focus is still on the list of cards. */
const focusInside = (page: Page, list: string) =>
  page.evaluate((selector) => document.querySelector(selector)?.contains(document.activeElement) ?? false, list);

/**
 * Tab stops across the list of cards, from the first card's first stop (its skip link) until the focus
 * has left the list: every stop one by one, or following each card's skip link.
 */
async function tabStopsAcross(page: Page, list: string, skipping: boolean): Promise<number> {
  await page
    .locator(`${list} > li > article`)
    .first()
    .getByRole("link", { name: /^Passer les créneaux de / })
    .focus();
  let stops = 1;
  for (;;) {
    const onSkipLink = await page.evaluate(
      () => document.activeElement?.textContent?.startsWith("Passer les créneaux de ") ?? false,
    );
    if (skipping && onSkipLink) await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    if (!(await focusInside(page, list))) return stops;
    stops++;
    if (stops > 1000) throw new Error("the focus never left the list of cards");
  }
}

test("the professional step names each card's slots by its professional and lets the keyboard skip a card (point 13)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/reservation");
  await answerOnSiteChoices(page);
  await chooseAddress(page, javaScriptEnabled, "Voir les professionnels disponibles");
  await expect(page.getByRole("heading", { level: 1, name: "Choisissez un professionnel et un créneau" })).toBeVisible();

  const list = 'section[aria-labelledby="professionnels-en-ligne"] > ul';
  const cards = page.locator(`${list} > li > article`);
  const count = await cards.count();
  expect(count, "several cards on the first page").toBeGreaterThan(2);
  // Every calendar's group carries its professional's name (the card's heading), none the bare label.
  for (const card of await cards.all()) {
    const name = (await card.getByRole("heading").first().textContent())!.trim();
    const slots = card.getByRole("group", { name: /^Créneaux disponibles/ });
    if ((await slots.count()) > 0) await expect(slots).toHaveAccessibleName(`Créneaux disponibles de ${name}`);
  }

  const everyStop = await tabStopsAcross(page, list, false);
  const skipping = await tabStopsAcross(page, list, true);
  // The figures, for the closing note: the stops before the change are every stop but the skip links.
  console.log(
    `[${javaScriptEnabled ? "js" : "no-js"}] ${count} cards: ${everyStop - count} Tab stops before the skip links, ${everyStop} with them walked one by one, ${skipping} skipping each card`,
  );
  // One stop per card: its skip link.
  expect(skipping).toBe(count);
  expect(everyStop).toBeGreaterThan(3 * skipping);
});

/** A fresh customer's video meeting with the demo bailiff, booked through the platform's API; its ids. */
async function bookVideoMeeting(testInfo: TestInfo): Promise<{ demandId: number; meetingId: number; customerEmail: string }> {
  const customerEmail = uniqueEmail(testInfo, "releve");
  await createVerifiedCustomer(customerEmail);
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const study = (await (await api.get("/_platform/api/studies/search?slug=etude-dupont-lyon")).json()) as {
      id: number;
      bailiffs: { id: number; firstname: string }[];
    };
    const bailiff = study.bailiffs.find((professional) => professional.firstname === "Antoine")!;
    const tree = (await (await api.get(`/_platform/api/studies/${study.id}/reporttypes`)).json()) as {
      data: { id: number; slug: string; children: { id: number; slug: string }[] }[];
    };
    const reportType = tree.data.flatMap((node) => [node, ...node.children]).find((node) => node.slug === "general-meeting")!;
    // A window of its own per project and worker, weeks after the other specs' bookings.
    const from = new Date(Date.now() + (70 + testInfo.parallelIndex * 7 + (testInfo.project.name === "js" ? 3 : 0)) * 86_400_000);
    const slots = (await (
      await api.get(`/_platform/api/studies/${study.id}/bailiffs/${bailiff.id}/slots`, {
        params: {
          start_date: from.toISOString(),
          end_date: new Date(from.getTime() + 6 * 86_400_000).toISOString(),
          report_type_id: reportType.id,
          type: "visio",
        },
      })
    ).json()) as { available_slots: { start: string; end: string }[] };
    const token = await tokenFor(api, customerEmail, CUSTOMER_PASSWORD);
    for (const slot of slots.available_slots.slice(0, 5)) {
      const created = await api.post("/_platform/api/demands", {
        headers: { authorization: `Bearer ${token}` },
        data: {
          study_id: study.id,
          report_type_id: reportType.id,
          is_visio: true,
          operator_id: bailiff.id,
          slots: [{ start_date: slot.start, end_date: slot.end }],
        },
      });
      if (created.status() === 409) continue;
      expect(created.ok(), `booking: ${created.status()} ${await created.text()}`).toBe(true);
      const demand = (await created.json()) as { id: number; demand: { meetings: { id: number }[] } };
      return { demandId: demand.id, meetingId: demand.demand.meetings[0]!.id, customerEmail };
    }
    throw new Error("No video slot of the demo bailiff could be booked");
  } finally {
    await api.dispose();
  }
}

test("the capture record PDF and the captures page are linked from the case, without JavaScript too (point 16)", async ({
  page,
  loginAs,
}, testInfo) => {
  const { demandId, meetingId, customerEmail } = await bookVideoMeeting(testInfo);
  const recordName = `Relevé des captures - rendez-vous ${meetingId}.pdf`;
  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));

  await page.goto(`/espace-pro/dossiers/${demandId}`);
  await page.getByRole("link", { name: `Captures et relevé PDF de la visio du rendez-vous n° ${meetingId}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Captures de la session vidéo" })).toBeVisible(NAVIGATION);
  await page.getByRole("button", { name: "Générer le relevé PDF" }).click();
  await expect(page.getByText("Le relevé PDF est ajouté aux documents du dossier.")).toBeVisible(NAVIGATION);

  // Among the case's documents on the demand's page, and on the captures page at a later visit.
  await page.goto(`/espace-pro/dossiers/${demandId}`);
  const onDemand = page.getByRole("link", { name: `Télécharger ${recordName}` });
  await expect(onDemand).toHaveAttribute("href", /^\/dossier\/\d+\/fichiers\/\d+$/);
  const href = (await onDemand.getAttribute("href"))!;
  await page.goto(`/espace-pro/dossiers/${demandId}/visio/${meetingId}/captures`);
  await expect(page.getByRole("link", { name: "Télécharger le relevé PDF" })).toHaveAttribute("href", href);
  const pdf = await page.request.get(href);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // The customer reads what was captured of their session among their case's documents (decision 1524).
  await loginAs(await sessionCookieFor(customerEmail, CUSTOMER_PASSWORD));
  await page.goto(`/dossier/${demandId}`);
  await expect(page.getByRole("link", { name: recordName })).toHaveAttribute("href", href);
});

test("a slot the bailiff declined is not offered again when the customer chooses another (point 8)", async ({
  page,
  loginAs,
}, testInfo) => {
  const booked = await bookWithDemoBailiff(
    testInfo,
    "refus",
    95 + testInfo.parallelIndex * 7 + (testInfo.project.name === "js" ? 3 : 0),
  );
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  let declined: { start: number; end: number; day: string };
  try {
    const token = await tokenFor(api, DEMO_BAILIFF_EMAIL, DEMO_PASSWORD);
    const demand = (await (
      await api.get(`/_platform/api/demands/${booked.demandId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { study: { id: number }; meetings: { id: number; start_date: string; end_date: string }[] };
    const meeting = demand.meetings[0]!;
    const refusals = (await (await api.get("/_platform/api/refusal_types")).json()) as { data: { id: number; title: string }[] };
    const unavailable = refusals.data.find((refusal) => refusal.title === "Indisponibilité")!;
    const answer = await api.post(`/_platform/api/bailiff/${demand.study.id}/meetings/${meeting.id}/decline`, {
      headers: { authorization: `Bearer ${token}`, "study-id": String(demand.study.id) },
      data: { refusal_type_id: unavailable.id, expected_status: "waiting" },
    });
    expect(answer.ok(), `decline: ${answer.status()} ${await answer.text()}`).toBe(true);
    declined = {
      start: Date.parse(meeting.start_date),
      end: Date.parse(meeting.end_date),
      day: DateTime.fromISO(meeting.start_date).setZone("Europe/Paris").toISODate()!,
    };
  } finally {
    await api.dispose();
  }

  await loginAs(await sessionCookieFor(booked.customer.email, CUSTOMER_PASSWORD));
  await page.goto(`/dossier/${booked.demandId}`);
  await page.getByRole("link", { name: "Choisir un autre créneau" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choisir un autre créneau" })).toBeVisible(NAVIGATION);
  // The window that holds the declined time: the bailiff's other times of that week are there, it is not.
  const url = new URL(page.url());
  url.searchParams.set("depuis", declined.day);
  await page.goto(`${url.pathname}${url.search}`);
  const offered = await page
    .locator('input[type="radio"][name="slot"]')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  expect(offered.length, "other times of that week are offered").toBeGreaterThan(0);
  const times = offered.map((value) => value.split("|").map((part) => Date.parse(part)));
  expect(times.some(([start, end]) => start === declined.start && end === declined.end)).toBe(false);
});
