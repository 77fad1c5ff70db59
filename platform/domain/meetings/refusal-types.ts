// The reasons a professional gives when declining or cancelling with notice (pro-side §3 "Refusal type").
import type { PlatformDb } from "../../db/open-database";
import type { RefusalTypeRow } from "../../db/schema";
import { invalidInput } from "../errors";

export const listRefusalTypes = (db: PlatformDb) => db.selectFrom("refusal_types").selectAll().orderBy("id").execute();

/** The refusal type chosen, or a 422 on `refusal_type_id`. */
export async function chosenRefusalType(db: PlatformDb, refusalTypeId: number | undefined): Promise<RefusalTypeRow> {
  if (refusalTypeId === undefined) throw invalidInput("refusal_type_id", "Veuillez choisir un motif.");
  const row = await db.selectFrom("refusal_types").selectAll().where("id", "=", refusalTypeId).executeTakeFirst();
  if (!row) throw invalidInput("refusal_type_id", "Ce motif n'existe pas.");
  return row;
}

/** As GET /api/refusal_types answers: the message falls back to the title. */
export const presentRefusalType = (row: RefusalTypeRow) => ({
  id: row.id,
  title: row.title,
  sms_content: row.sms_content,
  value: row.value,
  message: row.message ?? row.title,
});
