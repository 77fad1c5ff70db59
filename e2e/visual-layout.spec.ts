// The workspace's and the call's visual defects, measured at 375 px and 1366 px: no page
// wider than the screen on the customer's call page, the professional's demand page (a long e-mail
// address), the dashboard and the agenda's week grid; the call page keeps a margin at both edges; the
// dashboard's counters start at one height; without JavaScript, an 08:00–12:00 unavailability covers
// its eight half-hour rows of the week grid, and the grid's days share one width. Screenshots are
// attached to the report. The call and demand pages run in both projects; the grid is the no-JavaScript
// page, read in a context without JavaScript in both.
import type { Page } from "@playwright/test";
import { DateTime } from "luxon";
import { expect, test } from "./fixtures";
import { CUSTOMER_PASSWORD } from "./support/account-customers";
import { sessionCookieFor } from "./support/account-session";
import { bookWithDemoBailiff, DEMO_BAILIFF_EMAIL, type BookedDemand } from "./support/pro-booking";
import { meetingOf } from "./support/video-evidence-seed";

test.describe.configure({ timeout: 180_000 });

const NAVIGATION = { timeout: 30_000 };
const WIDTHS = [375, 1366];
const AGENDA = "/espace-pro/etude/etude-dupont-lyon/agenda";
const PARIS = "Europe/Paris";

async function expectNoHorizontalOverflow(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: scrollWidth <= innerWidth`).toBeLessThanOrEqual(innerWidth);
}

async function attachScreenshot(page: Page, name: string) {
  await test.info().attach(`${name}.png`, { body: await page.screenshot({ fullPage: false }), contentType: "image/png" });
}

/** A booked demand whose customer has a long e-mail address, and its meeting. */
async function bookedWithMeeting(label: string): Promise<{ booked: BookedDemand; meetingId: number }> {
  const testInfo = test.info();
  const booked = await bookWithDemoBailiff(testInfo, label, 95 + testInfo.parallelIndex * 6);
  return { booked, meetingId: await meetingOf(booked.demandId) };
}

test("the customer's call page and the bailiff's demand page fit a phone and a desktop, with margins", async ({
  page,
  loginAs,
}) => {
  const { booked, meetingId } = await bookedWithMeeting("visuel");
  expect(booked.customer.email.length, "an address long enough to widen a phone's page").toBeGreaterThan(30);

  await loginAs(await sessionCookieFor(booked.customer.email, CUSTOMER_PASSWORD));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/dossier/${booked.demandId}/visio/${meetingId}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible(NAVIGATION);
    await expectNoHorizontalOverflow(page, `call page at ${width} px`);
    const box = (await heading.boundingBox())!;
    expect(box.x, `the call page's margin at ${width} px`).toBeGreaterThanOrEqual(16);
    expect(width - (box.x + box.width), `the call page's right margin at ${width} px`).toBeGreaterThanOrEqual(16);
    await attachScreenshot(page, `appel-client-${width}`);
  }

  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/espace-pro/dossiers/${booked.demandId}`);
    const email = page.getByRole("link", { name: booked.customer.email });
    await expect(email).toBeVisible(NAVIGATION);
    await expectNoHorizontalOverflow(page, `demand page at ${width} px`);
    const box = (await email.boundingBox())!;
    expect(box.x + box.width, `the e-mail address stays on screen at ${width} px`).toBeLessThanOrEqual(width);
    await attachScreenshot(page, `dossier-pro-${width}`);
  }
});

test("the demand page's form labels keep their distance from the buttons above them", async ({ page, loginAs }) => {
  const { booked } = await bookedWithMeeting("espaces");
  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/espace-pro/dossiers/${booked.demandId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(NAVIGATION);
  // Each form of a section that follows another element: its first label's top against the bottom of
  // whatever comes just before the form.
  const gaps = await page.evaluate(() =>
    Array.from(document.querySelectorAll("section > * + form"))
      .map((form) => {
        const label = form.querySelector("label");
        const before = form.previousElementSibling;
        if (!label || !before || label.getBoundingClientRect().height === 0) return null;
        return { gap: label.getBoundingClientRect().top - before.getBoundingClientRect().bottom, label: label.textContent };
      })
      .filter((gap) => gap !== null),
  );
  expect(gaps.length, "the page has forms after other content").toBeGreaterThan(0);
  for (const { gap, label } of gaps) expect(gap, `space above « ${label} »`).toBeGreaterThanOrEqual(12);
});

test("the dashboard fits both widths and its counters start at one height", async ({ page, loginAs }) => {
  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/espace-pro");
    const counters = page.locator('dl[aria-label="En chiffres"] dd');
    await expect(counters.first()).toBeVisible(NAVIGATION);
    await expectNoHorizontalOverflow(page, `dashboard at ${width} px`);
    const boxes = await counters.evaluateAll((values) => values.map((value) => ({ top: value.getBoundingClientRect().top })));
    expect(boxes.length).toBeGreaterThan(1);
    // Counters on the same line of the grid have the same top for their numbers.
    const firstLine = boxes.filter((box) => Math.abs(box.top - Math.min(...boxes.map((other) => other.top))) < 40);
    if (width === 1366) expect(firstLine.length, "several counters side by side on a desktop").toBeGreaterThan(1);
    for (const box of firstLine) expect(box.top).toBeCloseTo(firstLine[0]!.top, 0);
    await attachScreenshot(page, `tableau-de-bord-${width}`);
  }
});

test.describe("the week grid without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an 08:00–12:00 unavailability covers its rows, the days share one width, no overflow", async ({
    page,
    loginAs,
  }, testInfo) => {
    // A Wednesday far ahead, one per project and worker, so no other test's slots or events meet it.
    const day = DateTime.now()
      .setZone(PARIS)
      .startOf("week")
      .plus({ weeks: 20 + testInfo.parallelIndex * 2 + (testInfo.project.name === "js" ? 1 : 0), days: 2 });
    const reason = `Audience longue ${testInfo.project.name}`;
    await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
    await page.goto(`${AGENDA}?vue=semaine&date=${day.toISODate()}`);
    const form = page.getByRole("form", { name: "Ajouter une indisponibilité" }).last();
    await form.getByLabel("Date").fill(day.toISODate()!);
    await form.getByLabel("Début").fill("08:00");
    await form.getByLabel("Fin").fill("12:00");
    await form.getByLabel("Motif (facultatif)").fill(reason);
    await form.getByRole("button", { name: "Ajouter" }).click();
    await expect(page.getByText(/L'indisponibilité du .* de 08:00 à 12:00 est enregistrée\./)).toBeVisible(NAVIGATION);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${AGENDA}?vue=semaine&date=${day.toISODate()}`);
      const grid = page.locator('table[data-agenda="semaine"]');
      await expect(grid).toBeVisible(NAVIGATION);
      await expectNoHorizontalOverflow(page, `week grid at ${width} px`);

      const measured = await grid.evaluate((table, title) => {
        const rowTop = (time: string) =>
          Array.from(table.querySelectorAll("tbody tr"))
            .find((row) => row.querySelector("th")?.textContent?.trim() === time)!
            .getBoundingClientRect().top;
        const block = Array.from(table.querySelectorAll("[data-event-id]")).find((chip) => chip.textContent?.includes(title))!;
        const box = block.getBoundingClientRect();
        const dayWidths = Array.from(table.querySelectorAll("thead th")).map((cell) => cell.getBoundingClientRect().width);
        return { top: box.top, bottom: box.bottom, from: rowTop("08:00"), to: rowTop("12:00"), dayWidths };
      }, reason);
      expect(measured.top - measured.from, "the block starts in the 08:00 row").toBeLessThan(4);
      expect(measured.bottom, "the block reaches the 12:00 row").toBeGreaterThan(measured.to - 4);
      expect(measured.bottom, "and stops there").toBeLessThanOrEqual(measured.to + 1);
      expect(measured.dayWidths).toHaveLength(7);
      for (const dayWidth of measured.dayWidths) expect(dayWidth).toBeCloseTo(measured.dayWidths[0]!, 0);

      // The caption's visible copy is wholly on screen, even when the week scrolls sideways.
      const caption = page.locator('p[aria-hidden="true"]', { hasText: /^Agenda, .* \(de 08:00 à 19:00, heure de Paris\)$/ });
      const box = (await caption.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `the caption fits at ${width} px`).toBeLessThanOrEqual(width);
      await attachScreenshot(page, `semaine-${width}`);
    }
  });
});
