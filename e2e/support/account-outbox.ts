// The embedded platform's outbox, read the way the e2e server exposes it (PLATFORM_EXPOSE_OUTBOX=1):
// the e-mails sent to an address, and the link of the latest one that matches.
import { expect, request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";

export interface OutboxMessage {
  id: number;
  channel: "mail" | "sms";
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
}

export async function readOutbox(to: string): Promise<OutboxMessage[]> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const response = await api.get(`/_platform/api/_test/outbox?to=${encodeURIComponent(to)}`);
    expect(response.ok(), "the e2e server exposes the outbox").toBe(true);
    return ((await response.json()) as { data: OutboxMessage[] }).data;
  } finally {
    await api.dispose();
  }
}

/** The link of the newest e-mail to `to` whose link contains `fragment` (waits for it a few seconds). */
export async function latestLink(to: string, fragment: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await readOutbox(to)).filter(
          (message) => message.channel === "mail" && message.link?.includes(fragment),
        );
        link = messages.sort((a, b) => b.id - a.id)[0]?.link ?? undefined;
        return link;
      },
      { message: `an e-mail to ${to} with a link to ${fragment}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}
