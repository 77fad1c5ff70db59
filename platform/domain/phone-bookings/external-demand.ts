// A booking taken by phone (pro-side §7 `external-demands`, the demand payload of §3 with operator_id,
// manager_id and new_user): the study's staff book a slot for one of the study's customers. The booking
// itself is the customer's booking (create-demand.ts): same checks, same slot, same exclusion constraint,
// so a phoned-in booking and an online one can never take the same slot.
import type { UserRow } from "../../db/schema";
import type { DomainContext } from "../context";
import { createDemand, type CreatedDemand, type DemandInput } from "../demands/create-demand";
import { isStudyMember } from "../demands/study-members";
import { invalidInput } from "../errors";
import { buildLink } from "../links";
import type { Actor } from "../roles";
import { knownCustomer } from "./known-customers";
import { FINISH_ACCOUNT_PATH, requirePhoneBooking, resendFinishLink } from "./phone-customers";

const PHONE_SOURCE = "phone";

export interface ExternalDemandInput extends DemandInput {
  user_id: number;
  /** The customer was just created: their finish-account e-mail is sent again, naming the appointment. */
  new_user?: boolean;
  callback_url?: string;
}

export async function createExternalDemand(
  context: DomainContext,
  actor: Actor,
  caller: UserRow,
  input: ExternalDemandInput,
): Promise<CreatedDemand> {
  requirePhoneBooking(actor, input.study_id);
  const customer = await knownCustomer(context.db, input.study_id, input.user_id);
  if (input.manager_id !== undefined && !(await isStudyMember(context.db, input.study_id, input.manager_id)))
    throw invalidInput("manager_id", "Cette personne n'est pas membre de l'étude.");
  if (input.new_user && customer.password_hash !== null) throw invalidInput("new_user", "Ce client a déjà un compte finalisé.");
  // Checked before booking: a bad return address must not leave a demand behind its error.
  buildLink(context.publicUrl, input.callback_url, FINISH_ACCOUNT_PATH, "callback_url", { token: "x" });
  const created = await createDemand(context, actor, caller, {
    ...input,
    partner_id: undefined,
    affiliate_id: undefined,
    unfinished_demand_id: undefined,
    source: PHONE_SOURCE,
  });
  if (input.new_user && !created.replayed) {
    await resendFinishLink(context, actor, input.study_id, {
      userId: customer.id,
      demandId: created.demandId,
      callback: input.callback_url,
    });
  }
  return created;
}
