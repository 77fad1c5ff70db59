// Reminders before meetings: a customer's confirmed meeting is reminded (the job's pass run
// through the test-only route, as if an hour before), the customer opens « Je confirme ma présence » from
// the e-mail read in the outbox, without signing in, and the bailiff's dashboard says « Présence
// confirmée » on that meeting; « Je ne pourrai pas venir » opens a page whose form, not the link, cancels
// it. Sending once, re-dated and cancelled meetings, and the refused links are Vitest's
// (platform/domain/reminders/, platform/http/routes/meeting-reminder-links.test.ts).
import { expect, inOneProjectOnly, test, ZERO_JS_PAGES } from "./fixtures";
import { signInByCookie } from "./support/account-session";
import { bookWithDemoBailiff, DEMO_BAILIFF_EMAIL } from "./support/pro-booking";
import { reminderLink, reminderOf } from "./support/reminder-seed";
import { confirmMeeting } from "./support/workday-seed";

test.describe.configure({ timeout: 90_000 });

test("a customer confirms presence from the reminder e-mail and the bailiff's dashboard shows it", async ({ page }, testInfo) => {
  // Within the dashboard's seven days, a day apart per project.
  const booked = await bookWithDemoBailiff(testInfo, "presence", testInfo.project.name === "js" ? 2 : 1);
  await confirmMeeting(booked.demandId);
  const reminder = await reminderOf(booked.demandId, booked.customer.email);
  expect(reminder.subject).toMatch(/^Rappel : votre rendez-vous du \S+ \d{1,2} \S+ \d{4} à \d\d:\d\d$/);

  await page.goto(reminderLink(reminder, "Je confirme ma présence"));
  await expect(page.getByRole("heading", { level: 1, name: "Votre présence est confirmée" })).toBeVisible();
  await expect(page.getByText("Merci : Maître Dupont sait que vous serez là.")).toBeVisible();

  await signInByCookie(page, DEMO_BAILIFF_EMAIL);
  await page.goto("/espace-pro");
  const meeting = page
    .getByRole("region", { name: "Prochains rendez-vous confirmés (7 jours)" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(booked.customer.lastname) }) });
  await expect(meeting.getByText("Présence confirmée", { exact: true })).toBeVisible();
});

test("« Je ne pourrai pas venir » opens a page whose button, not the link, cancels the meeting", async ({ page }, testInfo) => {
  inOneProjectOnly(ZERO_JS_PAGES);
  const booked = await bookWithDemoBailiff(testInfo, "absence", 3);
  await confirmMeeting(booked.demandId);
  const cancelLink = reminderLink(await reminderOf(booked.demandId, booked.customer.email), "Je ne pourrai pas venir");

  await page.goto(cancelLink);
  await expect(page.getByRole("heading", { level: 1, name: "Vous ne pourrez pas venir ?" })).toBeVisible();
  // Opened again, the link has still cancelled nothing.
  await page.goto(cancelLink);
  await page.getByRole("button", { name: "Annuler mon rendez-vous" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ce rendez-vous est annulé" })).toBeVisible();
  await expect(page.getByText("Votre rendez-vous est annulé.")).toBeVisible();
});
