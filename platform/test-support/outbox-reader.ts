// Reads the last message sent to an address through the test outbox endpoint, and the token in its link.
import type { TestPlatform } from "./test-platform";

export async function lastMessage(platform: TestPlatform, to: string, channel: "mail" | "sms" = "mail") {
  const { body } = await platform.call("GET", `/api/_test/outbox?to=${encodeURIComponent(to)}`);
  const messages = (body.data as Array<{ channel: string; subject: string; body: string; link: string | null }>).filter((message) => message.channel === channel);
  const message = messages[messages.length - 1];
  if (!message) throw new Error(`no ${channel} to ${to}`);
  return message;
}

/** The token carried by a link, whether as ?token= or as the last path segment. */
export function tokenOf(link: string | null): string {
  const url = new URL(link!);
  return url.searchParams.get("token") ?? decodeURIComponent(url.pathname.split("/").pop()!);
}
