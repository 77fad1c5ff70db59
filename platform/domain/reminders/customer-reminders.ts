// Sending the customers' reminders that are due, each by one instance only (decision 2004's claim):
// the row is taken with `FOR UPDATE SKIP LOCKED` and marked sent in the same transaction as its e-mail
// and SMS are written to the outbox, so a stop in between sends nothing and leaves it due, and two
// instances never both take it. At sending, the meeting must still be confirmed, on the date the row
// names and not started: a cancelled or re-dated one gets no reminder for that date (`dropped`); a
// re-dated one has a row of its own for its new date.
import type { PlatformDb } from "../../db/open-database";
import { appointmentCalendarFile } from "../../outbox/appointment-calendar-file";
import { customerReminder } from "../../outbox/reminder-messages";
import type { DomainContext } from "../context";
import { siteLink } from "../links";
import { countFailedAttempt, MAX_ATTEMPTS } from "./failed-attempts";
import { meetingFacts, meetingWithDemand, missingDocuments } from "./meeting-facts";
import { REMINDER_LINK_PATHS, signReminderLink, type ReminderLinkAction } from "./reminder-links";

/** What the reminder job works with: the domain's context and the key its links are signed with. */
export interface ReminderContext extends DomainContext {
  linkKey: Buffer;
}

async function claimNextCustomerReminder(trx: PlatformDb, now: Date) {
  return trx
    .updateTable("meeting_reminders")
    .set((eb) => ({ status: "sent", sent_at: now, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", (eb) =>
      eb
        .selectFrom("meeting_reminders")
        .select("id")
        .where("status", "=", "due")
        .where("attempts", "<", MAX_ATTEMPTS)
        .orderBy("id")
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

export function reminderLink(
  context: ReminderContext,
  action: ReminderLinkAction,
  meeting: { id: number; date_version: number; ends_at: Date },
) {
  const token = signReminderLink(context.linkKey, {
    action,
    meetingId: meeting.id,
    dateVersion: meeting.date_version,
    expiresAt: meeting.ends_at,
  });
  return siteLink(context.publicUrl, REMINDER_LINK_PATHS[action](token));
}

export type SendOutcome = "sent" | "dropped" | "none";

/**
 * Claims and sends the next due reminder. A failure rolls the claim back and counts an attempt, then
 * rethrows: the pass stops there and the row is tried again on a later pass.
 */
export async function sendNextCustomerReminder(context: ReminderContext): Promise<SendOutcome> {
  const now = context.now();
  let claimedId: number | undefined;
  try {
    return await context.db.transaction().execute(async (trx): Promise<SendOutcome> => {
      const reminder = await claimNextCustomerReminder(trx, now);
      if (!reminder) return "none";
      claimedId = reminder.id;
      const found = await meetingWithDemand(trx, reminder.meeting_id);
      const meeting = found?.meeting;
      const stillDue =
        meeting !== undefined &&
        meeting.status === "validated" &&
        meeting.date_version === reminder.date_version &&
        meeting.starts_at !== null &&
        meeting.ends_at !== null &&
        meeting.starts_at.getTime() > now.getTime();
      const facts = stillDue && found ? await meetingFacts(trx, context, found) : undefined;
      if (!facts || !meeting?.ends_at) {
        await trx
          .updateTable("meeting_reminders")
          .set({ status: "dropped", sent_at: null })
          .where("id", "=", reminder.id)
          .execute();
        return "dropped";
      }
      const dated = { id: meeting.id, date_version: meeting.date_version, ends_at: meeting.ends_at };
      const messages = customerReminder(
        facts.customer,
        {
          title: facts.title,
          when: facts.when,
          withWhom: facts.withWhom,
          place: facts.place,
          missingDocuments: await missingDocuments(trx, meeting, facts.demand),
          dossierLink: facts.dossierLink,
          confirmLink: reminderLink(context, "confirm_presence", dated),
          cancelLink: reminderLink(context, "cancel", dated),
        },
        appointmentCalendarFile(facts.appointment),
      );
      for (const message of messages) await context.outbox.enqueue(trx, message);
      return "sent";
    });
  } catch (error) {
    if (claimedId !== undefined) await countFailedAttempt(context.db, "meeting_reminders", claimedId);
    throw error;
  }
}
