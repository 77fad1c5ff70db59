// The study's actions on a case (pro-side §7 "Bailiff demand management"): the named
// transitions, lock and unlock, refuse with a reason, the bill status, the internal comment, the title
// and further information, and the meeting mode. Each runs through changeCase (permission, lock, stale
// form, marking, compare-and-set) and writes its journal entry in the same transaction.
import type { PlatformDb } from "../../db/open-database";
import type { BillStatus, DemandRow, RefusalTypeRow } from "../../db/schema";
import { messages } from "../../outbox/messages";
import type { DomainContext } from "../context";
import { invalidInput, notPermitted } from "../errors";
import { LIVE_MEETING_STATUSES } from "../meetings/meeting-transitions";
import { chosenRefusalType } from "../meetings/refusal-types";
import { grants, type Actor } from "../roles";
import { BILL_STATUS_LABELS } from "../statuses";
import { lockedCase, personName } from "./case-lock";
import { changeCase, type CaseActionSteps, type CaseTarget } from "./change-demand";
import { mailCustomer } from "./mail-customer";
import { DEMAND_TRANSITIONS, keepsMarking, NAMED_TRANSITIONS, type NamedTransition } from "./demand-transitions";
import { tellCustomerOfMeetingMode } from "../meetings/customer-notices";

/** What the customer reads of each named transition; the ones they would not notice stay internal. */
const TRANSITION_JOURNAL: Record<NamedTransition, { summary: string; visibleToCustomer: boolean }> = {
  // A case to qualify already shows as in progress to its customer (pro-side §4).
  qualify: { summary: "Dossier qualifié : il est en cours.", visibleToCustomer: false },
  requalify: { summary: "Dossier remis à qualifier.", visibleToCustomer: false },
  complete: { summary: "Intervention terminée.", visibleToCustomer: true },
  reopen: { summary: "Dossier rouvert.", visibleToCustomer: true },
};

export function transitionCase(context: DomainContext, actor: Actor, target: CaseTarget, name: NamedTransition) {
  return changeCase(context, actor, target, {
    rule: DEMAND_TRANSITIONS[name],
    journal: () => ({ kind: "transition", ...TRANSITION_JOURNAL[name] }),
  });
}

/** The named transitions these roles may take from the case's marking now. */
export function allowedNamedTransitions(target: CaseTarget) {
  return (Object.keys(NAMED_TRANSITIONS) as NamedTransition[])
    .filter((name) => {
      const rule = DEMAND_TRANSITIONS[name];
      return grants(target.roles, rule.permission) && rule.from.includes(target.demand.marking);
    })
    .map((name) => {
      const to = DEMAND_TRANSITIONS[name].to as DemandRow["marking"];
      return { name, label: NAMED_TRANSITIONS[name], to, tos: [to] };
    });
}

const LOCK_RULE = keepsMarking("demands.manage");

function lockChange(
  set: Partial<Pick<DemandRow, "locked_by" | "locked_at">>,
  entry: { kind: string; summary: string },
): CaseActionSteps {
  return { rule: LOCK_RULE, ignoresLock: true, prepare: () => set, journal: () => ({ ...entry, visibleToCustomer: false }) };
}

/** Locking a case the actor already holds changes nothing; one held by someone else is refused. */
export async function lockCase(context: DomainContext, actor: Actor, target: CaseTarget): Promise<DemandRow> {
  if (!grants(target.roles, LOCK_RULE.permission)) throw notPermitted();
  const holder = target.demand.locked_by;
  if (holder === actor.userId) return target.demand;
  if (holder !== null) throw lockedCase(await personName(context.db, holder));
  return changeCase(
    context,
    actor,
    target,
    lockChange({ locked_by: actor.userId, locked_at: context.now() }, { kind: "lock", summary: "Dossier verrouillé." }),
  );
}

/**
 * Unlocking: the one who locked the case, or one of the study's professionals (a case must not stay
 * stuck while its holder is away: docs/decisions/1301). An unlocked case stays as it is.
 */
export async function unlockCase(context: DomainContext, actor: Actor, target: CaseTarget): Promise<DemandRow> {
  if (!grants(target.roles, LOCK_RULE.permission)) throw notPermitted();
  const holder = target.demand.locked_by;
  if (holder === null) return target.demand;
  const holderName = await personName(context.db, holder);
  if (holder !== actor.userId && !grants(target.roles, "demands.unlock_any")) throw lockedCase(holderName);
  const summary =
    holder === actor.userId ? "Dossier déverrouillé." : `Dossier déverrouillé (il était verrouillé par ${holderName}).`;
  return changeCase(context, actor, target, lockChange({ locked_by: null, locked_at: null }, { kind: "unlock", summary }));
}

/** The study will not take the case: it goes "sans suite", its live meetings are refused, the customer is told why. */
export async function refuseCase(context: DomainContext, actor: Actor, target: CaseTarget, refusalTypeId: number | undefined) {
  let refusal: RefusalTypeRow;
  return changeCase(context, actor, target, {
    rule: DEMAND_TRANSITIONS.refuse,
    async prepare() {
      refusal = await chosenRefusalType(context.db, refusalTypeId);
      return { refusal_type_id: refusal.id, canceled_at: context.now() };
    },
    async afterWrite(trx, written) {
      await trx
        .updateTable("meetings")
        // A new version: a meeting action read before this refusal must not overwrite it.
        .set((eb) => ({
          status: "refused",
          refusal_type_id: refusal.id,
          updated_at: context.now(),
          version: eb("version", "+", 1),
        }))
        .where("demand_id", "=", written.id)
        .where("status", "in", LIVE_MEETING_STATUSES)
        .execute();
      await mailCustomer(trx, context, written, (email, title, link) =>
        messages.caseRefused(email, title, refusal.message ?? refusal.title, link),
      );
    },
    journal: () => ({
      kind: "refuse",
      summary: `Dossier refusé par l'étude. Motif : ${refusal.message ?? refusal.title}`,
      visibleToCustomer: true,
    }),
  });
}

export function updateBillStatus(context: DomainContext, actor: Actor, target: CaseTarget, billStatus: BillStatus) {
  return changeCase(context, actor, target, {
    rule: keepsMarking("demands.manage"),
    prepare: () => ({ bill_status: billStatus }),
    journal: (_trx, written, before) => ({
      kind: "bill_status",
      summary: `Facturation : ${BILL_STATUS_LABELS[written.bill_status]}.`,
      from: before.bill_status,
      to: written.bill_status,
      visibleToCustomer: true,
    }),
  });
}

/** The study's internal note: never shown to the customer, nor its journal entry. */
export function updateComment(context: DomainContext, actor: Actor, target: CaseTarget, comment: string | null) {
  return changeCase(context, actor, target, {
    rule: keepsMarking("demands.manage"),
    prepare: () => ({ comment }),
    journal: (_trx, written, before) => ({
      kind: "comment",
      summary: written.comment ? "Commentaire interne modifié." : "Commentaire interne effacé.",
      from: before.comment,
      to: written.comment,
      visibleToCustomer: false,
    }),
  });
}

/** Title and further information: the customer's and the study's, while the case is open. */
const OPEN_CASE = keepsMarking("demands.edit_details", ["toqualify", "inprogress", "completed"], {
  code: "cannot_edit",
  message: "Un dossier clos ne peut plus être modifié.",
});

export function updateTitle(context: DomainContext, actor: Actor, target: CaseTarget, title: string) {
  return changeCase(context, actor, target, {
    rule: OPEN_CASE,
    prepare: () => ({ title }),
    journal: (_trx, written, before) => ({
      kind: "title",
      summary: `Titre du dossier : « ${written.title} ».`,
      from: before.title,
      to: written.title,
      visibleToCustomer: true,
    }),
  });
}

export function updateFurtherInfos(context: DomainContext, actor: Actor, target: CaseTarget, furtherInfos: string | null) {
  return changeCase(context, actor, target, {
    rule: OPEN_CASE,
    prepare: () => ({ further_infos: furtherInfos }),
    journal: (_trx, written, before) => ({
      kind: "further_infos",
      summary: "Informations complémentaires mises à jour.",
      from: before.further_infos,
      to: written.further_infos,
      visibleToCustomer: true,
    }),
  });
}

export type MeetingMode = "visio" | "real";

const MODE_LABEL: Record<MeetingMode, string> = { visio: "en visio", real: "sur place" };

/** The words of a change of mode: the journal's, the notification's and the e-mail's. */
const meetingModeSentence = (mode: MeetingMode) => `Le rendez-vous se fera ${MODE_LABEL[mode]}.`;

/** Whether each of the case's live meetings is for a service that can be done by video. */
async function liveServicesAllowVisio(db: PlatformDb, demandId: number): Promise<boolean> {
  const refused = await db
    .selectFrom("meetings")
    .innerJoin("report_types", "report_types.id", "meetings.report_type_id")
    .select("meetings.id")
    .where("meetings.demand_id", "=", demandId)
    .where("meetings.status", "in", LIVE_MEETING_STATUSES)
    .where("report_types.visio_enabled", "=", false)
    .executeTakeFirst();
  return !refused;
}

/** Meeting mode (`change-type`): on site ↔ by video, for the case and its live meetings. */
export function changeMeetingMode(context: DomainContext, actor: Actor, target: CaseTarget, mode: MeetingMode) {
  return changeCase(context, actor, target, {
    rule: keepsMarking("demands.manage", ["toqualify", "inprogress"], {
      code: "cannot_change_type",
      message: "Le mode du rendez-vous ne change plus sur un dossier terminé ou sans suite.",
    }),
    async prepare(demand) {
      if (demand.type === mode) throw invalidInput("new_type", `Le rendez-vous se fait déjà ${MODE_LABEL[mode]}.`);
      if (mode === "visio" && !(await liveServicesAllowVisio(context.db, demand.id))) {
        throw invalidInput("new_type", "Cette prestation ne peut pas se faire en visio.");
      }
      return { type: mode };
    },
    async afterWrite(trx, written) {
      const switched = await trx
        .updateTable("meetings")
        .set((eb) => ({ has_visio: mode === "visio", updated_at: context.now(), version: eb("version", "+", 1) }))
        .where("demand_id", "=", written.id)
        .where("status", "in", LIVE_MEETING_STATUSES)
        .returningAll()
        .execute();
      // The customer of a confirmed meeting holds its event: they are told, and its place moves in their calendar.
      for (const meeting of switched.filter((candidate) => candidate.status === "validated")) {
        await tellCustomerOfMeetingMode(trx, context, { meeting, demand: written }, meetingModeSentence(mode));
      }
    },
    journal: (_trx, written, before) => ({
      kind: "meeting_mode",
      summary: meetingModeSentence(mode),
      from: before.type,
      to: written.type,
      visibleToCustomer: true,
    }),
  });
}
