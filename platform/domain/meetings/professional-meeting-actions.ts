// The professional side's actions on a meeting (pro-side §2 "Meeting actions", §7 under bailiff/{id}):
// confirm one of the proposed slots, complete, decline with a reason, set a new date, cancel with or
// without telling the customer, and choose the meeting's professional. Each runs through changeMeeting
// (permission, stale form, state, compare-and-set) and writes its consequences in the same transaction.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow, RefusalTypeRow } from "../../db/schema";
import type { DomainContext } from "../context";
import { personName } from "../demands/case-lock";
import { formatMessageDate, parseParisDateTime } from "~common/paris-time";
import { assertLegalHours } from "../legal-hours/act-place";
import { invalidInput } from "../errors";
import { isStudyProfessional } from "../memberships";
import { holdsProfessionalRole, rolesOn, type Actor } from "../roles";
import { changeMeeting, type MeetingTarget } from "./change-meeting";
import { tellCustomerOfCompletion } from "./completion-notice";
import { customerAbsenceSentence, tellCustomerOfAbsence, tellCustomerOfDate, tellCustomerOfRefusal } from "./customer-notices";
import {
  ASSIGN_OPERATOR,
  customerAbsenceTooEarly,
  MEETING_TRANSITIONS,
  meetingNotStarted,
  notStartedYet,
} from "./meeting-transitions";
import { chosenRefusalType } from "./refusal-types";

/** A demand whose meeting gets a confirmed date is in progress (pro-side §4: "confirmed when in progress"). */
export async function markInProgress(trx: PlatformDb, demand: DemandRow, now: Date): Promise<void> {
  await trx
    .updateTable("demands")
    .set({ marking: "inprogress", updated_at: now })
    .where("id", "=", demand.id)
    .where("marking", "=", "toqualify")
    .execute();
}

/** Makes the meeting's selected slot the given one, or a new one with these dates. */
export async function selectSlot(trx: PlatformDb, meetingId: number, slot: number | { start: Date; end: Date }): Promise<void> {
  const slotId =
    typeof slot === "number"
      ? slot
      : (
          await trx
            .insertInto("meeting_slots")
            .values({ meeting_id: meetingId, start_date: slot.start, end_date: slot.end })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
  await trx
    .updateTable("meeting_slots")
    .set({ selected: sql<boolean>`id = ${slotId}` })
    .where("meeting_id", "=", meetingId)
    .execute();
}

/** The professional who takes the meeting: its own, the demand's, or the acting professional. */
export function professionalFor(actor: Actor, studyId: number, bailiffId: number | null, demand: DemandRow): number | null {
  if (bailiffId !== null) return bailiffId;
  if (demand.operator_id !== null) return demand.operator_id;
  return holdsProfessionalRole(rolesOn(actor, { studyId })) ? actor.userId : null;
}

export async function confirmMeeting(context: DomainContext, actor: Actor, target: MeetingTarget, slotId: number) {
  return changeMeeting(context, actor, target, {
    rule: MEETING_TRANSITIONS.confirm,
    async prepare({ meeting, demand }) {
      const slot = await context.db
        .selectFrom("meeting_slots")
        .select(["start_date", "end_date"])
        .where("meeting_id", "=", meeting.id)
        .where("id", "=", slotId)
        .executeTakeFirst();
      if (!slot) throw invalidInput("slot_id", "Veuillez choisir l'un des créneaux proposés.");
      const professionalId = professionalFor(actor, target.studyId, meeting.bailiff_id, demand);
      return {
        set: { starts_at: slot.start_date, ends_at: slot.end_date, bailiff_id: professionalId },
        holds: professionalId === null ? undefined : { professionalId, start: slot.start_date, end: slot.end_date },
      };
    },
    async afterWrite(trx, changed) {
      await selectSlot(trx, changed.meeting.id, slotId);
      await markInProgress(trx, changed.demand, context.now());
      await tellCustomerOfDate(trx, context, changed, "confirmed");
    },
    journal: (_trx, changed) => ({
      kind: "confirm",
      summary: `Rendez-vous confirmé pour le ${formatMessageDate(changed.meeting.starts_at!.getTime())}.`,
      visibleToCustomer: true,
    }),
  });
}

export async function completeMeeting(context: DomainContext, actor: Actor, target: MeetingTarget) {
  return changeMeeting(context, actor, target, {
    rule: MEETING_TRANSITIONS.complete,
    prepare({ meeting }) {
      if (notStartedYet(meeting, context.now())) throw meetingNotStarted();
      return {};
    },
    async afterWrite(trx, changed) {
      await tellCustomerOfCompletion(trx, context, changed);
    },
    journal: () => ({ kind: "complete", summary: "Rendez-vous terminé.", visibleToCustomer: true }),
  });
}

/** The customer did not come: once the meeting has started, the professional says so (docs/decisions/3910). */
export async function markCustomerAbsent(context: DomainContext, actor: Actor, target: MeetingTarget) {
  return changeMeeting(context, actor, target, {
    rule: MEETING_TRANSITIONS.mark_no_show,
    prepare({ meeting }) {
      if (notStartedYet(meeting, context.now())) throw customerAbsenceTooEarly();
      return {};
    },
    async afterWrite(trx, changed) {
      await tellCustomerOfAbsence(trx, context, changed);
    },
    journal: (_trx, changed) => ({
      kind: "no_show",
      summary: customerAbsenceSentence(changed.meeting.starts_at!),
      visibleToCustomer: true,
    }),
  });
}

export async function declineMeeting(context: DomainContext, actor: Actor, target: MeetingTarget, refusalTypeId?: number) {
  let refusal: RefusalTypeRow;
  return changeMeeting(context, actor, target, {
    rule: MEETING_TRANSITIONS.decline,
    async prepare() {
      refusal = await chosenRefusalType(context.db, refusalTypeId);
      return { set: { refusal_type_id: refusal.id } };
    },
    async afterWrite(trx, changed) {
      await tellCustomerOfRefusal(trx, context, changed, refusal, "declined");
    },
    journal: () => ({
      kind: "decline",
      summary: `Demande de rendez-vous refusée. Motif : ${refusal.message ?? refusal.title}`,
      visibleToCustomer: true,
    }),
  });
}

export async function meetingDurationMinutes(db: PlatformDb, studyId: number, reportTypeId: number): Promise<number> {
  const setting = await db
    .selectFrom("report_types")
    .leftJoin("study_report_types", (join) =>
      join.onRef("study_report_types.report_type_id", "=", "report_types.id").on("study_report_types.study_id", "=", studyId),
    )
    .select(["report_types.default_slot_duration", "study_report_types.slot_duration"])
    .where("report_types.id", "=", reportTypeId)
    .executeTakeFirstOrThrow();
  return setting.slot_duration ?? setting.default_slot_duration;
}

export async function updateMeetingSlot(context: DomainContext, actor: Actor, target: MeetingTarget, date: string) {
  return changeMeeting(context, actor, target, {
    rule: MEETING_TRANSITIONS.update_date,
    async prepare({ meeting, demand }) {
      const start = parseParisDateTime(date);
      if (!start) throw invalidInput("date", "La date doit être au format JJ/MM/AAAA HH:mm.");
      if (start.getTime() <= context.now().getTime()) throw invalidInput("date", "La date doit être dans le futur.");
      // The meeting keeps its length; one without a date yet takes the study's length for the service.
      const minutes =
        meeting.starts_at && meeting.ends_at
          ? (meeting.ends_at.getTime() - meeting.starts_at.getTime()) / 60_000
          : await meetingDurationMinutes(context.db, demand.study_id, meeting.report_type_id);
      const end = new Date(start.getTime() + minutes * 60_000);
      // Significations and enforcement: never outside legal hours (docs/decisions/1401).
      await assertLegalHours(
        context.db,
        {
          reportTypeId: meeting.report_type_id,
          studyId: demand.study_id,
          lat: demand.latitude,
          lon: demand.longitude,
          start: start.getTime(),
          end: end.getTime(),
        },
        "date",
      );
      const professionalId = professionalFor(actor, target.studyId, meeting.bailiff_id, demand);
      if (professionalId === null) {
        throw invalidInput("date", "Choisissez d'abord le professionnel de ce rendez-vous.");
      }
      return { set: { starts_at: start, ends_at: end, bailiff_id: professionalId }, holds: { professionalId, start, end } };
    },
    async afterWrite(trx, changed) {
      await selectSlot(trx, changed.meeting.id, { start: changed.meeting.starts_at!, end: changed.meeting.ends_at! });
      await markInProgress(trx, changed.demand, context.now());
      await tellCustomerOfDate(trx, context, changed, "rescheduled");
    },
    journal: (_trx, changed) => ({
      kind: "update_date",
      summary: `Nouvelle date du rendez-vous : ${formatMessageDate(changed.meeting.starts_at!.getTime())}.`,
      visibleToCustomer: true,
    }),
  });
}

export async function cancelMeeting(
  context: DomainContext,
  actor: Actor,
  target: MeetingTarget,
  notice: { notify: boolean; refusalTypeId?: number },
) {
  let refusal: RefusalTypeRow | undefined;
  return changeMeeting(context, actor, target, {
    rule: MEETING_TRANSITIONS.cancel,
    async prepare() {
      if (!notice.notify) return {};
      refusal = await chosenRefusalType(context.db, notice.refusalTypeId);
      return { set: { refusal_type_id: refusal.id } };
    },
    async afterWrite(trx, changed) {
      // Cancelling without notice is the professional's choice (pro-side §2): the customer hears nothing.
      if (refusal) await tellCustomerOfRefusal(trx, context, changed, refusal, "canceled");
    },
    // Without notice the customer is not told, so the journal keeps it on the study's side too.
    journal: () =>
      refusal
        ? {
            kind: "cancel",
            summary: `Rendez-vous annulé. Motif : ${refusal.message ?? refusal.title}`,
            visibleToCustomer: true,
          }
        : { kind: "cancel", summary: "Rendez-vous annulé sans prévenir le client.", visibleToCustomer: false },
  });
}

export async function assignMeetingOperator(context: DomainContext, actor: Actor, target: MeetingTarget, operatorId: number) {
  return changeMeeting(context, actor, target, {
    rule: ASSIGN_OPERATOR,
    async prepare({ meeting }) {
      if (!(await isStudyProfessional(context.db, target.studyId, operatorId))) {
        throw invalidInput("operator_id", "Ce professionnel n'exerce pas dans cette étude.");
      }
      const dated = meeting.starts_at && meeting.ends_at;
      return {
        set: { bailiff_id: operatorId },
        holds: dated ? { professionalId: operatorId, start: meeting.starts_at!, end: meeting.ends_at! } : undefined,
      };
    },
    async afterWrite(trx, changed, before) {
      // The demand follows its professional when it had none or had the one replaced.
      await trx
        .updateTable("demands")
        .set({ operator_id: operatorId, updated_at: context.now() })
        .where("id", "=", changed.demand.id)
        .where((eb) =>
          eb.or([
            eb("operator_id", "is", null),
            ...(before.meeting.bailiff_id === null ? [] : [eb("operator_id", "=", before.meeting.bailiff_id)]),
          ]),
        )
        .execute();
    },
    journal: async (trx, _changed, before) => ({
      kind: "operator",
      summary: `Professionnel du rendez-vous : ${await personName(trx, operatorId)}.`,
      from: before.meeting.bailiff_id === null ? null : String(before.meeting.bailiff_id),
      to: String(operatorId),
      visibleToCustomer: false,
    }),
  });
}
