// Cancelling a demand (pro-side §4): the demand table decides who may and from which marking; the demand
// goes "sans suite", each of its meetings that can still be cancelled is, the customer and the
// professionals are told (the customer's e-mail with the .ics that removes each dated appointment from
// their calendar), and the freed slots show up at once.
import type { OutboxAttachment } from "../../db/schema";
import { appointmentCancellationFile } from "../../outbox/appointment-calendar-file";
import { messages } from "../../outbox/messages";
import type { DomainContext } from "../context";
import { conflict } from "../errors";
import { recordCaseEvent } from "../journal/case-journal";
import { customerDossierPath, siteLink, workspaceDossierPath } from "../links";
import { noticeFor } from "../meetings/customer-notices";
import { MEETING_TRANSITIONS } from "../meetings/meeting-transitions";
import { rolesOn, type Actor } from "../roles";
import { transition } from "../transition-table";
import { demandScope } from "./demand-access";
import { findDemand } from "./demand-repository";
import { DEMAND_TRANSITIONS } from "./demand-transitions";

export async function cancelDemand(context: DomainContext, actor: Actor, demandId: number) {
  const { db } = context;
  const demand = await findDemand(db, demandId);
  const result = transition(DEMAND_TRANSITIONS, demand.marking, rolesOn(actor, await demandScope(db, demand)), "cancel");
  if (!result.ok) throw result.error;
  const now = context.now();
  await db.transaction().execute(async (trx) => {
    // Compare-and-set on the marking read: two concurrent cancellations, or a cancel racing a
    // completion, cannot both win; the loser gets the table's refusal.
    const updated = await trx
      .updateTable("demands")
      // A new version: a study's form read before this cancellation is stale now.
      .set((eb) => ({ marking: result.next, canceled_at: now, updated_at: now, version: eb("version", "+", 1) }))
      .where("id", "=", demand.id)
      .where("marking", "=", demand.marking)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) {
      const { code, message } = DEMAND_TRANSITIONS.cancel.refused;
      throw conflict(code, message);
    }
    // The demand's cancellation carries its meetings along, whoever could cancel them one by one.
    const meetings = await trx
      .updateTable("meetings")
      // A new version: a professional's action read before this cancellation must not overwrite it.
      .set((eb) => ({ status: "canceled", updated_at: now, version: eb("version", "+", 1) }))
      .where("demand_id", "=", demand.id)
      .where("status", "in", MEETING_TRANSITIONS.cancel.from)
      .returningAll()
      .execute();
    // The customer's calendar holds the dated ones (the booking's e-mail, a confirmation, a new date):
    // the cancellation's e-mail removes them.
    const canceledDemand = await trx.selectFrom("demands").selectAll().where("id", "=", demand.id).executeTakeFirstOrThrow();
    const removals: OutboxAttachment[] = [];
    for (const meeting of meetings) {
      const { appointment } = await noticeFor(trx, context, { meeting, demand: canceledDemand });
      if (appointment) removals.push(appointmentCancellationFile(appointment));
    }
    await recordCaseEvent(
      trx,
      {
        demandId: demand.id,
        actorId: actor.userId,
        kind: "demand.cancel",
        from: demand.marking,
        to: result.next,
        summary: "Demande annulée.",
        visibleToCustomer: true,
      },
      now,
    );
    const recipients = await trx
      .selectFrom("users")
      .select(["id", "email"])
      .where("id", "in", [
        demand.user_id,
        ...meetings.map((meeting) => meeting.bailiff_id).filter((value): value is number => value !== null),
      ])
      .execute();
    for (const recipient of recipients) {
      // The customer's link is their dossier; the professionals' the case in their workspace.
      const path = recipient.id === demand.user_id ? customerDossierPath(demand.id) : workspaceDossierPath(demand.id);
      await context.outbox.enqueue(
        trx,
        messages.demandCanceled(
          recipient.email,
          demand.title ?? "Demande",
          siteLink(context.publicUrl, path),
          recipient.id === demand.user_id ? removals : [],
        ),
      );
    }
  });
  context.slotCache.clear();
  return demand;
}
