// Sending the customers' reminders that are due, each by one instance only (reminder-claims.ts): the
// e-mail with the meeting's calendar file, and an SMS with a phone. At sending, the meeting must still be
// confirmed, on the date the row names and not started: a cancelled or re-dated one gets no reminder for
// that date (`dropped`); a re-dated one has a row of its own for its new date.
import { appointmentCalendarFile } from "../../outbox/appointment-calendar-file";
import { customerReminder } from "../../outbox/reminder-messages";
import type { DomainContext } from "../context";
import { siteLink } from "../links";
import { meetingFacts, missingDocuments } from "./meeting-facts";
import { sendNextDue, type SendOutcome } from "./reminder-claims";
import { REMINDER_LINK_PATHS, signReminderLink, type ReminderLinkAction } from "./reminder-links";
import { findMeetingWithDemand } from "../meetings/meeting-repository";

/** What the reminder job works with: the domain's context and the key its links are signed with. */
export interface ReminderContext extends DomainContext {
  linkKey: Buffer;
}

function reminderLink(
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

/** Claims and sends the next due reminder (reminder-claims.ts): "none" when none is due. */
export function sendNextCustomerReminder(context: ReminderContext): Promise<SendOutcome> {
  return sendNextDue(context, "meeting_reminders", async (trx, reminder, now) => {
    const found = await findMeetingWithDemand(trx, reminder.meeting_id);
    const meeting = found?.meeting;
    const stillDue =
      meeting !== undefined &&
      meeting.status === "validated" &&
      meeting.date_version === reminder.date_version &&
      meeting.starts_at !== null &&
      meeting.ends_at !== null &&
      meeting.starts_at.getTime() > now.getTime();
    const facts = stillDue && found ? await meetingFacts(trx, context, found) : undefined;
    if (!facts || !meeting?.ends_at || !meeting.starts_at) return "dropped";
    const dated = { id: meeting.id, date_version: meeting.date_version, ends_at: meeting.ends_at };
    const messages = customerReminder(
      facts.customer,
      {
        title: facts.title,
        when: facts.when,
        startsAt: meeting.starts_at,
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
}
