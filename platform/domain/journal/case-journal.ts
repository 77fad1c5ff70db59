// The case journal (beyond the spec): every action on a case, who did it, when, from which
// value to which, in a French sentence. Each entry is written inside the transaction of the action it
// records, so a refused or rolled-back action leaves no trace and a done one always has its entry.
// The study's side reads the whole journal; the customer only the entries meant for them.
import type { PlatformDb } from "../../db/open-database";
import type { DemandEventRow } from "../../db/schema";
import { notifyOfCaseEvent } from "../notifications/case-event-notifications";

export interface CaseEvent {
  demandId: number;
  meetingId?: number | null;
  /** Who acted; null for the platform itself. */
  actorId: number | null;
  /** A machine name: the action (`meeting.confirm`, `demand.transition`, `document.uploaded`…). */
  kind: string;
  from?: string | null;
  to?: string | null;
  summary: string;
  visibleToCustomer: boolean;
}

export async function recordCaseEvent(trx: PlatformDb, event: CaseEvent, now: Date): Promise<void> {
  await trx
    .insertInto("demand_events")
    .values({
      demand_id: event.demandId,
      meeting_id: event.meetingId ?? null,
      actor_id: event.actorId,
      kind: event.kind,
      from_value: event.from ?? null,
      to_value: event.to ?? null,
      summary: event.summary,
      visible_to_customer: event.visibleToCustomer,
      created_at: now,
    })
    .execute();
  // The entry is the domain event the people concerned are notified of.
  await notifyOfCaseEvent(trx, event, now);
}

/** The case's journal in the order things happened; the customer's view keeps the entries meant for them. */
export async function listCaseEvents(db: PlatformDb, demandId: number, audience: "study" | "customer") {
  let query = db
    .selectFrom("demand_events")
    .leftJoin("users", "users.id", "demand_events.actor_id")
    .selectAll("demand_events")
    .select(["users.firstname as actor_firstname", "users.lastname as actor_lastname"])
    .where("demand_events.demand_id", "=", demandId);
  if (audience === "customer") query = query.where("demand_events.visible_to_customer", "=", true);
  const rows = await query.orderBy("demand_events.created_at").orderBy("demand_events.id").execute();
  return rows.map(presentCaseEvent);
}

type EventWithActor = DemandEventRow & { actor_firstname: string | null; actor_lastname: string | null };

function presentCaseEvent(row: EventWithActor) {
  return {
    id: row.id,
    kind: row.kind,
    meeting_id: row.meeting_id,
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, firstname: row.actor_firstname ?? "", lastname: row.actor_lastname ?? "" },
    from: row.from_value,
    to: row.to_value,
    summary: row.summary,
    visible_to_customer: row.visible_to_customer,
    created_at: row.created_at.toISOString(),
  };
}
