// Availability, as plain form posts: the demo bailiff opens a Sunday evening range in their
// weekly ranges (a plain form), and the customer's next search offers its slot; an overlapping range is
// refused next to its row with the input kept; closing the range takes the slot away again. Each
// project uses its own hour and saves alone (a lock between the workers), so the two runs never undo
// each other. The demo bailiff's other ranges are left as they were.
import { mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { DateTime } from "luxon";
import { E2E_PORT } from "../playwright.config";
import { expect, inOneProjectOnly, test } from "./fixtures";
import { signInByCookie } from "./support/account-session";
import { DEMO_BAILIFF_EMAIL } from "./support/pro-booking";

test.describe.configure({ timeout: 180_000 });

const SETTINGS = "/espace-pro/parametres/disponibilites";
const NAVIGATION = { timeout: 30_000 };
const CUSTOMER_EMAIL = "client@demo.example";

/**
 * The customer's search of the demo study's slots, the demo bailiff's calendar from `day` on, for an
 * address at the study's door: no drive from the office stands before a range's first slot (decision 3004).
 */
async function customerSlots(
  page: Page,
  professionalKey: string,
  day: string,
  door: { lat: number; lon: number },
): Promise<string[]> {
  await signInByCookie(page, CUSTOMER_EMAIL);
  const query = new URLSearchParams({
    reporttype: "constat-locatif",
    lat: String(door.lat),
    lon: String(door.lon),
    address: "Lyon 2e Arrondissement (69002)",
    pro: professionalKey,
    du: day,
  });
  await page.goto(`/etude-dupont-lyon/rendez-vous/creneaux?${query}`, NAVIGATION);
  return page
    .getByRole("button", { name: /^Choisir le créneau du / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? button.textContent ?? ""));
}

/**
 * Runs `edit` while no other project edits the demo bailiff's week (a directory as a lock between the
 * workers): with JavaScript, a stale form's 409 would be a failed fetch in the console.
 */
async function withWeekLock(edit: () => Promise<void>) {
  const lock = path.join(tmpdir(), `e2e-availability-week-${E2E_PORT}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than three minutes was left by a run that died: take it over.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 180_000)
        rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await edit();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Opens the form, changes it and saves, alone on the demo bailiff's week. */
async function saveWeek(page: Page, change: (page: Page) => Promise<void>) {
  await withWeekLock(async () => {
    await page.goto(SETTINGS, NAVIGATION);
    await change(page);
    await page.getByRole("button", { name: "Enregistrer les disponibilités" }).click();
    await expect(page.getByText("Les disponibilités sont enregistrées.")).toBeVisible(NAVIGATION);
  });
}

/** The rows (fieldsets) whose start is this time. */
function rowWith(page: Page, start: string) {
  return page
    .getByRole("group", { name: /^Plage \d+$/ })
    .filter({ has: page.locator(`input[name$=".start"][value="${start}"]`) });
}

test("the demo bailiff opens a Sunday evening, the customer's next search offers it, and closing it takes it away", async ({
  page,
  javaScriptEnabled,
  expectStatus,
}) => {
  // Plain form posts on both sides; the agenda spec covers the same page with JavaScript.
  inOneProjectOnly("plain form posts: the availability page with JavaScript is covered by the agenda spec");
  // The refused range answers 422 (a plain form post without JavaScript).
  expectStatus(422);
  const hour = javaScriptEnabled ? 20 : 19;
  const start = `${hour}:00`;
  const end = `${hour + 1}:00`;
  // The bad range: its end before its start, at minutes no saved range uses.
  const [badStart, badEnd] = [`${hour}:45`, `${hour}:15`];
  let sunday = DateTime.now().setZone("Europe/Paris").plus({ days: 2 });
  while (sunday.weekday !== 7) sunday = sunday.plus({ days: 1 });
  const day = sunday.toISODate()!;

  await signInByCookie(page, DEMO_BAILIFF_EMAIL);
  await page.goto(SETTINGS, NAVIGATION);
  await expect(page.getByRole("heading", { level: 1, name: "Disponibilités" })).toBeVisible();
  const study = (await (await page.request.get("/_platform/api/studies/search?slug=etude-dupont-lyon")).json()) as {
    id: number;
    address_lat: number;
    address_lon: number;
    bailiffs: Array<{ id: number; firstname: string }>;
  };
  const bailiffId = study.bailiffs.find((professional) => professional.firstname === "Antoine")!.id;
  const key = `${bailiffId}-${study.id}`;
  const offered = async () =>
    (await customerSlots(page, key, day, { lat: study.address_lat, lon: study.address_lon })).some(
      (label) => /dimanche/i.test(label) && label.includes(`à ${start}`),
    );

  // Bad input first: an end before the start is refused next to its row, what was typed kept.
  await page.goto(SETTINGS, NAVIGATION);
  const empty = page.getByRole("group", { name: /^Plage \d+$/ }).filter({ has: page.locator('input[type="time"][value=""]') });
  const firstEmpty = empty.first();
  await firstEmpty.getByLabel("Jour").selectOption({ label: "Dimanche" });
  await firstEmpty.getByLabel("Début").fill(badStart);
  await firstEmpty.getByLabel("Fin").fill(badEnd);
  await page.getByRole("button", { name: "Enregistrer les disponibilités" }).click();
  // Refused before any version is compared: the other project's saves cannot interfere.
  await expect(page.getByText("L'heure de fin doit être après l'heure de début.")).toBeVisible(NAVIGATION);
  await expect(rowWith(page, badStart).getByLabel("Début")).toHaveValue(badStart);
  await expect(rowWith(page, badStart).getByLabel("Fin")).toHaveAttribute("aria-invalid", "true");

  expect(await offered()).toBe(false);
  await signInByCookie(page, DEMO_BAILIFF_EMAIL);
  await saveWeek(page, async (form) => {
    const row = form
      .getByRole("group", { name: /^Plage \d+$/ })
      .filter({ has: form.locator('input[type="time"][value=""]') })
      .first();
    await row.getByLabel("Jour").selectOption({ label: "Dimanche" });
    await row.getByLabel("Début").fill(start);
    await row.getByLabel("Fin").fill(end);
  });
  await expect(rowWith(page, start)).toHaveCount(1);
  await expect(page.getByText(/hors des heures légales|débordent des heures affichées/).first()).toBeVisible();
  expect(await offered()).toBe(true);

  // Closing the range: its times emptied, the row is dropped.
  await signInByCookie(page, DEMO_BAILIFF_EMAIL);
  await saveWeek(page, async (form) => {
    const row = rowWith(form, start);
    await row.getByLabel("Début").fill("");
    await row.getByLabel("Fin").fill("");
  });
  await expect(rowWith(page, start)).toHaveCount(0);
  expect(await offered()).toBe(false);
});
