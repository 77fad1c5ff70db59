// The reminders' tests start from confirmed meetings written straight into a seeded database: a new
// customer of the demo study with the demo bailiff (Maître Dupont), at the instants a test chooses
// (far from the seeded agenda), and the reminder job's context on a database with a quiet outbox.
import { randomBytes } from "node:crypto";
import type { PlatformDb } from "../db/open-database";
import { purposeKey } from "~common/purpose-keys.server";
import type { ReminderContext } from "../domain/reminders/customer-reminders";
import { createOutbox } from "../outbox/outbox";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../seed/demo-accounts";
import { SlotCache } from "../slots/slot-cache";

export const REMINDER_PUBLIC_URL = "https://site.example";
const REMINDER_LINK_KEY = purposeKey("test-secret", "meetingReminderLinks");

export interface ConfirmedMeetingOptions {
  startsAt: Date;
  minutes?: number;
  phone?: string | null;
  visio?: boolean;
  /** Another study than the demo one (its first professional holds the meeting). */
  studySlug?: string;
  /** Another professional of the study than the demo bailiff (one without the seeded agenda's meetings). */
  professionalEmail?: string;
}

async function professionalOf(db: PlatformDb, studyId: number, slug: string, email?: string): Promise<number> {
  if (email || slug === DEMO_STUDY_SLUG) {
    const bailiff = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email ?? DEMO_EMAILS.bailiff)
      .executeTakeFirstOrThrow();
    return bailiff.id;
  }
  const member = await db
    .selectFrom("memberships")
    .innerJoin("membership_roles", "membership_roles.membership_id", "memberships.id")
    .select("memberships.user_id")
    .where("memberships.study_id", "=", studyId)
    .where("membership_roles.role", "=", "bailiff")
    .orderBy("memberships.user_id")
    .limit(1)
    .executeTakeFirstOrThrow();
  return member.user_id;
}

/** A confirmed on-site (or video) meeting of a new customer; answers the rows and who is who. */
export async function confirmedMeeting(db: PlatformDb, options: ConfirmedMeetingOptions) {
  const slug = options.studySlug ?? DEMO_STUDY_SLUG;
  const study = await db.selectFrom("studies").select(["id", "full_address"]).where("slug", "=", slug).executeTakeFirstOrThrow();
  const professionalId = await professionalOf(db, study.id, slug, options.professionalEmail);
  const reportType = await db
    .selectFrom("report_types")
    .select("id")
    .where("slug", "=", "constat-locatif")
    .executeTakeFirstOrThrow();
  const suffix = randomBytes(5).toString("hex");
  const customer = await db
    .insertInto("users")
    .values({
      email: `rappel-${suffix}@exemple.fr`,
      firstname: "Élise",
      lastname: `Martin${suffix.slice(0, 3)}`,
      phone: options.phone ?? null,
      email_verified_at: new Date(),
    })
    .returning(["id", "email", "phone", "firstname", "lastname"])
    .executeTakeFirstOrThrow();
  const demand = await db
    .insertInto("demands")
    .values({
      title: `Constat ${suffix}`,
      user_id: customer.id,
      study_id: study.id,
      report_type_id: reportType.id,
      meeting_type: "meeting",
      type: options.visio ? "visio" : "real",
      marking: "inprogress",
      address: "18 rue de Marseille, 69007 Lyon",
      latitude: 45.7519,
      longitude: 4.8424,
      operator_id: professionalId,
      route_token: randomBytes(16).toString("hex"),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const endsAt = new Date(options.startsAt.getTime() + (options.minutes ?? 60) * 60_000);
  const meeting = await db
    .insertInto("meetings")
    .values({
      demand_id: demand.id,
      user_id: customer.id,
      bailiff_id: professionalId,
      report_type_id: reportType.id,
      status: "validated",
      has_visio: options.visio ?? false,
      starts_at: options.startsAt,
      ends_at: endsAt,
      route_token: randomBytes(16).toString("hex"),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { studyId: study.id, professionalId, customer, demand, meeting };
}

/** The job's context on `db` at the instant `at()` gives, with an outbox that only records. */
export function reminderContext(db: PlatformDb, at: () => Date): ReminderContext {
  return {
    db,
    outbox: createOutbox(db, { mailFrom: "Constat RDV <robot@site.example>", log: () => undefined }),
    publicUrl: REMINDER_PUBLIC_URL,
    slotCache: new SlotCache(),
    now: at,
    linkKey: REMINDER_LINK_KEY,
  };
}

/** What the outbox holds for these recipients, oldest first. */
export function messagesTo(db: PlatformDb, recipients: readonly string[]) {
  return db
    .selectFrom("outbox")
    .selectAll()
    .where("recipient", "in", recipients.length ? [...recipients] : [""])
    .orderBy("id")
    .execute();
}
