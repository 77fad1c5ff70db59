// For end-to-end tests only: reads the platform's outbox (e-mails and SMS with their links), which the
// embedded platform serves only when started with `exposeOutbox: true`.
import { z } from "zod";
import { platformRequest } from "./http";

const outboxSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      channel: z.enum(["mail", "sms"]),
      recipient: z.string(),
      subject: z.string(),
      body: z.string(),
      link: z.string().nullable(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
});

export async function readOutbox(to?: string) {
  return (await platformRequest(outboxSchema, { path: "/api/_test/outbox", query: { to } })).data;
}
