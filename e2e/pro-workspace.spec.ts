// The professional workspace, in both projects (JavaScript disabled and enabled): a customer
// books the demo bailiff; the bailiff signs in, finds the demand on the dashboard and confirms it; the
// customer's dossier shows it confirmed and the outbox holds the e-mail with its .ics. Then a new date
// and completion, a decline with a reason, a cancellation with notice: each visible to the customer.
// Every professional page visited is checked by axe (e2e/fixtures.ts).
import type { Page } from "@playwright/test";
import { DateTime } from "luxon";
import { expect, inOneProjectOnly, test, type SessionCookie } from "./fixtures";
import { readOutbox } from "./support/account-outbox";
import { CUSTOMER_PASSWORD } from "./support/account-customers";
import { sessionCookieFor } from "./support/account-session";
import { bookWithDemoBailiff, DEMO_BAILIFF_EMAIL, type BookedDemand } from "./support/pro-booking";
import { startMeeting } from "./support/workday-seed";

test.describe.configure({ timeout: 240_000 });

/** A post, its redirect and the next page's loader call the platform several times. */
const NAVIGATION = { timeout: 30_000 };

interface OutboxMail {
  channel: string;
  subject: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The e-mail to `to` with this subject (waits for the outbox a few seconds). */
async function mailWithSubject(to: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await readOutbox(to)) as unknown as OutboxMail[];
        found = messages.find((message) => message.channel === "mail" && message.subject === subject);
        return Boolean(found);
      },
      { message: `an e-mail « ${subject} » to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

function calendarFile(mail: OutboxMail): string {
  const ics = mail.attachments?.find((attachment) => attachment.filename.endsWith(".ics"));
  expect(ics, "an .ics attachment").toBeTruthy();
  // Attachments travel as text or base64, as the outbox stored them.
  return ics!.content.includes("BEGIN:VCALENDAR") ? ics!.content : Buffer.from(ics!.content, "base64").toString("utf8");
}

class Actors {
  constructor(
    private readonly page: Page,
    private readonly loginAs: (cookie: SessionCookie) => Promise<void>,
    private readonly bailiff: SessionCookie,
    private readonly customer: SessionCookie,
  ) {}

  async asBailiff() {
    await this.loginAs(this.bailiff);
  }

  /** The customer's dossier shows the meeting with this status; then back to the bailiff. */
  async customerSees(demandId: number, status: string, more?: string) {
    await this.loginAs(this.customer);
    await this.page.goto(`/dossier/${demandId}`);
    const timeline = this.page.getByRole("region", { name: "Rendez-vous" });
    await expect(timeline.getByText(status, { exact: true })).toBeVisible();
    if (more) await expect(timeline).toContainText(more);
    await this.loginAs(this.bailiff);
  }
}

async function actorsFor(page: Page, loginAs: (cookie: SessionCookie) => Promise<void>, booked: BookedDemand) {
  const [bailiff, customer] = await Promise.all([
    sessionCookieFor(DEMO_BAILIFF_EMAIL),
    sessionCookieFor(booked.customer.email, CUSTOMER_PASSWORD),
  ]);
  const actors = new Actors(page, loginAs, bailiff, customer);
  await actors.asBailiff();
  return actors;
}

function meetingStatus(page: Page) {
  return page.getByRole("list", { name: "Statut et participants" }).first();
}

async function confirmFirstSlot(page: Page) {
  await page.getByRole("group", { name: "Choisissez le créneau à confirmer" }).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Confirmer ce créneau" }).click();
  await expect(meetingStatus(page).getByText("Confirmé", { exact: true })).toBeVisible(NAVIGATION);
}

/** Chooses the first reason in the GET step, checks its message is shown, and answers the page. */
async function chooseFirstReason(page: Page) {
  await page.getByLabel("Motif").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Choisir ce motif" }).click();
  await expect(page.getByText("Le client recevra ce message :")).toBeVisible(NAVIGATION);
}

test("the bailiff finds a new demand on the dashboard, confirms it, gives it a new date and completes it; the customer sees each step", async ({
  page,
  loginAs,
  expectStatus,
}, testInfo) => {
  // A date in the past answers 400 (the form again, with the message next to the field).
  expectStatus(400);
  const booked = await bookWithDemoBailiff(testInfo, "confirme", testInfo.project.name === "js" ? 8 : 15);
  const actors = await actorsFor(page, loginAs, booked);
  const customerName = `${booked.customer.firstname} ${booked.customer.lastname}`;

  await test.step("the user menu leads to the workspace; the demand is on the dashboard", async () => {
    await page.goto("/");
    await page.getByText("Mon compte").click();
    await page.getByRole("link", { name: "Espace professionnel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible(NAVIGATION);
    await expect(page.getByText("Étude : Étude Dupont & Associés")).toBeVisible();
    // The pending meetings are paged, soonest proposed slot first: walk the pages to this customer's. Other
    // tests confirm meetings meanwhile, which moves the later ones a page back: past the last page without
    // finding it, walk again from the first.
    const dashboard = page.url();
    const open = page.getByRole("link", { name: `Ouvrir le dossier d'${customerName}` });
    const next = page
      .getByRole("navigation", { name: "Pages des rendez-vous à confirmer" })
      .getByRole("link", { name: "Page suivante" });
    for (let walked = 0; (await open.count()) === 0 && walked < 60; walked++) {
      const from = page.url();
      if ((await next.count()) === 0) await page.goto(dashboard);
      else await Promise.all([page.waitForURL((url) => url.href !== from, NAVIGATION), next.click()]);
    }
    await open.first().click();
    await page.waitForURL(new RegExp(`/espace-pro/dossiers/${booked.demandId}$`), NAVIGATION);
    await expect(page.getByRole("region", { name: "Client" })).toContainText(booked.customer.email);
  });

  await test.step("confirm on the proposed slot: the customer's dossier says confirmed, the e-mail carries the .ics", async () => {
    await expect(page.getByRole("button", { name: "Marquer comme terminé" })).toHaveCount(0);
    await confirmFirstSlot(page);
    const mail = await mailWithSubject(booked.customer.email, "Votre rendez-vous est confirmé");
    expect(calendarFile(mail)).toContain("BEGIN:VEVENT");
    await actors.customerSees(booked.demandId, "Confirmé");
  });

  await test.step("a date in the past is refused next to the field, the typed date kept; a new date is saved", async () => {
    await page.goto(`/espace-pro/dossiers/${booked.demandId}`);
    await page.getByRole("link", { name: "Modifier la date" }).click();
    const field = page.getByLabel("Date et heure (JJ/MM/AAAA HH:mm)");
    await field.fill("01/01/2020 10:00");
    await page.getByRole("button", { name: "Enregistrer la nouvelle date" }).click();
    await expect(page.getByText("La date ne peut pas être dans le passé.")).toBeVisible(NAVIGATION);
    await expect(field).toHaveValue("01/01/2020 10:00");

    const offset = testInfo.project.name === "js" ? 120 : 150;
    const newDate = DateTime.now()
      .setZone("Europe/Paris")
      .plus({ days: offset + Math.floor(Math.random() * 25) })
      .set({
        hour: 7,
        minute: Math.floor(Math.random() * 50),
      });
    await field.fill(newDate.toFormat("dd/MM/yyyy HH:mm"));
    await page.getByRole("button", { name: "Enregistrer la nouvelle date" }).click();
    // A Sunday or a public holiday is outside legal hours: the warning asks to confirm first (decision 3103).
    const saved = page.getByRole("region", { name: "Rendez-vous" }).getByText(`à ${newDate.toFormat("HH:mm")}`);
    const confirmAnyway = page.getByRole("button", { name: "Confirmer cette date malgré l'avertissement" });
    await expect(saved.or(confirmAnyway).first()).toBeVisible(NAVIGATION);
    if (await confirmAnyway.isVisible()) await confirmAnyway.click();
    await expect(page.getByRole("region", { name: "Rendez-vous" })).toContainText(`à ${newDate.toFormat("HH:mm")}`, NAVIGATION);
    await mailWithSubject(booked.customer.email, "Votre rendez-vous a une nouvelle date");
    await actors.customerSees(booked.demandId, "Confirmé", `à ${newDate.toFormat("HH:mm")}`);
  });

  await test.step("complete, once the meeting has started: the customer sees it done", async () => {
    await page.goto(`/espace-pro/dossiers/${booked.demandId}`);
    await expect(page.getByRole("button", { name: "Marquer comme terminé" })).toHaveCount(0);
    await startMeeting(booked.demandId);
    await page.goto(`/espace-pro/dossiers/${booked.demandId}`);
    await page.getByRole("button", { name: "Marquer comme terminé" }).click();
    await expect(meetingStatus(page).getByText("Terminé", { exact: true })).toBeVisible(NAVIGATION);
    await actors.customerSees(booked.demandId, "Terminé");
  });

  await test.step("the study's demands list finds it by the customer's name", async () => {
    await page.goto("/espace-pro/dossiers");
    await page.getByLabel("Nom du client").fill(booked.customer.lastname);
    await page.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL(/nom=/, NAVIGATION);
    await expect(page.getByText("1 dossier(s)")).toBeVisible();
  });

  await test.step("and by first name then last name, typed without accents or capitals (decision 3720)", async () => {
    const typed = customerName.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    await page.goto("/espace-pro/dossiers");
    await page.getByLabel("Nom du client").fill(typed);
    await page.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL(/nom=/, NAVIGATION);
    await expect(page.getByLabel("Nom du client")).toHaveValue(typed);
    await expect(page.getByText("1 dossier(s)")).toBeVisible();
  });
});

test("the bailiff declines a demand with a reason whose message is shown first; the customer sees it refused", async ({
  page,
  loginAs,
}, testInfo) => {
  // The demand page with JavaScript is walked by the first test; the decline is plain form posts.
  inOneProjectOnly("plain form posts; the demand page with JavaScript is covered by the first test");
  const booked = await bookWithDemoBailiff(testInfo, "refus", testInfo.project.name === "js" ? 22 : 29);
  const actors = await actorsFor(page, loginAs, booked);
  await page.goto(`/espace-pro/dossiers/${booked.demandId}`);
  await page.getByRole("link", { name: "Refuser" }).click();
  await chooseFirstReason(page);
  await page.getByRole("button", { name: "Confirmer le refus" }).click();
  await expect(meetingStatus(page).getByText("Refusé", { exact: true })).toBeVisible(NAVIGATION);
  await mailWithSubject(booked.customer.email, "Votre demande de rendez-vous n'a pas pu être acceptée");
  await actors.customerSees(booked.demandId, "Refusé");
});

test("the bailiff cancels a confirmed meeting and notifies the customer with a reason; the customer sees it cancelled", async ({
  page,
  loginAs,
}, testInfo) => {
  inOneProjectOnly("plain form posts; the demand page with JavaScript is covered by the first test");
  const booked = await bookWithDemoBailiff(testInfo, "annule", testInfo.project.name === "js" ? 36 : 43);
  const actors = await actorsFor(page, loginAs, booked);
  await page.goto(`/espace-pro/dossiers/${booked.demandId}`);
  await confirmFirstSlot(page);
  await page.getByRole("link", { name: "Annuler le rendez-vous" }).click();
  await expect(page.getByRole("button", { name: "Annuler sans prévenir" })).toBeVisible(NAVIGATION);
  await page.getByRole("link", { name: "Prévenir le client" }).click();
  await chooseFirstReason(page);
  await page.getByRole("button", { name: "Annuler et prévenir le client" }).click();
  await expect(meetingStatus(page).getByText("Annulé", { exact: true })).toBeVisible(NAVIGATION);
  const mail = await mailWithSubject(booked.customer.email, "Votre rendez-vous est annulé");
  expect(calendarFile(mail)).toContain("METHOD:CANCEL");
  await actors.customerSees(booked.demandId, "Annulé");
});
