// The reminders' rules on one database: a meeting re-dated after its reminder gets one for its new date,
// a cancelled one gets none, the study's lead time and summary time are honoured, and the reminder says
// the date in Paris time, where, the documents still missing, with the confirmation's calendar file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseFromPGlite, type OpenedDatabase } from "../../db/open-database";
import { APPOINTMENT_FILE_NAME, demandAppointmentUid } from "../../outbox/appointment-calendar-file";
import { AFFILIATE_STUDY_SLUG, DEMO_EMAILS } from "../../seed/demo-accounts";
import { confirmedMeeting, messagesTo, REMINDER_PUBLIC_URL, reminderContext } from "../../test-support/reminder-meetings";
import { seededPGlite } from "../../test-support/seeded-template";
import { loadActor } from "../actor";
import { cancelDemand } from "../demands/cancel-demand";
import { cancelMeeting, updateMeetingSlot } from "../meetings/professional-meeting-actions";
import { recordDueCustomerReminders } from "./due-reminders";
import { parisDayBounds } from "~common/paris-time";
import { runReminderPass } from "./reminder-job";
import { saveReminderSettings } from "./reminder-settings";
import { smsSize } from "../../outbox/sms-segments";

const HOUR = 3_600_000;
let database: OpenedDatabase;

beforeAll(async () => {
  database = databaseFromPGlite(await seededPGlite());
});
afterAll(async () => {
  await database?.close();
});

/** `hour` o'clock in Paris on `day`. */
const parisAt = (day: string, hour: number) => new Date(parisDayBounds(day).start.getTime() + hour * HOUR);
const passAt = (at: Date) => runReminderPass(reminderContext(database.db, () => at));

async function remindersOf(email: string) {
  return (await messagesTo(database.db, [email])).filter((message) => message.subject.startsWith("Rappel :"));
}

describe("reminders", () => {
  it("remind a meeting re-dated after its reminder again, for its new date, and never its first date twice", async () => {
    const { db } = database;
    const booked = await confirmedMeeting(db, { startsAt: parisAt("2031-04-08", 10) });
    expect((await passAt(parisAt("2031-04-08", 8))).reminders).toBe(1);

    // The professional gives it a new date, the next day, through the workspace's own action.
    const bailiff = await loadActor(db, booked.professionalId, booked.studyId);
    const context = reminderContext(db, () => new Date());
    await updateMeetingSlot(context, bailiff, { studyId: booked.studyId, meetingId: booked.meeting.id }, "2031-04-09 11:00");
    // Not due yet: 24 hours before 11:00 the next day is 11:00 today.
    expect((await passAt(parisAt("2031-04-08", 9))).reminders).toBe(0);
    expect((await passAt(parisAt("2031-04-08", 11.5))).reminders).toBe(1);
    expect((await passAt(parisAt("2031-04-08", 12))).reminders).toBe(0);

    expect((await remindersOf(booked.customer.email)).map((message) => message.subject)).toEqual([
      "Rappel : votre rendez-vous du mardi 8 avril 2031 à 10:00",
      "Rappel : votre rendez-vous du mercredi 9 avril 2031 à 11:00",
    ]);
    const rows = await db
      .selectFrom("meeting_reminders")
      .select(["date_version", "status"])
      .where("meeting_id", "=", booked.meeting.id)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { date_version: 1, status: "sent" },
      { date_version: 2, status: "sent" },
    ]);
  });

  it("drop the reminder of a date the meeting left before it was sent, and send the new date's once", async () => {
    const { db } = database;
    const booked = await confirmedMeeting(db, { startsAt: parisAt("2031-04-15", 12) });
    await recordDueCustomerReminders(db, parisAt("2031-04-15", 8));
    await db
      .updateTable("meetings")
      .set({ starts_at: parisAt("2031-04-15", 14), ends_at: parisAt("2031-04-15", 15) })
      .where("id", "=", booked.meeting.id)
      .execute();
    expect((await passAt(parisAt("2031-04-15", 8.5))).reminders).toBe(1);
    expect((await remindersOf(booked.customer.email)).map((message) => message.subject)).toEqual([
      "Rappel : votre rendez-vous du mardi 15 avril 2031 à 14:00",
    ]);
    const rows = await db
      .selectFrom("meeting_reminders")
      .select(["date_version", "status"])
      .where("meeting_id", "=", booked.meeting.id)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { date_version: 1, status: "dropped" },
      { date_version: 2, status: "sent" },
    ]);
  });

  it("send nothing for a cancelled meeting, whether cancelled before its reminder was due or once it was", async () => {
    const { db } = database;
    const cancelledEarly = await confirmedMeeting(db, { startsAt: parisAt("2031-04-22", 10) });
    const cancelledLate = await confirmedMeeting(db, { startsAt: parisAt("2031-04-22", 14) });
    const context = reminderContext(db, () => new Date());
    const bailiff = await loadActor(db, cancelledEarly.professionalId, cancelledEarly.studyId);
    await cancelMeeting(
      context,
      bailiff,
      { studyId: cancelledEarly.studyId, meetingId: cancelledEarly.meeting.id },
      { notify: false },
    );
    // The other is already due when its customer cancels the demand.
    await recordDueCustomerReminders(db, parisAt("2031-04-22", 8));
    await cancelDemand(context, await loadActor(db, cancelledLate.customer.id), cancelledLate.demand.id);

    expect((await passAt(parisAt("2031-04-22", 8))).reminders).toBe(0);
    expect(await remindersOf(cancelledEarly.customer.email)).toEqual([]);
    expect(await remindersOf(cancelledLate.customer.email)).toEqual([]);
    const rows = await db
      .selectFrom("meeting_reminders")
      .select(["meeting_id", "status"])
      .where("meeting_id", "in", [cancelledEarly.meeting.id, cancelledLate.meeting.id])
      .execute();
    expect(rows).toEqual([{ meeting_id: cancelledLate.meeting.id, status: "dropped" }]);
  });

  it("honour each study's lead time and summary time", async () => {
    const { db } = database;
    const early = await confirmedMeeting(db, { startsAt: parisAt("2031-05-08", 0), studySlug: AFFILIATE_STUDY_SLUG });
    const today = await confirmedMeeting(db, { startsAt: parisAt("2031-05-06", 15), studySlug: AFFILIATE_STUDY_SLUG });
    const byDefault = await confirmedMeeting(db, { startsAt: parisAt("2031-05-08", 0.5) });
    await saveReminderSettings({ db, now: () => new Date() }, early.studyId, { customerLeadHours: 48, summaryMinute: 9 * 60 });

    // 08:00, 40 hours before both: the 48-hour study reminds its customer, the default (24 hours) does not yet.
    await passAt(parisAt("2031-05-06", 8));
    expect(await remindersOf(early.customer.email)).toHaveLength(1);
    expect(await remindersOf(byDefault.customer.email)).toHaveLength(0);
    const summaryOf = async (email: string) =>
      (await messagesTo(db, [email])).filter((message) => message.subject === "Vos rendez-vous du mardi 6 mai 2031");
    const professional = await db
      .selectFrom("users")
      .select("email")
      .where("id", "=", today.professionalId)
      .executeTakeFirstOrThrow();
    // Its summary waits for 09:00.
    expect(await summaryOf(professional.email)).toHaveLength(0);
    await passAt(parisAt("2031-05-06", 9 + 1 / 12));
    const [summary] = await summaryOf(professional.email);
    expect(summary?.body).toContain(
      `- 15:00–16:00 · Constat locatif (état des lieux) · ${today.customer.firstname} ${today.customer.lastname} · 18 rue de Marseille, 69007 Lyon · présence non confirmée`,
    );
    // The default study's customer is reminded once 24 hours before.
    await passAt(parisAt("2031-05-07", 0.5));
    expect(await remindersOf(byDefault.customer.email)).toHaveLength(1);
    expect(await remindersOf(DEMO_EMAILS.bailiff)).toHaveLength(0);
  });

  it("say when in Paris time, where, the documents still missing and both links, by e-mail with the .ics and by SMS alike", async () => {
    const { db } = database;
    const booked = await confirmedMeeting(db, { startsAt: parisAt("2031-05-13", 9.5), phone: "+33612345678" });
    const requirements = await db
      .insertInto("report_type_documents")
      .values(
        ["Bail signé", "Pièce d'identité"].map((label, position) => ({
          study_id: booked.studyId,
          report_type_id: booked.meeting.report_type_id,
          label,
          position,
        })),
      )
      .returning(["id", "label"])
      .execute();
    await db
      .insertInto("demand_files")
      .values({
        demand_id: booked.demand.id,
        kind: "document",
        requirement_id: requirements.find((row) => row.label === "Bail signé")!.id,
        stored_name: "bail.pdf",
        original_name: "bail.pdf",
        content_type: "application/pdf",
        size: 10,
      })
      .execute();
    await passAt(parisAt("2031-05-12", 10));

    const [mail] = await remindersOf(booked.customer.email);
    const [sms] = await messagesTo(db, ["+33612345678"]);
    expect(mail?.subject).toBe("Rappel : votre rendez-vous du mardi 13 mai 2031 à 09:30");
    expect(mail?.body).toContain("avec Maître Dupont a lieu le mardi 13 mai 2031 à 09:30.");
    expect(mail?.body).toContain("Adresse : 18 rue de Marseille, 69007 Lyon.");
    expect(mail?.body).toContain(
      `Documents encore attendus : Pièce d'identité. Déposez-les dans votre dossier : ${REMINDER_PUBLIC_URL}/dossier/${booked.demand.id}`,
    );
    expect(mail?.body).toMatch(/Je confirme ma présence : https:\/\/site\.example\/rendez-vous\/presence\/p\.\S+/);
    expect(mail?.body).toMatch(/Je ne pourrai pas venir : https:\/\/site\.example\/rendez-vous\/empechement\/c\.\S+/);
    // The SMS, one message (docs/decisions/3821): the date in Paris time and the e-mail's confirmation link.
    const confirmation = /Je confirme ma présence : (\S+)/.exec(mail!.body)![1]!;
    expect(sms!.body).toMatch(/^Constat RDV : rappel, rendez-vous le (mardi 13 mai 2031|13\/05) à 09:30\. /);
    expect(sms!.body.endsWith(confirmation)).toBe(true);
    expect(smsSize(sms!.body).segments).toBe(1);
    // The confirmation's calendar event (same UID), at its current SEQUENCE.
    const [file] = mail!.attachments;
    expect(file?.filename).toBe(APPOINTMENT_FILE_NAME);
    expect(file?.content).toContain(
      `UID:${demandAppointmentUid(booked.demand.id, booked.demand.route_token, REMINDER_PUBLIC_URL)}`,
    );
    expect(file?.content).toContain("DTSTART;TZID=Europe/Paris:20310513T093000");
    expect(file?.content).toContain(`SEQUENCE:${booked.meeting.version}`);
  });

  it("give a video meeting's link instead of an address", async () => {
    const { db } = database;
    const booked = await confirmedMeeting(db, { startsAt: parisAt("2031-05-20", 16), visio: true });
    await passAt(parisAt("2031-05-20", 8));
    const [mail] = await remindersOf(booked.customer.email);
    expect(mail?.body).toContain(
      `En visioconférence, avec ce lien : ${REMINDER_PUBLIC_URL}/visio/${booked.demand.route_token}/${booked.meeting.route_token}`,
    );
    expect(mail?.body).not.toContain("Adresse :");
  });
});
