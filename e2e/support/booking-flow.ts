// Steps of the main booking wizard shared by e2e/booking.spec.ts: the address field (the search
// submit and its radios without JavaScript, the combobox with it), the choice of a slot on a card,
// the registration inside the flow, the confirmation, and checks against the platform's API.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { PLATFORM_CLIENT } from "./platform-client";

export const LYON = { term: "Lyon", label: "Lyon (69001)" };
export const NEW_CUSTOMER_PASSWORD = "Reservation-2026!";
/** A step's post, its redirect and the next page's loader call the platform several times. */
export const NAVIGATION_TIMEOUT = 30_000;

export function uniqueEmail(label: string, project: string): string {
  return `${label}-${project}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@exemple.test`;
}

/** With JavaScript, wait until the page is hydrated (the combobox exists only then). */
export async function settled(page: Page, javaScriptEnabled: boolean): Promise<void> {
  if (javaScriptEnabled) await page.waitForLoadState("networkidle");
}

/** An on-site general constat: PRESTATION → REPORT_TYPE_PARENT → REPORT_TYPE, each its own page and post. */
export async function answerOnSiteChoices(page: Page): Promise<void> {
  await page.getByRole("radio", { name: "Un constat sur place" }).check();
  await page.getByRole("button", { name: "Continuer" }).click();
  await page.waitForURL(/\/reservation\/categorie$/, { timeout: NAVIGATION_TIMEOUT });
  await page.getByRole("radio", { name: "Constat général" }).check();
  await page.getByRole("button", { name: "Continuer" }).click();
  await page.waitForURL(/\/reservation\/prestation$/, { timeout: NAVIGATION_TIMEOUT });
  await page.getByRole("radio", { name: "Constat de commissaire de justice" }).check();
  await page.getByRole("button", { name: "Continuer" }).click();
  await page.waitForURL(/\/reservation\/adresse$/, { timeout: NAVIGATION_TIMEOUT });
}

/** Chooses an address from the suggestions, as each kind of visitor does, then submits the form. */
export async function chooseAddress(page: Page, javaScriptEnabled: boolean, submitLabel: string, address = LYON): Promise<void> {
  await settled(page, javaScriptEnabled);
  if (javaScriptEnabled) {
    const combobox = page.getByRole("combobox", { name: "Adresse du constat" });
    await combobox.pressSequentially(address.term, { delay: 40 });
    await page.getByRole("option", { name: address.label, exact: true }).click();
    await expect(combobox).toHaveValue(address.label);
  } else {
    await page.getByRole("textbox", { name: "Adresse du constat" }).fill(address.term);
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await page.getByRole("radio", { name: address.label, exact: true }).check();
  }
  await page.getByRole("button", { name: submitLabel }).click();
  await page.waitForURL(/\/reservation\/professionnel/, { timeout: NAVIGATION_TIMEOUT });
}

/** The cards that offer slots, leaving out the demo study (booking v2's tests book there). */
export function cardsWithSlots(page: Page): Locator {
  return page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: /^Choisir le créneau du / }) })
    .filter({ hasNotText: "Dupont" });
}

export interface ChosenSlot {
  /** "start|end" */
  value: string;
  /** The card's id ("professionnel-{bailiffId}-{studyId}"). */
  cardId: string;
}

/** Clicks the first slot of the `index`-th card offering slots; answers the slot and its card. */
export async function chooseFirstSlotOfCard(page: Page, index: number): Promise<ChosenSlot> {
  const card = cardsWithSlots(page).nth(index);
  const cardId = (await card.getAttribute("id"))!;
  const button = card.getByRole("button", { name: /^Choisir le créneau du / }).first();
  const value = await button.getAttribute("value");
  expect(value, "the slot button carries its slot").toMatch(/\|/);
  await button.click();
  await page.waitForURL(/\/reservation\/(compte|confirmation)$/, { timeout: NAVIGATION_TIMEOUT });
  return { value: value!, cardId };
}

/** Clicks the very slot `slot` on the same professional's card. */
export async function chooseSameSlot(page: Page, slot: ChosenSlot): Promise<void> {
  await page.locator(`#${slot.cardId}`).locator(`button[name="slot"][value="${slot.value}"]`).click();
  await page.waitForURL(/\/reservation\/(compte|confirmation)$/, { timeout: NAVIGATION_TIMEOUT });
}

export interface NewCustomer {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

export function newCustomer(label: string, project: string, phone = "06 12 34 56 78"): NewCustomer {
  return { firstname: "Camille", lastname: "Lefèvre", email: uniqueEmail(label, project), phone };
}

/** From the account step: 'Créer mon compte', the form, and on to the confirmation. */
export async function registerInFlow(page: Page, customer: NewCustomer): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Connectez-vous pour finaliser votre demande" })).toBeVisible();
  await page.getByRole("link", { name: "Créer mon compte" }).click();
  await page.waitForURL(/\/reservation\/inscription$/, { timeout: NAVIGATION_TIMEOUT });
  await page.getByRole("textbox", { name: "Prénom" }).fill(customer.firstname);
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill(customer.lastname);
  await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(customer.email);
  await page.getByRole("textbox", { name: "Téléphone" }).fill(customer.phone);
  await page.getByLabel("Mot de passe", { exact: true }).fill(NEW_CUSTOMER_PASSWORD);
  await page.getByRole("checkbox", { name: /J'accepte les conditions générales d'utilisation/ }).check();
  await page.getByRole("button", { name: "Créer mon compte et continuer" }).click();
  await page.waitForURL(/\/reservation\/confirmation$/, { timeout: NAVIGATION_TIMEOUT });
  await expect(page.getByRole("heading", { level: 1, name: "Vérifiez et confirmez votre demande" })).toBeVisible();
}

/** Types the need and confirms; answers the dossier link of the confirmation page. */
export async function confirmWithNeed(page: Page, need: string): Promise<string> {
  await page.getByRole("textbox", { name: "Quel est votre besoin ?" }).fill(need);
  await page.getByRole("button", { name: "Confirmer ma demande" }).click();
  await page.waitForURL(/\/reservation\/demande-envoyee$/, { timeout: NAVIGATION_TIMEOUT });
  await expect(page.getByRole("heading", { level: 1, name: "Votre demande a bien été transmise" })).toBeVisible();
  const href = await page.getByRole("link", { name: "Suivre mon dossier" }).getAttribute("href");
  expect(href).toMatch(/^\/dossier\/\d+$/);
  return href!;
}

/** "lundi 23 novembre à 10:30", as the summary writes a slot (Europe/Paris). */
export function summaryDate(slotValue: string): string {
  const start = new Date(slotValue.split("|")[0]!);
  const day = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", weekday: "long", month: "long" }).formatToParts(start);
  const dayOfMonth = Number(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "numeric" }).format(start));
  const time = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }).format(start);
  const weekday = day.find((part) => part.type === "weekday")!.value;
  const month = day.find((part) => part.type === "month")!.value;
  return `${weekday} ${dayOfMonth === 1 ? "1er" : dayOfMonth} ${month} à ${time}`;
}

/** The customer's demands as the platform answers them (password grant, then /api/users/demands). */
export async function platformDemandsOf(
  request: APIRequestContext,
  email: string,
): Promise<
  Array<{ id: number; route_token: string; meetings: Array<{ slots: Array<{ start_date: string; end_date: string }> }> }>
> {
  const token = await request.post("/_platform/oauth/token", {
    form: { grant_type: "password", scope: "*", username: email, password: NEW_CUSTOMER_PASSWORD, ...PLATFORM_CLIENT },
  });
  expect(token.ok(), "the new customer can sign in on the platform").toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  const demands = await request.get("/_platform/api/users/demands", { headers: { authorization: `Bearer ${access_token}` } });
  expect(demands.ok()).toBe(true);
  return ((await demands.json()) as { data: Awaited<ReturnType<typeof platformDemandsOf>> }).data;
}

/** Checks the customer has exactly one demand, whose meeting holds exactly the chosen slot. */
export async function expectBookedOnPlatform(
  request: APIRequestContext,
  email: string,
  slotValue: string,
  dossierHref: string,
): Promise<void> {
  const demands = await platformDemandsOf(request, email);
  expect(demands).toHaveLength(1);
  const [start, end] = slotValue.split("|");
  expect(`/dossier/${demands[0]!.id}`).toBe(dossierHref);
  const slots = demands[0]!.meetings.flatMap((meeting) => meeting.slots);
  expect(slots).toHaveLength(1);
  expect(Date.parse(slots[0]!.start_date)).toBe(Date.parse(start!));
  expect(Date.parse(slots[0]!.end_date)).toBe(Date.parse(end!));
}

export interface OutboxMail {
  subject: string;
  body: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

/** The outbox e-mails sent to `email`, with their attached files (the platform serves them to e2e runs only). */
export async function outboxFor(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const response = await request.get(`/_platform/api/_test/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

/** The start of a slot value as an iCalendar file writes it with TZID=Europe/Paris: "20261123T083000". */
export function icsParisStart(slotValue: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(slotValue.split("|")[0]!));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part("year")}${part("month")}${part("day")}T${part("hour")}${part("minute")}${part("second")}`;
}
