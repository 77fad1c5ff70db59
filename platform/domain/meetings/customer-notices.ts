// What the customer hears when the professional's side acts on their meeting: an e-mail for
// a confirmation, a new date, a planning, a decline and a cancellation with notice; by SMS too, when they
// have a phone, the decline (in the e-mail's words, docs/decisions/3102) and the cancellation (the refusal
// type's text). When the customer chooses a slot themselves, the same e-mail as a booking's. Confirmation and new date carry the appointment's .ics with the
// UID of the file they already hold and the meeting's version as SEQUENCE (higher at every change), a
// cancellation a METHOD:CANCEL one. Written in the action's transaction: a refused action sends nothing.
import type { PlatformDb } from "../../db/open-database";
import type { RefusalTypeRow } from "../../db/schema";
import {
  addedMeetingUid,
  appointmentCalendarFile,
  appointmentCancellationFile,
  demandAppointmentUid,
  type Appointment,
} from "../../outbox/appointment-calendar-file";
import { messages } from "../../outbox/messages";
import type { DomainContext } from "../context";
import { formatMessageDate } from "~common/paris-time";
import { siteLink } from "../links";
import type { MeetingInStudy } from "./meeting-in-study";

interface Notice {
  customer: { email: string; phone: string | null };
  title: string;
  link: string;
  /** The appointment as its calendar file describes it; null while the meeting has no date. */
  appointment: (Appointment & { update: NonNullable<Appointment["update"]> }) | null;
}

export async function noticeFor(trx: PlatformDb, context: DomainContext, { meeting, demand }: MeetingInStudy): Promise<Notice> {
  const [customer, study, reportType, professional, firstMeeting] = await Promise.all([
    trx.selectFrom("users").select(["email", "phone"]).where("id", "=", meeting.user_id).executeTakeFirstOrThrow(),
    trx.selectFrom("studies").select(["name", "full_address"]).where("id", "=", demand.study_id).executeTakeFirstOrThrow(),
    trx.selectFrom("report_types").select("name").where("id", "=", meeting.report_type_id).executeTakeFirstOrThrow(),
    meeting.bailiff_id === null
      ? Promise.resolve(undefined)
      : trx.selectFrom("users").select("lastname").where("id", "=", meeting.bailiff_id).executeTakeFirst(),
    trx.selectFrom("meetings").select("id").where("demand_id", "=", demand.id).orderBy("id").limit(1).executeTakeFirstOrThrow(),
  ]);
  const link = siteLink(context.publicUrl, `/dossier/${demand.id}`);
  // The demand's first meeting is the event of the booking e-mail and of the site's download.
  const uid =
    firstMeeting.id === meeting.id
      ? demandAppointmentUid(demand.id, demand.route_token, context.publicUrl)
      : addedMeetingUid(meeting.id, meeting.route_token, context.publicUrl);
  const appointment =
    meeting.starts_at && meeting.ends_at
      ? {
          demandId: demand.id,
          routeToken: demand.route_token,
          publicUrl: context.publicUrl,
          dossierLink: link,
          reportTypeName: reportType.name,
          study: { name: study.name, fullAddress: study.full_address },
          professional: professional ?? null,
          meetingType: demand.meeting_type,
          isVisio: meeting.has_visio,
          address: demand.address,
          start: meeting.starts_at,
          end: meeting.ends_at,
          stamp: context.now(),
          // Confirmed once the professional has; until then a requested slot, as the booking's own file says.
          update: { uid, sequence: meeting.version, status: meeting.status === "validated" ? ("CONFIRMED" as const) : ("TENTATIVE" as const) },
        }
      : null;
  return { customer, title: demand.title ?? reportType.name, link, appointment };
}

/**
 * The meeting got a date: confirmed, moved, or planned by the professional, or chosen by the customer
 * (then waiting for the professional's confirmation, as a booking). The e-mail carries the updated .ics.
 */
export async function tellCustomerOfDate(
  trx: PlatformDb,
  context: DomainContext,
  changed: MeetingInStudy,
  kind: "confirmed" | "rescheduled" | "planned" | "requested",
): Promise<void> {
  const notice = await noticeFor(trx, context, changed);
  if (!notice.appointment) return;
  const when = formatMessageDate(notice.appointment.start.getTime());
  const file = appointmentCalendarFile(notice.appointment);
  const { email } = notice.customer;
  const visit = changed.meeting.has_visio ? null : changed.demand.address;
  const message =
    kind === "requested"
      ? messages.demandReceived(email, notice.title, when, notice.link, file, visit)
      : { confirmed: messages.meetingConfirmed, rescheduled: messages.meetingRescheduled, planned: messages.meetingPlanned }[
          kind
        ](email, notice.title, when, notice.link, file);
  await context.outbox.enqueue(trx, message);
}

/** Declined, or cancelled with notice: the reason by e-mail, the refusal type's SMS, and for a dated
 * cancellation the .ics that removes the event. */
export async function tellCustomerOfRefusal(
  trx: PlatformDb,
  context: DomainContext,
  changed: MeetingInStudy,
  refusal: RefusalTypeRow,
  kind: "declined" | "canceled",
): Promise<void> {
  const notice = await noticeFor(trx, context, changed);
  const reason = refusal.message ?? refusal.title;
  const mail =
    kind === "declined"
      ? messages.meetingDeclined(notice.customer.email, notice.title, reason, notice.link)
      : messages.meetingCanceled(
          notice.customer.email,
          notice.title,
          reason,
          notice.link,
          notice.appointment ? appointmentCancellationFile(notice.appointment) : null,
        );
  await context.outbox.enqueue(trx, mail);
  if (notice.customer.phone) {
    const sms =
      kind === "declined"
        ? messages.meetingDeclinedSms(notice.customer.phone, reason, notice.link)
        : messages.refusalSms(notice.customer.phone, refusal.sms_content, notice.link);
    await context.outbox.enqueue(trx, sms);
  }
}

/** The words every channel uses to tell the customer they were marked absent (docs/decisions/3910). */
export const customerAbsenceSentence = (start: Date) =>
  `Absence du client constatée au rendez-vous du ${formatMessageDate(start.getTime())}.`;

/** Marked absent: by e-mail, and by SMS when they have a phone, in the journal entry's words. */
export async function tellCustomerOfAbsence(trx: PlatformDb, context: DomainContext, changed: MeetingInStudy): Promise<void> {
  const notice = await noticeFor(trx, context, changed);
  const sentence = customerAbsenceSentence(changed.meeting.starts_at!);
  await context.outbox.enqueue(trx, messages.customerMarkedAbsent(notice.customer.email, notice.title, sentence, notice.link));
  if (notice.customer.phone) {
    await context.outbox.enqueue(
      trx,
      messages.customerMarkedAbsentSms(notice.customer.phone, notice.title, sentence, notice.link),
    );
  }
}
