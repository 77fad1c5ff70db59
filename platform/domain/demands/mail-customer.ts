// An e-mail to a case's customer about their case, written in the action's transaction: the message
// gets the customer's address, the case's title and the link to their dossier.
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow } from "../../db/schema";
import type { OutgoingMessage } from "../../outbox/outbox";
import type { DomainContext } from "../context";
import { siteLink } from "../links";

export async function mailCustomer(
  trx: PlatformDb,
  context: DomainContext,
  demand: Pick<DemandRow, "id" | "user_id" | "title">,
  write: (email: string, title: string, link: string) => OutgoingMessage,
): Promise<void> {
  const customer = await trx.selectFrom("users").select("email").where("id", "=", demand.user_id).executeTakeFirstOrThrow();
  const link = siteLink(context.publicUrl, `/dossier/${demand.id}`);
  await context.outbox.enqueue(trx, write(customer.email, demand.title ?? "Demande", link));
}
