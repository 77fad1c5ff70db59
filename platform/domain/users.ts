// Looking users up and checking what a caller may do to them.
import { sql } from "kysely";
import type { PlatformDb } from "../db/open-database";
import type { UserRow } from "../db/schema";

export async function findUserByEmail(db: PlatformDb, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUser(db: PlatformDb, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function emailTaken(db: PlatformDb, email: string, exceptUserId?: number): Promise<boolean> {
  const found = await findUserByEmail(db, email);
  return Boolean(found && found.id !== exceptUserId);
}

/** The address part of "Name <address>", or the text itself. */
export function mailboxAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
