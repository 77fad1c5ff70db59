// How every action on a case runs, the demand's counterpart of change-meeting.ts: check the
// permission (403), the lock (409 `locked`, naming who holds the case), the form's expected version
// (409 `stale`) and the marking (409 with the table's code), validate the input (422), then, in one
// transaction, a compare-and-set on the version read. Of two concurrent changes of one case exactly one
// writes; the other is told what happened, never silently overwrites it. Each done action writes its
// journal entry in the same transaction.
import type { Updateable } from "kysely";
import type { RoleName } from "~common/roles";
import type { PlatformDb } from "../../db/open-database";
import type { DemandMarking, DemandRow, DemandsTable } from "../../db/schema";
import type { DomainContext } from "../context";
import { conflict, type DomainError } from "../errors";
import { recordCaseEvent, type CaseEvent } from "../journal/case-journal";
import type { Actor } from "../roles";
import { transition, type Transition } from "../transition-table";
import { assertNotLockedByOther } from "./case-lock";

/** The case as the caller reached it, with the roles that count on it, and what their form expected. */
export interface CaseTarget {
  demand: DemandRow;
  roles: readonly RoleName[];
  /** The version the caller's form was rendered with, if it says. */
  expectedVersion?: number;
  /** Or its `updated_at`, if it says. */
  expectedUpdatedAt?: Date;
}

type CaseJournalEntry = Pick<CaseEvent, "kind" | "summary" | "visibleToCustomer"> &
  Partial<Pick<CaseEvent, "from" | "to" | "meetingId">>;

export interface CaseActionSteps {
  rule: Transition<DemandMarking>;
  /** Lock and unlock decide about the lock themselves; every other action respects it. */
  ignoresLock?: boolean;
  /** Validates the input against the case (422s) and says which columns to write with the marking. */
  prepare?: (
    demand: DemandRow,
    next: DemandMarking,
  ) =>
    | Promise<Omit<Updateable<DemandsTable>, "version" | "updated_at" | "marking">>
    | Omit<Updateable<DemandsTable>, "version" | "updated_at" | "marking">;
  /** Further writes in the same transaction (meetings, files, outbox), given the case as written. */
  afterWrite?: (trx: PlatformDb, written: DemandRow, before: DemandRow) => Promise<void>;
  /** The journal's entry (its kind is prefixed `demand.`; from/to default to the markings). */
  journal: (trx: PlatformDb, written: DemandRow, before: DemandRow) => Promise<CaseJournalEntry> | CaseJournalEntry;
}

const staleCase = (): DomainError =>
  conflict("stale", "Ce dossier a été modifié entre-temps : rechargez la page pour voir sa nouvelle version.");

function isStale(target: CaseTarget, demand: DemandRow): boolean {
  if (target.expectedVersion !== undefined && target.expectedVersion !== demand.version) return true;
  return target.expectedUpdatedAt !== undefined && target.expectedUpdatedAt.getTime() !== demand.updated_at.getTime();
}

export async function changeCase(
  context: DomainContext,
  actor: Actor,
  target: CaseTarget,
  steps: CaseActionSteps,
): Promise<DemandRow> {
  const { demand, roles } = target;
  const table = { action: steps.rule };
  const result = transition(table, demand.marking, roles, "action");
  if (!result.ok && result.error.kind === "forbidden") throw result.error;
  if (!steps.ignoresLock) await assertNotLockedByOther(context.db, demand, actor.userId);
  if (isStale(target, demand)) throw staleCase();
  if (!result.ok) throw result.error;
  const set = (await steps.prepare?.(demand, result.next)) ?? {};
  const now = context.now();

  const written = await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("demands")
      .set({ ...set, marking: result.next, version: demand.version + 1, updated_at: now })
      .where("id", "=", demand.id)
      .where("version", "=", demand.version)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      // Someone else changed the case since it was read: say what stands in the way now.
      const current = await trx.selectFrom("demands").selectAll().where("id", "=", demand.id).executeTakeFirstOrThrow();
      if (!steps.ignoresLock) await assertNotLockedByOther(trx, current, actor.userId);
      const again = transition(table, current.marking, roles, "action");
      const expectedNothing = target.expectedVersion === undefined && target.expectedUpdatedAt === undefined;
      if (expectedNothing && !again.ok) throw again.error;
      throw staleCase();
    }
    await steps.afterWrite?.(trx, row, demand);
    const entry = await steps.journal(trx, row, demand);
    await recordCaseEvent(
      trx,
      {
        demandId: demand.id,
        actorId: actor.userId,
        from: demand.marking,
        to: row.marking,
        ...entry,
        kind: `demand.${entry.kind}`,
      },
      now,
    );
    return row;
  });
  context.slotCache.clear();
  return written;
}
