// Several instances run the reminder job on one database: each due reminder and each morning summary is
// sent once, whether two instances run a pass at the same moment or an instance runs again after a
// restart (decision 2004's claim, docs/decisions/3001). On PGlite and on PostgreSQL (a schema of its own
// made by createTestSchema, two connection pools).
import { expect, it } from "vitest";
import { describeWithTwoInstances } from "../../test-support/two-instances";
import { confirmedMeeting, messagesTo, reminderContext } from "../../test-support/reminder-meetings";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { parisDayBounds } from "~common/paris-time";
import { runReminderPass } from "./reminder-job";

const HOUR = 3_600_000;

describeWithTwoInstances("reminders across instances", (instances) => {
  it("sends each due reminder and the day's summary once when two instances run their passes at the same time", async () => {
    const { first, second } = instances();
    // 08:00 in Paris on a day of its own, far from the seeded agenda: the summary time (07:30) has passed.
    const now = new Date(parisDayBounds("2031-03-11").start.getTime() + 8 * HOUR);
    const booked = [];
    for (let index = 0; index < 6; index++) {
      booked.push(
        await confirmedMeeting(first, {
          startsAt: new Date(now.getTime() + (index + 1) * HOUR),
          minutes: 45,
          phone: index % 2 === 0 ? `+3361234567${index}` : null,
        }),
      );
    }
    const one = reminderContext(first, () => now);
    const other = reminderContext(second, () => now);

    const passes = await Promise.all([
      runReminderPass(one),
      runReminderPass(other),
      runReminderPass(one),
      runReminderPass(other),
    ]);
    expect(passes.reduce((sum, pass) => sum + pass.reminders, 0)).toBe(6);
    expect(passes.reduce((sum, pass) => sum + pass.summaries, 0)).toBe(1);
    // A restart: the job runs again later the same morning, on either instance, and sends nothing more.
    const later = reminderContext(second, () => new Date(now.getTime() + 10 * 60_000));
    expect(await runReminderPass(later)).toEqual({ reminders: 0, summaries: 0 });

    for (const { customer, meeting } of booked) {
      const sent = await messagesTo(first, [customer.email, ...(customer.phone ? [customer.phone] : [])]);
      expect(sent.filter((message) => message.channel === "mail").map((message) => message.subject)).toEqual([
        expect.stringMatching(/^Rappel : votre rendez-vous du mardi 11 mars 2031 à \d\d:00$/),
      ]);
      expect(sent.filter((message) => message.channel === "sms")).toHaveLength(customer.phone ? 1 : 0);
      const rows = await first.selectFrom("meeting_reminders").selectAll().where("meeting_id", "=", meeting.id).execute();
      expect(rows.map((row) => [row.status, row.date_version, row.attempts])).toEqual([["sent", 1, 1]]);
    }
    const summaries = (await messagesTo(first, [DEMO_EMAILS.bailiff])).filter((message) =>
      message.subject.startsWith("Vos rendez-vous du mardi 11 mars 2031"),
    );
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.body).toContain("Vos 6 rendez-vous confirmés du mardi 11 mars 2031 (Étude Dupont & Associés)");
    for (const { customer } of booked) expect(summaries[0]!.body).toContain(`${customer.firstname} ${customer.lastname}`);
  });
});
