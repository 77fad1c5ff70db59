// What a reminder and its links' pages say about one meeting: the title, the date in Paris time, with
// whom, where (the address, the study's office for a consultation, or the video link), the documents
// the study still waits for, and the appointment as the confirmation e-mail's .ics describes it (the
// same UID and SEQUENCE, from customer-notices.ts), so the reminder's file updates the same event.
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow, MeetingRow } from "../../db/schema";
import type { ReminderPlace } from "../../outbox/reminder-messages";
import type { DomainContext } from "../context";
import { requirementsOfCases } from "../documents/document-requirements";
import { formatMessageDate } from "~common/paris-time";
import { siteLink } from "../links";
import { noticeFor } from "../meetings/customer-notices";

export interface MeetingFacts {
  meeting: MeetingRow;
  demand: DemandRow;
  customer: { email: string; phone: string | null };
  studyName: string;
  title: string;
  when: string;
  withWhom: string;
  place: ReminderPlace;
  dossierLink: string;
  appointment: NonNullable<Awaited<ReturnType<typeof noticeFor>>["appointment"]>;
}

function placeOf(
  context: Pick<DomainContext, "publicUrl">,
  meeting: MeetingRow,
  demand: DemandRow,
  studyAddress: string,
): ReminderPlace {
  // The no-account link of the call (decision 1502): it opens without signing in, like the reminder's own links.
  if (meeting.has_visio)
    return { kind: "video", link: siteLink(context.publicUrl, `/visio/${demand.route_token}/${meeting.route_token}`) };
  if (demand.meeting_type === "consultation") return { kind: "office", text: studyAddress };
  return demand.address ? { kind: "address", text: demand.address } : null;
}

/** The facts of a dated meeting (undefined without a date: nothing to remind of). */
export async function meetingFacts(
  db: PlatformDb,
  context: DomainContext,
  found: { meeting: MeetingRow; demand: DemandRow },
): Promise<MeetingFacts | undefined> {
  const { meeting, demand } = found;
  const notice = await noticeFor(db, context, found);
  if (!notice.appointment) return undefined;
  const [study, professional] = await Promise.all([
    db.selectFrom("studies").select(["name", "full_address"]).where("id", "=", demand.study_id).executeTakeFirstOrThrow(),
    meeting.bailiff_id === null
      ? Promise.resolve(undefined)
      : db.selectFrom("users").select("lastname").where("id", "=", meeting.bailiff_id).executeTakeFirst(),
  ]);
  return {
    meeting,
    demand,
    customer: notice.customer,
    studyName: study.name,
    title: notice.title,
    when: formatMessageDate(notice.appointment.start.getTime()),
    withWhom: professional?.lastname ? `Maître ${professional.lastname}` : study.name,
    place: placeOf(context, meeting, demand, study.full_address),
    dossierLink: notice.link,
    appointment: notice.appointment,
  };
}

/** The labels of the study's documents for the demand's and this meeting's services that nobody provided yet. */
export async function missingDocuments(db: PlatformDb, meeting: MeetingRow, demand: DemandRow): Promise<string[]> {
  const requirements =
    (
      await requirementsOfCases(db, [
        { id: demand.id, study_id: demand.study_id, report_type_ids: [demand.report_type_id, meeting.report_type_id] },
      ])
    ).get(demand.id) ?? [];
  if (requirements.length === 0) return [];
  const provided = await db
    .selectFrom("demand_files")
    .select("requirement_id")
    .where("demand_id", "=", demand.id)
    .where("kind", "=", "document")
    .execute();
  return requirements
    .filter((requirement) => !provided.some((file) => file.requirement_id === requirement.id))
    .map((requirement) => requirement.name);
}
