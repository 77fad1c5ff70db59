// The demand's appointment as the customer's calendar should hold it now, for the site's « Ajouter à mon
// agenda »: the very event the e-mails carry (the same UID, SUMMARY and texts, built by the same
// function), at the meeting's current version as SEQUENCE, so a download after a new date or a
// cancellation replaces the event instead of bringing the old one back.
import type { OutboxAttachment } from "../../db/schema";
import { appointmentCalendarFile, appointmentCancellationFile } from "../../outbox/appointment-calendar-file";
import type { DomainContext } from "../context";
import { noticeFor } from "../meetings/customer-notices";
import type { Actor } from "../roles";
import { readDemand } from "./demand-access";
import { firstMeetingOfDemand } from "../meetings/meeting-repository";

/** Null while the demand's first meeting has no date: nothing to put in a calendar yet. */
export async function demandCalendarFile(context: DomainContext, actor: Actor, demandId: number): Promise<OutboxAttachment | null> {
  const { db } = context;
  const demand = await readDemand(db, actor, demandId);
  // The demand's first meeting is the booking's event (customer-notices.ts names the others' UIDs).
  const meeting = await firstMeetingOfDemand(db, demand.id);
  if (!meeting) return null;
  const { appointment } = await noticeFor(db, context, { meeting, demand });
  if (!appointment) return null;
  const gone = meeting.status === "canceled" || meeting.status === "refused";
  return gone ? appointmentCancellationFile(appointment) : appointmentCalendarFile(appointment);
}
