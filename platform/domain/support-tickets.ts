// Contact tickets from the "Demande de rendez-vous" dialog: kept, and mailed to the team's address in
// the same transaction (a ticket is never lost between the two).
import { messages } from "../outbox/messages";
import type { DomainContext } from "./context";
import { mailboxAddress } from "./users";

export interface SupportTicket {
  firstname?: string;
  lastname?: string;
  email?: string;
  phone: string;
  city: string;
  reportType?: string;
  additionalInfo?: string;
  source?: string;
}

const DEFAULT_SOURCE = "Page d'accueil";

/** The ticket's id; `mailFrom` is the platform's sender, whose address receives the tickets. */
export async function openSupportTicket(
  context: DomainContext,
  ticket: SupportTicket,
  userId: number | null,
  mailFrom: string,
): Promise<number> {
  return context.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("support_tickets")
      .values({
        user_id: userId,
        firstname: ticket.firstname ?? null,
        lastname: ticket.lastname ?? null,
        email: ticket.email ?? null,
        phone: ticket.phone,
        city: ticket.city,
        report_type: ticket.reportType ?? null,
        additional_info: ticket.additionalInfo ?? null,
        source: ticket.source ?? DEFAULT_SOURCE,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const summary = [
      `Nom : ${[ticket.firstname, ticket.lastname].filter(Boolean).join(" ") || "non renseigné"}`,
      `Téléphone : ${ticket.phone}`,
      `E-mail : ${ticket.email ?? "non renseigné"}`,
      `Ville : ${ticket.city}`,
      `Prestation : ${ticket.reportType ?? "non précisée"}`,
      `Source : ${ticket.source ?? DEFAULT_SOURCE}`,
      "",
      ticket.additionalInfo ?? "",
    ].join("\n");
    await context.outbox.enqueue(trx, messages.supportTicket(mailboxAddress(mailFrom), summary));
    return row.id;
  });
}
