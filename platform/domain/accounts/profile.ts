// The user's own profile: their details, password, avatar, default study and job name in each study.
import type { PlatformDb } from "../../db/open-database";
import { revokeAccessTokens } from "../access-tokens";
import { sendEmailConfirmation, sendPhoneConfirmation } from "../confirmations";
import type { DomainContext } from "../context";
import { isStudyMember } from "../demands/study-members";
import { notPermitted } from "../errors";

export interface ProfileChanges {
  firstname?: string;
  lastname?: string;
  civility?: 1 | 2;
  nationality?: string;
  address?: string;
  cgu_accepted_at?: Date;
  password_hash?: string;
  email?: string;
  phone?: string;
}

/**
 * Writes what changed (the fields left undefined stay as they are), all or nothing: a new e-mail address or phone number is unverified and gets its
 * confirmation link (to `confirmation.callback`), and a new password ends every other session (OWASP:
 * sessions end on a credential change), the one making the change staying signed in.
 */
export async function updateProfile(
  context: DomainContext,
  userId: number,
  changes: ProfileChanges,
  confirmation: { firstname: string; callback?: string; currentSessionTokenHash: string },
): Promise<void> {
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const unverified = {
      ...(changes.email !== undefined ? { email_verified_at: null } : {}),
      ...(changes.phone !== undefined ? { phone_verified_at: null } : {}),
    };
    if (Object.values(changes).some((value) => value !== undefined)) {
      await trx
        .updateTable("users")
        .set({ ...changes, ...unverified, updated_at: now })
        .where("id", "=", userId)
        .execute();
    }
    const target = { userId, firstname: confirmation.firstname, callback: confirmation.callback };
    if (changes.email !== undefined) await sendEmailConfirmation(context, trx, { ...target, email: changes.email });
    if (changes.phone !== undefined) await sendPhoneConfirmation(context, trx, { ...target, phone: changes.phone });
    if (changes.password_hash !== undefined) await revokeAccessTokens(trx, userId, now, { except: confirmation.currentSessionTokenHash });
  });
}

export async function setAvatar(db: PlatformDb, userId: number, storedName: string, now: Date): Promise<void> {
  await db.updateTable("users").set({ avatar: storedName, updated_at: now }).where("id", "=", userId).execute();
}

const NOT_A_MEMBER = "Vous n'êtes pas membre de cette étude.";

/** The study the user's workspace opens on: one of their own (403 otherwise). */
export async function setDefaultStudy(db: PlatformDb, userId: number, studyId: number, now: Date): Promise<void> {
  if (!(await isStudyMember(db, studyId, userId))) throw notPermitted(NOT_A_MEMBER);
  await db.updateTable("users").set({ default_study_id: studyId, updated_at: now }).where("id", "=", userId).execute();
}

/** The user's job title in one of their studies (403 in any other). */
export async function setJobName(db: PlatformDb, userId: number, studyId: number, jobName: string): Promise<void> {
  const updated = await db
    .updateTable("memberships")
    .set({ job_name: jobName })
    .where("user_id", "=", userId)
    .where("study_id", "=", studyId)
    .executeTakeFirst();
  if (!updated.numUpdatedRows) throw notPermitted(NOT_A_MEMBER);
}
