// How every action of the professional's side on a meeting runs: find the meeting in the study (404),
// check the permission (403), the form's `expected_status` (409 `stale`) and the state (409 with the
// rule's code), then, in one transaction, a compare-and-set on the (status, version) that was read.
// Of concurrent actions on one meeting exactly one writes; each other one finds the row changed and is
// told what happened (the new status makes its action illegal, or `stale`), never overwrites it.
// A case locked by someone else refuses the study's action (409 `locked`); a done one writes its journal
// entry. The customer acts on their own meeting the same way (choosing a slot, docs/decisions/3101): their
// roles are those of the person it is for, and the study's lock does not bind them.
import type { Updateable } from "kysely";
import { agendaTransaction } from "../../db/agenda-transaction";
import type { PlatformDb } from "../../db/open-database";
import type { MeetingsTable, MeetingStatus } from "../../db/schema";
import type { DomainContext } from "../context";
import { assertNotLockedByOther } from "../demands/case-lock";
import { recordCaseEvent, type CaseEvent } from "../journal/case-journal";
import { rolesOn, type Actor } from "../roles";
import { transition, type Transition } from "../transition-table";
import { findMeetingInStudy, rolesInStudy, type MeetingInStudy } from "./meeting-in-study";
import { assertProfessionalFree } from "./professional-availability";
import { staleMeeting } from "./stale-meeting";
import { currentMeetingStatus } from "./meeting-repository";

export interface MeetingTarget {
  studyId: number;
  meetingId: number;
  /** The status the caller's form was rendered with, if it says. */
  expectedStatus?: MeetingStatus;
}

interface MeetingChange {
  /** Columns written with the new status (dates, professional, refusal type). */
  set?: Omit<Updateable<MeetingsTable>, "status" | "version" | "updated_at">;
  /** The time the meeting will hold for this professional: checked free in the transaction. */
  holds?: { professionalId: number; start: Date; end: Date };
}

type MeetingJournalEntry = Pick<CaseEvent, "kind" | "summary" | "visibleToCustomer"> & Partial<Pick<CaseEvent, "from" | "to">>;

export interface MeetingActionSteps {
  /** The rule: permission, states it leaves, state it reaches, refusal. */
  rule: Transition<MeetingStatus>;
  /** Who acts: the study's side (default) or the meeting's customer. */
  side?: "study" | "customer";
  /** Validates the input against the meeting found (422s) and says what to write. */
  prepare?: (found: MeetingInStudy, next: MeetingStatus) => Promise<MeetingChange> | MeetingChange;
  /** Further writes in the same transaction (slots, demand, outbox), given the meeting as written. */
  afterWrite?: (trx: PlatformDb, changed: MeetingInStudy, before: MeetingInStudy) => Promise<void>;
  /** The case journal's entry for the action (its kind is prefixed `meeting.`; from/to default to the statuses). */
  journal: (
    trx: PlatformDb,
    changed: MeetingInStudy,
    before: MeetingInStudy,
  ) => Promise<MeetingJournalEntry> | MeetingJournalEntry;
}

export async function changeMeeting(
  context: DomainContext,
  actor: Actor,
  target: MeetingTarget,
  steps: MeetingActionSteps,
): Promise<MeetingInStudy> {
  const found = await findMeetingInStudy(context.db, target.studyId, target.meetingId);
  const asCustomer = steps.side === "customer";
  const roles = asCustomer
    ? rolesOn(actor, { customerIds: [found.demand.user_id, found.meeting.user_id] })
    : rolesInStudy(actor, target.studyId);
  const table = { action: steps.rule };
  const result = transition(table, found.meeting.status, roles, "action");
  if (!result.ok && result.error.kind === "forbidden") throw result.error;
  if (target.expectedStatus !== undefined && target.expectedStatus !== found.meeting.status) {
    throw staleMeeting(found.meeting.status, target.expectedStatus);
  }
  if (!result.ok) throw result.error;
  if (!asCustomer) await assertNotLockedByOther(context.db, found.demand, actor.userId);
  const change = (await steps.prepare?.(found, result.next)) ?? {};
  const now = context.now();

  // Taking a professional's time holds the agendas it touches, the meeting's current professional's and
  // the new one's, in one order (decision 3620); an action that takes no time locks nothing.
  const agendas = change.holds ? [found.meeting.bailiff_id, change.holds.professionalId] : [];
  const changed = await agendaTransaction(context.db, agendas, async (trx) => {
    if (change.holds) {
      await assertProfessionalFree(trx, change.holds.professionalId, change.holds.start, change.holds.end, found.meeting.id);
    }
    const written = await trx
      .updateTable("meetings")
      .set({ ...change.set, status: result.next, version: found.meeting.version + 1, updated_at: now })
      .where("id", "=", found.meeting.id)
      .where("status", "=", found.meeting.status)
      .where("version", "=", found.meeting.version)
      .returningAll()
      .executeTakeFirst();
    if (!written) {
      const current = await currentMeetingStatus(trx, found.meeting.id);
      // Someone else's action won: the new status may forbid this one outright; otherwise it is stale.
      const again = transition(table, current, roles, "action");
      if (target.expectedStatus === undefined && !again.ok) throw again.error;
      throw staleMeeting(current, target.expectedStatus ?? found.meeting.status);
    }
    // The lock may have been taken since the read: the transaction sees the case as it is now.
    if (!asCustomer) {
      const demandNow = await trx.selectFrom("demands").selectAll().where("id", "=", found.demand.id).executeTakeFirstOrThrow();
      await assertNotLockedByOther(trx, demandNow, actor.userId);
    }
    const after = { meeting: written, demand: found.demand };
    await steps.afterWrite?.(trx, after, found);
    const entry = await steps.journal(trx, after, found);
    await recordCaseEvent(
      trx,
      {
        demandId: found.demand.id,
        meetingId: found.meeting.id,
        actorId: actor.userId,
        from: found.meeting.status,
        to: written.status,
        ...entry,
        kind: `meeting.${entry.kind}`,
      },
      now,
    );
    return after;
  });
  context.slotCache.clear();
  return changed;
}
