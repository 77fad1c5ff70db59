// Sending the professionals' morning summaries that are due, each by one instance only
// (reminder-claims.ts): the day's confirmed meetings of that professional in that study, read at sending
// time, each saying whether its customer confirmed their presence. A day whose meetings were all
// cancelled meanwhile sends nothing (`dropped`).
import type { PlatformDb } from "../../db/open-database";
import { daySummary, type SummaryMeeting } from "../../outbox/reminder-messages";
import { siteLink } from "../links";
import type { ReminderContext } from "./customer-reminders";
import { frenchDayTitle, parisClock, parisDayBounds } from "~common/paris-time";
import { presenceConfirmedMeetingIds } from "./presence-confirmations";
import { sendNextDue, type SendOutcome } from "./reminder-claims";

/** The professional's workspace, where the dashboard lists the day's meetings. */
const DASHBOARD_PATH = "/espace-pro";

async function meetingsOfTheDay(trx: PlatformDb, summary: { study_id: number; professional_id: number; day: string }) {
  const { start, end } = parisDayBounds(summary.day);
  return trx
    .selectFrom("meetings as m")
    .innerJoin("demands as d", "d.id", "m.demand_id")
    .innerJoin("users as customer", "customer.id", "m.user_id")
    .innerJoin("report_types as rt", "rt.id", "m.report_type_id")
    .innerJoin("studies as s", "s.id", "d.study_id")
    .select([
      "m.id",
      "m.starts_at",
      "m.ends_at",
      "m.has_visio",
      "d.meeting_type",
      "d.address",
      "rt.name as service",
      "customer.firstname",
      "customer.lastname",
    ])
    .where("d.study_id", "=", summary.study_id)
    .where("m.bailiff_id", "=", summary.professional_id)
    .where("m.status", "=", "validated")
    .where("m.starts_at", ">=", start)
    .where("m.starts_at", "<", end)
    .orderBy("m.starts_at")
    .orderBy("m.id")
    .execute();
}

function placeOf(meeting: { has_visio: boolean; meeting_type: string; address: string | null }): string {
  if (meeting.has_visio) return "En visioconférence";
  if (meeting.meeting_type === "consultation") return "À l'étude";
  return meeting.address ?? "Adresse à préciser";
}

/** Claims and sends the next due summary (reminder-claims.ts): "none" when none is due. */
export function sendNextDaySummary(context: ReminderContext): Promise<SendOutcome> {
  return sendNextDue(context, "professional_day_summaries", async (trx, summary) => {
    const [meetings, professional, study] = await Promise.all([
      meetingsOfTheDay(trx, summary),
      trx.selectFrom("users").select("email").where("id", "=", summary.professional_id).executeTakeFirst(),
      trx.selectFrom("studies").select("name").where("id", "=", summary.study_id).executeTakeFirstOrThrow(),
    ]);
    if (meetings.length === 0 || !professional) return "dropped";
    const confirmed = await presenceConfirmedMeetingIds(
      trx,
      meetings.map((meeting) => meeting.id),
    );
    const lines: SummaryMeeting[] = meetings.map((meeting) => ({
      start: parisClock(meeting.starts_at!),
      end: parisClock(meeting.ends_at!),
      service: meeting.service,
      customer: `${meeting.firstname} ${meeting.lastname}`.trim(),
      place: placeOf(meeting),
      presenceConfirmed: confirmed.has(meeting.id),
    }));
    await context.outbox.enqueue(
      trx,
      daySummary(
        professional.email,
        { title: frenchDayTitle(summary.day), studyName: study.name },
        lines,
        siteLink(context.publicUrl, DASHBOARD_PATH),
      ),
    );
    return "sent";
  });
}
