// The agenda. Both projects: the demo bailiff adds an unavailability on the next working day
// from tomorrow, 14:00–16:00, from the agenda's form; a customer's slot search stops offering those
// slots; the bailiff removes it (a form post without JavaScript, the event's summary with it) and they
// come back. With JavaScript: a range dragged in schedule-x's week view becomes an unavailability, shown
// in the calendar; and schedule-x's list view holds the same events as the server-rendered list.
// (Each project works on its own day, so the two projects never touch the same hours.) On a phone, with
// JavaScript, schedule-x takes the place of the server's agenda without moving the page (decision 3112).
import AxeBuilder from "@axe-core/playwright";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import { BASE_URL } from "../playwright.config";
import { expect, setSessionCookie, test } from "./fixtures";
import { sessionCookieFor } from "./support/account-session";
import { DEMO_BAILIFF_EMAIL } from "./support/pro-booking";

test.describe.configure({ timeout: 180_000 });

const NAVIGATION = { timeout: 30_000 };
const AGENDA = "/espace-pro/etude/etude-dupont-lyon/agenda";
const PARIS = "Europe/Paris";

/** The `n`-th working day (Monday to Friday) from tomorrow, in Paris. */
function workingDay(n: number): DateTime {
  let day = DateTime.now().setZone(PARIS).startOf("day").plus({ days: 1 });
  for (let found = 0; ; day = day.plus({ days: 1 })) {
    if (day.weekday <= 5 && found++ === n) return day;
  }
}

/** The demo bailiff's free slots starting between 14:00 and 16:00 on `day`, as a customer's search gets them. */
async function slotsBetweenTwoAndFour(day: DateTime): Promise<string[]> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const study = (await (await api.get("/_platform/api/studies/search?slug=etude-dupont-lyon")).json()) as {
      id: number;
      address_lat: number;
      address_lon: number;
      bailiffs: { id: number; firstname: string }[];
    };
    const bailiff = study.bailiffs.find((person) => person.firstname === "Antoine") ?? study.bailiffs[0]!;
    const types = (await (await api.get(`/_platform/api/studies/${study.id}/reporttypes`)).json()) as {
      data: { children: { id: number; slug: string }[] }[];
    };
    const reportType = types.data.flatMap((group) => group.children).find((type) => type.slug === "constat-locatif")!;
    const answer = await api.get(`/_platform/api/studies/${study.id}/bailiffs/${bailiff.id}/slots`, {
      params: {
        start_date: day.toISO()!,
        end_date: day.endOf("day").toISO()!,
        report_type_id: reportType.id,
        lat: study.address_lat,
        lon: study.address_lon,
      },
    });
    expect(answer.ok()).toBe(true);
    const { available_slots: slots } = (await answer.json()) as { available_slots: { start: string }[] };
    return slots
      .map((slot) => DateTime.fromISO(slot.start, { zone: PARIS }))
      .filter((start) => start.hour >= 14 && start.hour < 16)
      .map((start) => start.toFormat("HH:mm"));
  } finally {
    await api.dispose();
  }
}

async function addUnavailability(page: Page, day: DateTime, reason: string) {
  const form = page.getByRole("form", { name: "Ajouter une indisponibilité" }).last();
  await form.getByLabel("Date").fill(day.toISODate()!);
  await form.getByLabel("Début").fill("14:00");
  await form.getByLabel("Fin").fill("16:00");
  await form.getByLabel("Motif (facultatif)").fill(reason);
  await form.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByText(/L'indisponibilité du .* de 14:00 à 16:00 est enregistrée\./)).toBeVisible(NAVIGATION);
}

test("the bailiff's unavailability takes its slots away from a customer's search, and its removal gives them back", async ({
  page,
  loginAs,
  javaScriptEnabled,
}) => {
  const day = workingDay(javaScriptEnabled ? 1 : 0);
  const reason = `Audience ${javaScriptEnabled ? "js" : "sans js"}`;
  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
  const before = await slotsBetweenTwoAndFour(day);
  expect(before.length, "the demo bailiff is free that afternoon").toBeGreaterThan(0);

  await page.goto(`${AGENDA}?vue=${javaScriptEnabled ? "semaine" : "liste"}&date=${day.toISODate()}`);
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  await addUnavailability(page, day, reason);
  expect(await slotsBetweenTwoAndFour(day)).toEqual([]);

  if (javaScriptEnabled) {
    const event = page.locator("[data-agenda-calendar] .sx__event", { hasText: reason });
    await expect(event).toBeVisible(NAVIGATION);
    await event.click();
    const summary = page.getByRole("dialog", { name: reason });
    await summary.getByRole("button", { name: /Supprimer l'indisponibilité du .* de 14:00 à 16:00/ }).click();
    await expect(page.locator("[data-agenda-calendar] .sx__event", { hasText: reason })).toHaveCount(0, NAVIGATION);
  } else {
    const row = page.getByRole("row", { name: new RegExp(reason) });
    await expect(row).toContainText("14:00–16:00");
    await expect(row).toContainText("Indisponible");
    await row.getByRole("button", { name: /Supprimer l'indisponibilité/ }).click();
    await expect(page.getByText("L'indisponibilité est supprimée.")).toBeVisible(NAVIGATION);
    await expect(page.getByRole("row", { name: new RegExp(reason) })).toHaveCount(0);
  }
  expect(await slotsBetweenTwoAndFour(day)).toEqual(before);
});

test("with JavaScript, a free range dragged in the week view becomes an unavailability, and the list shows what the no-JS list shows", async ({
  page,
  browser,
  loginAs,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "schedule-x exists with JavaScript only");
  // Two weeks on: never the week of the other test's unavailabilities, which run meanwhile.
  const day = workingDay(10);
  const cookie = await sessionCookieFor(DEMO_BAILIFF_EMAIL);
  await loginAs(cookie);
  // The whole day column (08:00–19:00) in view, so the drag needs no scrolling.
  await page.setViewportSize({ width: 1280, height: 1200 });
  await page.goto(`${AGENDA}?vue=semaine&date=${day.toISODate()}`);
  const column = page.locator(`.sx__time-grid-day[data-time-grid-date="${day.toISODate()}"]`);
  await expect(column).toBeVisible(NAVIGATION);

  await test.step("drag from 17:00 to 18:30: the temporary event and the form, filled in", async () => {
    const box = (await column.boundingBox())!;
    const yAt = (hour: number) => box.y + ((hour - 8) / 11) * box.height;
    await page.mouse.move(box.x + box.width / 2, yAt(17) + 1);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, yAt(18), { steps: 5 });
    await page.mouse.move(box.x + box.width / 2, yAt(18.5) - 1, { steps: 5 });
    await page.mouse.up();
    const dialog = page.getByRole("dialog", { name: "Plage sélectionnée" });
    await expect(dialog).toContainText("de 17:00 à 18:30");
    await expect(dialog.getByLabel("Début")).toHaveValue("17:00");
    await expect(dialog.getByLabel("Fin")).toHaveValue("18:30");
    await expect(page.locator(".sx__event.agenda-temporary")).toHaveCount(1);
    await dialog.getByLabel("Motif (facultatif)").fill("Rendez-vous glissé");
    await dialog.getByRole("button", { name: "Ajouter" }).click();
  });

  const created = page.locator("[data-agenda-calendar] .sx__event", { hasText: "Rendez-vous glissé" });
  await test.step("the unavailability is in the calendar, coloured", async () => {
    await expect(page.getByText(/L'indisponibilité du .* de 17:00 à 18:30 est enregistrée\./)).toBeVisible(NAVIGATION);
    await expect(created).toBeVisible();
    await expect(page.locator(".sx__event.agenda-temporary")).toHaveCount(0);
    const background = await created.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe("rgba(0, 0, 0, 0)");
  });

  await test.step("the list view holds the same events as the server-rendered list", async () => {
    const monday = day.startOf("week").toISODate();
    await page.goto(`${AGENDA}?vue=liste&date=${monday}`);
    const titles = page.locator("[data-agenda-calendar] .sx__list-event-title");
    await expect(titles.filter({ hasText: "Rendez-vous glissé" })).toHaveCount(1, NAVIGATION);
    const withScript = (await titles.allTextContents()).map((text) => text.trim()).sort();

    const plain = await browser.newContext({ javaScriptEnabled: false });
    try {
      await setSessionCookie(plain, cookie, BASE_URL);
      const noScript = await plain.newPage();
      await noScript.goto(`${BASE_URL}${AGENDA}?vue=liste&date=${monday}`);
      const rows = noScript.locator("[data-agenda=liste] tr[data-event-title]");
      const withoutScript = (
        await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-event-title") ?? ""))
      ).sort();
      expect(withScript).toEqual(withoutScript);
      // Clean up without JavaScript: the row's own form.
      await noScript
        .getByRole("row", { name: /Rendez-vous glissé/ })
        .getByRole("button", { name: /Supprimer l'indisponibilité/ })
        .click();
      await expect(noScript.getByText("L'indisponibilité est supprimée.")).toBeVisible(NAVIGATION);
    } finally {
      await plain.close();
    }
  });
});

test("on a phone, schedule-x mounts in the box the server's agenda sized, and what the bell and the calendar's controls show is in their names", async ({
  page,
  loginAs,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "schedule-x exists with JavaScript only");
  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
  await page.setViewportSize({ width: 412, height: 823 });
  // The calendar's code is held back until the server's agenda has been measured in its box.
  let release = () => {};
  let held = Promise.resolve();
  await page.route(/\/assets\/pro-calendar\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  for (const view of ["jour", "semaine"]) {
    await test.step(`the ${view} view`, async () => {
      held = new Promise<void>((resolve) => (release = resolve));
      const asked = page.waitForRequest(/\/assets\/pro-calendar\.client-[\w-]+\.js$/);
      await page.goto(`${AGENDA}?vue=${view}`);
      await asked;
      const box = page.locator("[data-agenda-box]");
      await expect(box).toHaveAttribute("data-agenda-box", "serveur");
      const before = (await box.boundingBox())!;
      const below = (await page.locator("#ajout").boundingBox())!;
      release();
      await expect(page.locator("[data-agenda-box=calendrier] .sx__view-container")).toBeVisible(NAVIGATION);
      const after = (await box.boundingBox())!;
      expect(after.height).toBeCloseTo(before.height, 0);
      expect(after.y).toBeCloseTo(before.y, 0);
      expect((await page.locator("#ajout").boundingBox())!.y).toBeCloseTo(below.y, 0);
    });
  }

  // Lighthouse's audits that axe runs only when asked (its experimental rules): a name holding the visible
  // text (the bell, schedule-x's view selector), targets of 24 px at least (its date chevron).
  const audit = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch", "target-size"]).analyze();
  expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" ")}`)).toEqual(
    [],
  );
  const bell = page.locator("summary").filter({ hasText: "Notifications" });
  const count = (await bell.getByTestId("notifications-unread").textContent())!.trim();
  await expect(bell).toHaveAccessibleName(`Notifications : ${count} non lue(s)`);
  await expect(page.locator(".sx__view-selection-selected-item")).toHaveAccessibleName("Semaine, choisir un autre affichage");
});
