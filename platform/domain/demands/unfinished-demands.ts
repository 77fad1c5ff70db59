// Booking drafts (unfinished demands): saved at each step (status 1 after registration, 2 after the
// search, 3 once a slot is chosen) and resumed from any device. A draft with an owner is theirs only;
// an anonymous draft is usable only with the random key its creation answered: the numeric id alone
// proves nothing (docs/decisions/804).
import type { Updateable } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { UnfinishedDemandsTable } from "../../db/schema";
import { hashToken, newToken } from "../../security/tokens";
import { invalidInput } from "../errors";
import { avatarUrl } from "../present-user";
import { presentStudy } from "../present-study";

export type DraftValues = Omit<Updateable<UnfinishedDemandsTable>, "id" | "user_id" | "key_hash" | "consumed_at" | "demand_id">;

/** Who asks for a draft: the signed-in user, if any, and the key the browser kept, if any. */
export interface DraftCaller {
  userId: number | undefined;
  key: string | undefined;
}

/** Why a draft is refused: the owner must sign in, it is someone else's, or it is not there for this caller. */
export type DraftRefusal = "sign_in" | "not_owner" | "unknown";

function sameKey(given: string | undefined, keyHash: string | null): boolean {
  // Digests of equal length: comparing them leaks nothing about the key.
  return Boolean(given && keyHash && given.length <= 200 && hashToken(given) === keyHash);
}

/** The id of the live draft if the caller may use it: its signed-in owner, or for an anonymous draft, its key's holder. */
export async function ownedDraft(
  db: PlatformDb,
  draftId: number,
  caller: DraftCaller,
): Promise<{ draft: { id: number; user_id: number | null } } | { refused: DraftRefusal }> {
  const draft = await db
    .selectFrom("unfinished_demands")
    .select(["id", "user_id", "key_hash", "consumed_at"])
    .where("id", "=", draftId)
    .executeTakeFirst();
  if (!draft || draft.consumed_at) return { refused: "unknown" };
  if (draft.user_id !== null) {
    if (caller.userId === undefined) return { refused: "sign_in" };
    if (caller.userId !== draft.user_id) return { refused: "not_owner" };
  } else if (!sameKey(caller.key, draft.key_hash)) {
    // Without its key an anonymous draft is not there at all (no hint that the id exists).
    return { refused: "unknown" };
  }
  return { draft: { id: draft.id, user_id: draft.user_id } };
}

/** 422 on the first field naming a study, professional or report type that does not exist. */
export async function checkDraftReferences(
  db: PlatformDb,
  references: { study_id?: number; partner_id?: number; bailiff_id?: number; report_type_id?: number },
): Promise<void> {
  const tables = [
    ["study_id", "studies"],
    ["partner_id", "studies"],
    ["bailiff_id", "users"],
    ["report_type_id", "report_types"],
  ] as const;
  for (const [field, table] of tables) {
    const value = references[field];
    if (typeof value !== "number") continue;
    const found = await db.selectFrom(table).select("id").where("id", "=", value).executeTakeFirst();
    if (!found) throw invalidInput(field, "Référence inconnue.");
  }
}

/** Saves the draft; an anonymous draft is claimed by the signed-in user who saves it with its key. */
export async function updateDraft(
  db: PlatformDb,
  draft: { id: number; user_id: number | null },
  values: DraftValues,
  userId: number | undefined,
  now: Date,
): Promise<void> {
  await db
    .updateTable("unfinished_demands")
    .set({ ...values, user_id: draft.user_id ?? userId ?? null, updated_at: now })
    .where("id", "=", draft.id)
    .execute();
}

/** A new draft and its key: 256 random bits, answered once (the visitor's browser keeps it; only its digest is stored). */
export async function createDraft(db: PlatformDb, values: DraftValues, userId: number | undefined): Promise<{ id: number; key: string }> {
  const key = newToken();
  const created = await db
    .insertInto("unfinished_demands")
    .values({ ...values, user_id: userId ?? null, key_hash: hashToken(key) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: created.id, key };
}

/** The draft as the booking steps read it, with its study, professional and report type. */
export async function presentDraft(db: PlatformDb, draftId: number, apiBase: string) {
  const draft = await db.selectFrom("unfinished_demands").selectAll().where("id", "=", draftId).executeTakeFirstOrThrow();
  const [study, bailiff, reportType, setting] = await Promise.all([
    draft.study_id ? db.selectFrom("studies").selectAll().where("id", "=", draft.study_id).executeTakeFirst() : undefined,
    draft.bailiff_id
      ? db
          .selectFrom("users")
          .select(["id", "firstname", "lastname", "civility", "avatar"])
          .where("id", "=", draft.bailiff_id)
          .executeTakeFirst()
      : undefined,
    draft.report_type_id ? db.selectFrom("report_types").selectAll().where("id", "=", draft.report_type_id).executeTakeFirst() : undefined,
    draft.report_type_id && draft.study_id
      ? db
          .selectFrom("study_report_types")
          .select("slot_duration")
          .where("study_id", "=", draft.study_id)
          .where("report_type_id", "=", draft.report_type_id)
          .executeTakeFirst()
      : undefined,
  ]);
  const slot = draft.slot_start && draft.slot_end ? { start: draft.slot_start.toISOString(), end: draft.slot_end.toISOString() } : null;
  return {
    id: draft.id,
    type: draft.type,
    studyId: draft.study_id,
    partnerId: draft.partner_id,
    source: draft.source,
    status: draft.status,
    userId: draft.user_id,
    reportTypeId: draft.report_type_id,
    meetingType: draft.meeting_type,
    address: draft.address,
    latitude: draft.latitude,
    longitude: draft.longitude,
    slot,
    bailiffId: draft.bailiff_id,
    newBooking: draft.new_booking,
    study: study ? presentStudy(study) : null,
    bailiff: bailiff ? { ...bailiff, avatar: avatarUrl(apiBase, bailiff.avatar) } : null,
    reportType: reportType
      ? {
          id: reportType.id,
          slug: reportType.slug,
          name: reportType.name,
          type: reportType.type,
          slot_duration: setting?.slot_duration ?? reportType.default_slot_duration,
        }
      : null,
    updated_at: draft.updated_at.toISOString(),
  };
}
