// Lookups the professional-side tests share: the demo study, a seeded demand's meeting by the demand's
// title, and the calls of the demo staff with the `study-id` header the app sends.
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../seed/demo-accounts";
import type { PlatformDb } from "../db/open-database";
import { studyBySlug } from "./booking-helpers";
import { startTestPlatform, type CallOptions, type TestPlatform } from "./test-platform";

export async function demoStudyId(platform: TestPlatform): Promise<number> {
  return (await studyBySlug(platform, DEMO_STUDY_SLUG)).id;
}

/** The (first) meeting of the seeded demand with this title, with its demand and slots. */
export async function meetingOfDemand(db: PlatformDb, title: string) {
  const demand = await db.selectFrom("demands").selectAll().where("title", "=", title).executeTakeFirstOrThrow();
  const meeting = await db
    .selectFrom("meetings")
    .selectAll()
    .where("demand_id", "=", demand.id)
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
  const slots = await db
    .selectFrom("meeting_slots")
    .selectAll()
    .where("meeting_id", "=", meeting.id)
    .orderBy("start_date")
    .execute();
  const customer = await db.selectFrom("users").selectAll().where("id", "=", meeting.user_id).executeTakeFirstOrThrow();
  return { demand, meeting, slots, customer };
}

export type StaffRole = keyof typeof DEMO_EMAILS;

/** Calls as one of the demo accounts, acting for a study (the `study-id` header). */
export async function staffCaller(platform: TestPlatform, role: StaffRole, studyId: number) {
  const token = await platform.login(DEMO_EMAILS[role]);
  return (method: string, path: string, options: Omit<CallOptions, "token"> = {}) =>
    platform.call(method, path, { ...options, token, headers: { "study-id": String(studyId), ...options.headers } });
}

/** A platform for a professional-side test file: the demo study and its bailiff, clerk and assistant. */
export async function startProSide() {
  const platform = await startTestPlatform();
  const studyId = await demoStudyId(platform);
  return {
    platform,
    studyId,
    base: `/api/bailiff/${studyId}`,
    bailiff: await staffCaller(platform, "bailiff", studyId),
    clerk: await staffCaller(platform, "clerk", studyId),
    assistant: await staffCaller(platform, "assistant", studyId),
  };
}
