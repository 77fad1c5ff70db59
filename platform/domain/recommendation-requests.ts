// A customer asks a professional who takes no bookings yet to open their agenda: the professional is
// told once per customer (the request is kept, and a second one changes nothing).
import { messages } from "../outbox/messages";
import type { DomainContext } from "./context";
import { invalidInput } from "./errors";
import { siteLink } from "./links";
import { professionalMemberships } from "./memberships";

/** Whether the professional was told now (false: this customer had already asked them). */
export async function askForAvailability(
  context: DomainContext,
  customer: { id: number; firstname: string; lastname: string },
  professionalId: number,
): Promise<boolean> {
  const professional = await context.db
    .selectFrom("users")
    .select("email")
    .where("id", "=", professionalId)
    .where("id", "in", professionalMemberships(context.db).select("memberships.user_id"))
    .executeTakeFirst();
  if (!professional) throw invalidInput("bailiff", "Professionnel inconnu.");
  return context.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("recommendation_requests")
      .values({ user_id: customer.id, bailiff_id: professionalId })
      .onConflict((conflict) => conflict.columns(["user_id", "bailiff_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return false;
    const name = `${customer.firstname} ${customer.lastname}`.trim() || "Un client";
    await context.outbox.enqueue(
      trx,
      messages.recommendation(professional.email, name, siteLink(context.publicUrl, "/espace-pro/parametres/disponibilites")),
    );
    return true;
  });
}
