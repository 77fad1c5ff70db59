// Planning meetings (docs/decisions/3101–3103), in both projects (JavaScript disabled and enabled). Each
// test books its own customer with the demo bailiff through the platform's API, then: the bailiff
// reschedules the confirmed meeting from the workspace and the customer's e-mail carries the updated
// .ics; the bailiff plans a dossier's meeting waiting for a date on a range of the agenda (dragged in the
// calendar with JavaScript, the agenda's form without), a constat after 21:00 warned before it is planned;
// a customer whose request was declined chooses another slot from their dossier. Each project works weeks
// apart from the other and from the other specs' bookings.
import { request as playwrightRequest, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { DateTime } from "luxon";
import { BASE_URL } from "../playwright.config";
import { expect, test } from "./fixtures";
import { readOutbox } from "./support/account-outbox";
import { CUSTOMER_PASSWORD } from "./support/account-customers";
import { DEMO_PASSWORD, sessionCookieFor } from "./support/account-session";
import { PLATFORM_CLIENT } from "./support/platform-client";
import { bookWithDemoBailiff, DEMO_BAILIFF_EMAIL, type BookedDemand } from "./support/pro-booking";

test.describe.configure({ timeout: 240_000 });

const NAVIGATION = { timeout: 30_000 };
const PARIS = "Europe/Paris";
const AGENDA = "/espace-pro/etude/etude-dupont-lyon/agenda";
const LEGAL_HOURS_WARNING =
  "Attention : ce rendez-vous a lieu après 21 h, en dehors des heures légales des actes (6 h – 21 h, hors dimanches et jours fériés).";

/** Days ahead for this project: the two projects never work on the same weeks. */
const ahead = (testInfo: TestInfo, days: number) => days + (testInfo.project.name === "js" ? 0 : 14);

/** A working day (Monday to Friday) at least `days` days from today, in Paris. */
function workingDayIn(days: number): DateTime {
  let day = DateTime.now().setZone(PARIS).startOf("day").plus({ days });
  while (day.weekday > 5) day = day.plus({ days: 1 });
  return day;
}

/** The demo bailiff's calls to the platform, as the workspace makes them (seeding the tests). */
async function asBailiff<T>(
  run: (call: (method: "GET" | "POST", path: string, data?: unknown) => Promise<unknown>) => Promise<T>,
) {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const grant = await api.post("/_platform/oauth/token", {
      form: { grant_type: "password", ...PLATFORM_CLIENT, username: DEMO_BAILIFF_EMAIL, password: DEMO_PASSWORD, scope: "*" },
    });
    const token = ((await grant.json()) as { access_token: string }).access_token;
    return await run(async (method, path, data) => {
      const answer = await api.fetch(`/_platform/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
        ...(data === undefined ? {} : { data }),
      });
      expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
      return answer.json();
    });
  } finally {
    await api.dispose();
  }
}

interface PlatformDemand {
  study: { id: number };
  meetings: Array<{ id: number; status: string; reportType: { id: number } }>;
}

/** The e-mail to `to` with this subject, newest first, once it is in the outbox. */
async function mailWithSubject(to: string, subject: string) {
  type Mail = Awaited<ReturnType<typeof readOutbox>>[number] & { attachments?: { filename: string; content: string }[] };
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await readOutbox(to)) as Mail[];
        found = messages
          .filter((message) => message.channel === "mail" && message.subject === subject)
          .sort((a, b) => b.id - a.id)[0];
        return Boolean(found);
      },
      { message: `an e-mail « ${subject} » to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The .ics of an e-mail, unfolded. */
function calendarFileOf(mail: { attachments?: { filename: string; content: string }[] }): string {
  const file = mail.attachments?.find((attachment) => attachment.filename.endsWith(".ics"));
  expect(file, "an .ics attachment").toBeTruthy();
  const text = file!.content.includes("BEGIN:VCALENDAR") ? file!.content : Buffer.from(file!.content, "base64").toString("utf8");
  return text.replace(/\r\n /g, "");
}

const icsStart = (iso: string) =>
  `DTSTART;TZID=Europe/Paris:${DateTime.fromISO(iso, { zone: PARIS }).toFormat("yyyyMMdd'T'HHmmss")}`;

/** The first slot radio of the planning page's list: its value ("start|end"), checked. */
async function chooseFirstSlot(page: Page): Promise<string> {
  const radio = page.getByRole("radio").first();
  await expect(radio).toBeVisible(NAVIGATION);
  const value = (await radio.getAttribute("value"))!;
  await radio.check();
  return value;
}

test("the bailiff reschedules a confirmed meeting from the workspace; the customer's e-mail carries the updated .ics", async ({
  page,
  loginAs,
}, testInfo) => {
  const booked = await bookWithDemoBailiff(testInfo, "replanifie", ahead(testInfo, 50));
  await asBailiff(async (call) => {
    const demand = (await call("GET", `/demands/${booked.demandId}`)) as PlatformDemand & {
      meetings: Array<{ slots: { id: number }[] }>;
    };
    await call("POST", `/bailiff/${demand.study.id}/meetings/${demand.meetings[0]!.id}/confirm`, {
      slot_id: demand.meetings[0]!.slots[0]!.id,
      expected_status: "waiting",
    });
  });
  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));
  await page.goto(`/espace-pro/dossiers/${booked.demandId}`);
  await page.getByRole("link", { name: "Replanifier" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Replanifier le rendez-vous" })).toBeVisible(NAVIGATION);
  await expect(page.getByText(/^Rendez-vous actuel : /)).toBeVisible();
  // Weeks on, where no other test books the demo bailiff.
  await page.goto(`${new URL(page.url()).pathname}?depuis=${workingDayIn(ahead(testInfo, 57)).toISODate()}`);
  const slot = await chooseFirstSlot(page);
  await page.getByRole("button", { name: "Planifier ce créneau" }).click();
  await expect(page.getByText("Le rendez-vous est planifié. Le client en est informé.")).toBeVisible(NAVIGATION);
  await expect(page).toHaveURL(new RegExp(`/espace-pro/dossiers/${booked.demandId}$`));

  const mail = await mailWithSubject(booked.customer.email, "Votre rendez-vous a une nouvelle date");
  const ics = calendarFileOf(mail);
  expect(ics.split("\r\n")).toContain(icsStart(slot.split("|")[0]!));
  expect(ics).toContain(`UID:demande-${booked.demandId}-`);
  expect(ics).toMatch(/SEQUENCE:[2-9]/);
});

test("the bailiff plans a dossier's meeting waiting for a date on a range of the agenda", async ({
  page,
  loginAs,
  javaScriptEnabled,
}, testInfo) => {
  const booked = await bookWithDemoBailiff(testInfo, "agenda", ahead(testInfo, 64));
  const reportTypeId = await asBailiff(async (call) => {
    const demand = (await call("GET", `/demands/${booked.demandId}`)) as PlatformDemand;
    const tree = (await call("GET", `/studies/${demand.study.id}/reporttypes`)) as {
      data: { children: { id: number; slug: string }[] }[];
    };
    const nuisances = tree.data.flatMap((group) => group.children).find((type) => type.slug === "constat-nuisances")!;
    await call("POST", `/bailiff/${demand.study.id}/demands/${booked.demandId}/report-type`, { report_type_id: nuisances.id });
    return nuisances.id;
  });
  const label = new RegExp(`${booked.customer.lastname}`);
  const day = workingDayIn(ahead(testInfo, 71));
  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));

  if (javaScriptEnabled) {
    // The whole day column (08:00–19:00) in view, so the drag needs no scrolling.
    await page.setViewportSize({ width: 1280, height: 1200 });
    await page.goto(`${AGENDA}?vue=semaine&date=${day.toISODate()}`);
    const column = page.locator(`.sx__time-grid-day[data-time-grid-date="${day.toISODate()}"]`);
    await expect(column).toBeVisible(NAVIGATION);
    const box = (await column.boundingBox())!;
    const yAt = (hour: number) => box.y + ((hour - 8) / 11) * box.height;
    await page.mouse.move(box.x + box.width / 2, yAt(15) + 1);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, yAt(16) - 1, { steps: 5 });
    await page.mouse.up();
    const dialog = page.getByRole("dialog", { name: "Plage sélectionnée" });
    await expect(dialog).toContainText("de 15:00 à 16:00");
    await dialog.getByRole("link", { name: label }).click();
  } else {
    await page.goto(`${AGENDA}?date=${day.toISODate()}`);
    const form = page.getByRole("form", { name: "Planifier un rendez-vous" });
    await form.getByLabel("Dossier").selectOption({ label: (await form.getByRole("option", { name: label }).textContent())! });
    await form.getByLabel("Date").fill(day.toISODate()!);
    // After 21:00: a constat is warned about before it is planned (docs/decisions/3103).
    await form.getByLabel("Début").fill("21:30");
    await form.getByRole("button", { name: "Planifier sur cette plage" }).click();
  }

  await expect(page.getByRole("heading", { level: 1, name: "Planifier un rendez-vous" })).toBeVisible(NAVIGATION);
  await expect(page).toHaveURL(new RegExp(`/espace-pro/dossiers/${booked.demandId}/replanifier/\\d+\\?`));
  const start = javaScriptEnabled ? "15:00" : "21:30";
  const review = page.getByText(new RegExp(`^Rendez-vous le .* à ${start} jusqu'à`));
  await expect(review).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByText(LEGAL_HOURS_WARNING)).toHaveCount(0);
  else await expect(page.getByText(LEGAL_HOURS_WARNING)).toBeVisible();
  await page.getByRole("button", { name: "Planifier ce rendez-vous" }).click();
  await expect(page.getByText("Le rendez-vous est planifié. Le client en est informé.")).toBeVisible(NAVIGATION);

  const mail = await mailWithSubject(booked.customer.email, "Votre rendez-vous est planifié");
  const startAt = DateTime.fromISO(`${day.toISODate()}T${start}`, { zone: PARIS }).toISO()!;
  expect(calendarFileOf(mail).split("\r\n")).toContain(icsStart(startAt));
  // The meeting is confirmed, on the dossier's timeline, with its warning when it has one.
  const planned = await asBailiff(async (call) => (await call("GET", `/demands/${booked.demandId}`)) as PlatformDemand);
  expect(planned.meetings.find((meeting) => meeting.reportType.id === reportTypeId)).toMatchObject({ status: "validated" });
});

test("a customer whose request was declined chooses another slot from their dossier", async ({ page, loginAs }, testInfo) => {
  const booked: BookedDemand = await bookWithDemoBailiff(testInfo, "refuse", ahead(testInfo, 78));
  await asBailiff(async (call) => {
    const demand = (await call("GET", `/demands/${booked.demandId}`)) as PlatformDemand;
    const reasons = (await call("GET", "/refusal_types")) as { data: { id: number; value: string }[] };
    const unavailable = reasons.data.find((reason) => reason.value === "unavailable")!;
    await call("POST", `/bailiff/${demand.study.id}/meetings/${demand.meetings[0]!.id}/decline`, {
      refusal_type_id: unavailable.id,
      expected_status: "waiting",
    });
  });
  // The decline's e-mail promises the slot choice the dossier now offers.
  const declined = await mailWithSubject(booked.customer.email, "Votre demande de rendez-vous n'a pas pu être acceptée");
  expect(declined.body).toContain("Vous pouvez choisir un autre créneau depuis votre dossier");

  await loginAs(await sessionCookieFor(booked.customer.email, CUSTOMER_PASSWORD));
  await page.goto(`/dossier/${booked.demandId}`);
  const timeline = page.getByRole("region", { name: "Rendez-vous" });
  await expect(timeline).toContainText("Le professionnel n'a pas pu accepter ce créneau. Vous pouvez en choisir un autre.");
  await timeline.getByRole("link", { name: "Choisir un autre créneau" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choisir un autre créneau" })).toBeVisible(NAVIGATION);
  await page.goto(`${new URL(page.url()).pathname}?depuis=${workingDayIn(ahead(testInfo, 85)).toISODate()}`);
  const slot = await chooseFirstSlot(page);
  await page.getByRole("button", { name: "Confirmer ce créneau" }).click();
  await expect(page).toHaveURL(new RegExp(`/dossier/${booked.demandId}$`), NAVIGATION);
  await expect(page.getByText("Votre choix est transmis : le professionnel va confirmer ce créneau.")).toBeVisible();
  await expect(timeline.getByRole("link", { name: "Choisir un autre créneau" })).toHaveCount(0);

  const mail = await mailWithSubject(booked.customer.email, "Votre demande a bien été transmise");
  expect(calendarFileOf(mail).split("\r\n")).toContain(icsStart(slot.split("|")[0]!));
});
