// The latest messages of the outbox, newest first, for the local mailbox page (server/mailbox-page.ts):
// what a person without SMTP reads instead of their inbox.
import type { Kysely, Selectable } from "kysely";
import type { Database, OutboxAttachment, OutboxTable } from "../db/schema";

export interface StoredMessage {
  id: number;
  channel: "mail" | "sms";
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  attachments: OutboxAttachment[];
  createdAt: Date;
}

export async function recentMessages(db: Kysely<Database>, limit = 100): Promise<StoredMessage[]> {
  const rows = await db.selectFrom("outbox").selectAll().orderBy("id", "desc").limit(limit).execute();
  return rows.map(toStoredMessage);
}

export async function storedMessage(db: Kysely<Database>, id: number): Promise<StoredMessage | undefined> {
  const row = await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toStoredMessage(row) : undefined;
}

function toStoredMessage(row: Selectable<OutboxTable>): StoredMessage {
  const { id, channel, recipient, subject, body, link, attachments, created_at } = row;
  return { id, channel, recipient, subject, body, link, attachments, createdAt: created_at };
}
