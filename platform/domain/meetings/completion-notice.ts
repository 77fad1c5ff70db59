// The customer's e-mail when the professional marks their meeting done (decision 3107): that it took
// place and what comes next for this kind of service. By e-mail only, like a confirmation or a new date:
// the SMS is kept for the refusals, which may ask the customer to act now. Written in the action's
// transaction: a refused completion sends nothing.
import type { PlatformDb } from "../../db/open-database";
import { messages } from "../../outbox/messages";
import type { DomainContext } from "../context";
import { noticeFor } from "./customer-notices";
import type { MeetingInStudy } from "./meeting-in-study";

export async function tellCustomerOfCompletion(trx: PlatformDb, context: DomainContext, completed: MeetingInStudy) {
  const notice = await noticeFor(trx, context, completed);
  const { type } = await trx
    .selectFrom("report_types")
    .select("type")
    .where("id", "=", completed.meeting.report_type_id)
    .executeTakeFirstOrThrow();
  await context.outbox.enqueue(trx, messages.meetingCompleted(notice.customer.email, notice.title, type, notice.link));
}
