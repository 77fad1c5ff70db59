// Whether the database answers, for the server's readiness probe (/readyz).
import { sql } from "kysely";
import type { PlatformDb } from "../db/open-database";

export async function checkDatabase(db: PlatformDb): Promise<void> {
  await sql`select 1`.execute(db);
}
