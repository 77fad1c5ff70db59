// Reads the last message sent to an address through the test outbox endpoint (with its attachments),
// and the token in its link.
import type { TestPlatform } from "./test-platform";

export interface OutboxEntry {
  channel: string;
  subject: string;
  body: string;
  link: string | null;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

export async function lastMessage(platform: TestPlatform, to: string, channel: "mail" | "sms" = "mail") {
  const { body } = await platform.call("GET", `/api/_test/outbox?to=${encodeURIComponent(to)}`);
  const messages = (body.data as OutboxEntry[]).filter((message) => message.channel === channel);
  const message = messages[messages.length - 1];
  if (!message) throw new Error(`no ${channel} to ${to}`);
  return message;
}

/** The token carried by a link, whether as ?token= or as the last path segment. */
export function tokenOf(link: string | null): string {
  const url = new URL(link!);
  return url.searchParams.get("token") ?? decodeURIComponent(url.pathname.split("/").pop()!);
}
