// Contact tickets from the "Demande de rendez-vous" dialog.
import { createHash } from "node:crypto";
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "./http";

export interface SupportTicketInput {
  firstname?: string;
  lastname?: string;
  email?: string;
  phone: string;
  city: string;
  reportType?: string;
  additionalInfo?: string;
  /** Defaults to "Page d'accueil" on the platform. */
  source?: string;
}

/**
 * The ticket's idempotency key (docs/decisions/3820): the digest of what it says. The contact form is
 * served on anonymous, cacheable pages, so no rendering can carry a key of its own; the same ticket
 * posted twice (a double click, the browser's re-post after a lost answer) is one ticket, while any
 * change to what it says makes a new one.
 */
export function supportTicketKey(input: SupportTicketInput): string {
  const fields = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `contact-${createHash("sha256").update(JSON.stringify(fields)).digest("hex")}`;
}

export function createSupportTicket(input: SupportTicketInput, auth: PlatformAuth = {}) {
  return platformRequest(z.object({ id: z.number(), message: z.string() }), {
    method: "POST",
    path: "/api/support",
    auth,
    json: input,
    idempotencyKey: supportTicketKey(input),
  });
}
