// The latest messages of the outbox, newest first, for the local mailbox page (server/mailbox-page.ts):
// what a person without SMTP reads instead of their inbox; and for end-to-end tests that must follow
// an e-mailed link or read an attached file (/_test/outbox, served only when the outbox is exposed).
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, OutboxAttachment, OutboxTable } from "../db/schema";

export interface StoredMessage {
  id: number;
  channel: "mail" | "sms";
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  attachments: OutboxAttachment[];
  status: Selectable<OutboxTable>["status"];
  createdAt: Date;
}

/** The last messages, to one recipient (whatever the case of the address) when one is given. */
export async function recentMessages(db: Kysely<Database>, limit = 100, recipient?: string): Promise<StoredMessage[]> {
  let query = db.selectFrom("outbox").selectAll().orderBy("id", "desc").limit(limit);
  if (recipient) query = query.where(sql<string>`lower(recipient)`, "=", recipient.toLowerCase());
  return (await query.execute()).map(toStoredMessage);
}

export async function storedMessage(db: Kysely<Database>, id: number): Promise<StoredMessage | undefined> {
  const row = await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toStoredMessage(row) : undefined;
}

function toStoredMessage(row: Selectable<OutboxTable>): StoredMessage {
  const { id, channel, recipient, subject, body, link, attachments, status, created_at } = row;
  return { id, channel, recipient, subject, body, link, attachments, status, createdAt: created_at };
}
