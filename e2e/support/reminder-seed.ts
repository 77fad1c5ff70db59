// The reminder of a confirmed meeting, without waiting for the day before: the e2e server runs the
// reminder job's pass an hour before the meeting (the test-only route that exists with
// PLATFORM_EXPOSE_OUTBOX), then the customer's reminder e-mail is read from the outbox.
import { expect, request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { readOutbox, type OutboxMessage } from "./account-outbox";
import { DEMO_PASSWORD } from "./account-session";
import { DEMO_BAILIFF_EMAIL, tokenFor } from "./pro-booking";

/** Runs the reminder pass as if an hour before the demand's first meeting; answers its reminder e-mail to `email`. */
export async function reminderOf(demandId: number, email: string): Promise<OutboxMessage> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const token = await tokenFor(api, DEMO_BAILIFF_EMAIL, DEMO_PASSWORD);
    const demand = (await (
      await api.get(`/_platform/api/demands/${demandId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { meetings: { start_date: string }[] };
    const at = new Date(Date.parse(demand.meetings[0]!.start_date) - 3_600_000).toISOString();
    const run = await api.post("/_platform/api/_test/reminders/run", { data: { at } });
    expect(run.ok(), `reminder pass: ${run.status()} ${await run.text()}`).toBe(true);
  } finally {
    await api.dispose();
  }
  const reminder = (await readOutbox(email)).find(
    (message) => message.channel === "mail" && message.subject.startsWith("Rappel :"),
  );
  expect(reminder, `a reminder e-mail to ${email}`).toBeTruthy();
  return reminder!;
}

/** The link of the reminder's line that starts with `label` (« Je confirme ma présence », « Je ne pourrai pas venir »). */
export function reminderLink(reminder: OutboxMessage, label: string): string {
  const line = reminder.body.split("\n").find((candidate) => candidate.startsWith(`${label} : `));
  expect(line, `the line « ${label} » of the reminder`).toBeTruthy();
  return line!.slice(label.length + 3).trim();
}
