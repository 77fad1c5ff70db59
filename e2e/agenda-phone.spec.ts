// The agenda on a phone and a day's work (issue 38, points 19 and 20; decisions 3830–3832), at 375 px and
// 1366 px, both projects. The demo bailiff's list reads as cards on a phone and as columns on a desktop,
// every cell wide enough for words; « Demain » beside « Aujourd'hui » opens tomorrow's day (the server's
// link, schedule-x's button); the day sheet lists a day's meetings in order with their addresses and prints
// alone, and its CSV export holds the same rows. With JavaScript: schedule-x's range title is whole,
// its week keeps Sunday and room for words on a phone, and a finger dragged down a day selects a range.
// On « Conservation des données », which ships no JavaScript, the success alert closes.
import type { Page } from "@playwright/test";
import { DateTime } from "luxon";
import { expect, inOneProjectOnly, test, ZERO_JS_PAGES } from "./fixtures";
import { sessionCookieFor, signInByCookie } from "./support/account-session";
import { DEMO_BAILIFF_EMAIL } from "./support/pro-booking";

test.describe.configure({ timeout: 120_000 });

const NAVIGATION = { timeout: 30_000 };
const AGENDA = "/espace-pro/etude/etude-dupont-lyon/agenda";
const PARIS = "Europe/Paris";
const CALENDAR_CHUNK = /\/assets\/pro-calendar\.client-[\w-]+\.js$/;
const WIDTHS = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

const tomorrow = () => DateTime.now().setZone(PARIS).plus({ days: 1 }).toISODate()!;

/**
 * The server's agenda, schedule-x held back (its file never answers: a failed load would log an error):
 * what a browser without JavaScript shows, in both projects.
 */
async function keepServerAgenda(page: Page) {
  await page.route(CALENDAR_CHUNK, () => new Promise<void>(() => {}));
}

/**
 * The first day from tomorrow with one of the demo agenda's meetings (the seed puts some in the next
 * working days, relative to the day it ran): read from the server's list of this week, then of the next.
 */
async function dayWithMeetings(page: Page): Promise<string> {
  for (const weeks of [0, 1, 2]) {
    const date = DateTime.now().setZone(PARIS).plus({ weeks }).toISODate()!;
    await page.goto(`${AGENDA}?vue=liste&date=${date}`);
    const starts = await page
      .locator("[data-agenda=liste] tr[data-event-id^=meeting] th time:first-child")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    const day = starts.map((start) => DateTime.fromISO(start, { zone: PARIS }).toISODate()!).find((one) => one >= tomorrow());
    if (day) return day;
  }
  throw new Error("the demo agenda has no meeting in the next three weeks");
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the list is readable: no cell narrower than a word, cards on a phone, columns on a desktop", async ({
      page,
      loginAs,
    }) => {
      await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
      await keepServerAgenda(page);
      const day = await dayWithMeetings(page);
      await page.goto(`${AGENDA}?vue=liste&date=${day}`);
      const rows = page.locator("[data-agenda=liste] tr[data-event-id]");
      await expect(rows.first()).toBeVisible(NAVIGATION);
      const layout = await rows.evaluateAll((elements) =>
        elements.map((row) => ({
          widths: [...row.children].map((cell) => cell.getBoundingClientRect().width),
          tops: new Set([...row.children].map((cell) => Math.round(cell.getBoundingClientRect().top))).size,
          overflow: getComputedStyle(row.querySelector("[data-event-id]") ?? row).overflowWrap,
        })),
      );
      for (const row of layout) {
        // Before: five columns of one or two letters at 375 px; a time « 09:00–10:00 » takes about 70 px.
        expect(Math.min(...row.widths.filter((width) => width > 0))).toBeGreaterThanOrEqual(64);
        expect(row.overflow).toBe("break-word");
        if (size.width < 640) expect(row.tops).toBeGreaterThan(1);
        else expect(row.tops).toBe(1);
      }
      const page375 = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(page375).toBe(true);
      await expect(page.getByRole("columnheader", { name: "Événement" })).toBeAttached();
    });

    test("« Demain » beside « Aujourd'hui » opens tomorrow's day", async ({ page, loginAs, javaScriptEnabled }) => {
      await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
      await page.goto(`${AGENDA}?vue=semaine`);
      if (javaScriptEnabled) {
        const today = page.locator("[data-agenda-calendar] .sx__today-button").first();
        await expect(today).toBeVisible(NAVIGATION);
        const nextToIt = today.locator("xpath=following-sibling::*[1]").getByRole("button", { name: "Demain" });
        await nextToIt.click();
        await expect(page).toHaveURL(new RegExp(`[?&]vue=jour&date=${tomorrow()}`), NAVIGATION);
        // The range title is whole at every width (schedule-x cut it at 200 px: « novembre – déce… »).
        const heading = page.locator("[data-agenda-calendar] .sx__range-heading");
        await expect(heading).toBeVisible();
        expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      } else {
        const period = page.getByRole("navigation", { name: "Période affichée" });
        await expect(period.getByRole("listitem").nth(1)).toHaveText("Aujourd'hui");
        await expect(period.getByRole("listitem").nth(2)).toHaveText("Demain");
        await period.getByRole("link", { name: "Demain" }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]vue=jour&date=${tomorrow()}`));
        await expect(page.getByRole("link", { name: "Jour", exact: true })).toHaveAttribute("aria-current", "page");
      }
    });

    test("a day's meetings print alone, in order, with their addresses, and export as the same CSV rows", async ({
      page,
      loginAs,
    }) => {
      await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
      await keepServerAgenda(page);
      const day = await dayWithMeetings(page);
      await page.goto(`${AGENDA}?vue=jour&date=${day}`);
      const journee = page.getByRole("navigation", { name: /^Journée du / });
      await journee.getByRole("link", { name: "Feuille de route à imprimer" }).click();
      await expect(page.getByRole("heading", { level: 1, name: /^Feuille de route du / })).toBeVisible(NAVIGATION);

      const entries = page.locator("[data-sheet-entry]");
      await expect(entries.first()).toBeVisible();
      const sheet = await entries.evaluateAll((items) =>
        items.map((item) => ({
          start: item.querySelector("time")?.getAttribute("datetime") ?? "",
          address: item.querySelector("dd")?.textContent ?? "",
        })),
      );
      expect(sheet.map((entry) => entry.start)).toEqual(sheet.map((entry) => entry.start).toSorted());
      for (const entry of sheet) expect(entry.address).toMatch(/\d{5}|En visioconférence|Adresse à préciser/);
      expect(sheet.some((entry) => /\d{5}/.test(entry.address))).toBe(true);

      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("heading", { level: 1, name: /^Feuille de route du / })).toBeVisible();
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("link", { name: "Retour à l'agenda" })).toBeHidden();
      await expect(entries.first()).toBeVisible();
      await page.emulateMedia({ media: "screen" });

      const exported = await page.request.get(
        (await page.getByRole("link", { name: "Exporter les rendez-vous (CSV)" }).getAttribute("href")) ?? "",
      );
      expect(exported.status()).toBe(200);
      expect(exported.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(exported.headers()["content-disposition"]).toBe(`attachment; filename="rendez-vous-${day}.csv"`);
      expect(exported.headers()["cache-control"]).toBe("private, no-store");
      const lines = (await exported.text())
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines[0]).toBe("Date;Début;Fin;Prestation;Client;Téléphone;Adresse;Professionnel;Statut;Dossier");
      expect(lines).toHaveLength(sheet.length + 1);
      expect(lines.slice(1).every((line) => line.startsWith(`${day};`))).toBe(true);
    });

    test("the success alert of « Conservation des données », a page without JavaScript, closes", async ({ page }) => {
      inOneProjectOnly(ZERO_JS_PAGES);
      await signInByCookie(page, "admin@demo.example");
      await page.goto("/espace-pro/etude/etude-dupont-lyon/conservation");
      // The values e2e/personal-data.spec.ts saves and reads back: whichever runs first, both find them.
      await page.getByLabel("Captures non retenues (jours après la capture)").fill("120");
      await page.getByLabel("Positions partagées (jours après le partage)").fill("45");
      await page.getByRole("button", { name: "Enregistrer les durées" }).click();
      const alert = page.getByText("Les durées de conservation sont enregistrées.");
      await expect(alert).toBeVisible(NAVIGATION);
      await page.getByRole("checkbox", { name: "Fermer la notification" }).check({ force: true });
      await expect(alert).toBeHidden();
    });
  });
}

test.describe("with JavaScript on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the week keeps Sunday and room for words, and a finger dragged down a day selects a range", async ({
    page,
    loginAs,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "schedule-x exists with JavaScript only");
    await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
    // Three weeks on, a Wednesday: a day no other test fills.
    const wednesday = DateTime.now().setZone(PARIS).plus({ weeks: 3 }).set({ weekday: 3 }).toISODate()!;
    await page.goto(`${AGENDA}?vue=semaine&date=${wednesday}`);
    const days = page.locator("[data-agenda-calendar] .sx__time-grid-day");
    await expect(days).toHaveCount(7, NAVIGATION);
    const sunday = days.last();
    const container = page.locator("[data-agenda-calendar] .sx__view-container");
    await container.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
    const frame = (await container.boundingBox())!;
    const last = (await sunday.boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(last.x).toBeGreaterThanOrEqual(frame.x);
    expect(last.width).toBeGreaterThanOrEqual(90);
    expect(await sunday.evaluate((element) => getComputedStyle(element).overflowWrap)).toBe("break-word");

    await page.goto(`${AGENDA}?vue=jour&date=${wednesday}`);
    const column = page.locator(`.sx__time-grid-day[data-time-grid-date="${wednesday}"]`);
    await expect(column).toBeVisible(NAVIGATION);
    await column.scrollIntoViewIfNeeded();
    const box = (await column.boundingBox())!;
    const yAt = (hour: number) => box.y + ((hour - 8) / 11) * box.height;
    const x = box.x + box.width / 2;
    const touch = await page.context().newCDPSession(page);
    await touch.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
    const finger = (type: "touchStart" | "touchMove" | "touchEnd", y?: number) =>
      touch.send("Input.dispatchTouchEvent", { type, touchPoints: y === undefined ? [] : [{ x, y }] });
    // Midday, below the week header schedule-x keeps on top of the column.
    await finger("touchStart", yAt(12) + 1);
    for (const step of [12.25, 12.5, 12.75, 13]) await finger("touchMove", yAt(step) - 1);
    await finger("touchEnd");
    const dialog = page.getByRole("dialog", { name: "Plage sélectionnée" });
    await expect(dialog).toContainText("de 12:00 à 13:00");
    await expect(dialog.getByLabel("Début")).toHaveValue("12:00");
    await expect(dialog.getByLabel("Fin")).toHaveValue("13:00");
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
    await expect(dialog).toBeHidden();
  });
});
