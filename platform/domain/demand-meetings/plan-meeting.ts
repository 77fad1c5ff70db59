// Planning a meeting of a demand (pro-side §7 `POST demands/{id}/meetings {slots, bailiffId, reportTypeId}`,
// docs/decisions/3101). The study's professional plans or reschedules any meeting (`reschedule`): a
// live or declined one moves to the slot, confirmed at once; a finished one stays and a new meeting of the
// same service is planned beside it. The customer chooses the slot of their meeting that waits for one or
// was declined (`plan`): it waits for the professional's confirmation, as a booking. The slot passes the
// booking's checks (chosen-slot.ts; the customer's must be one the rules offer), the write is the meeting
// actions' compare-and-set (change-meeting.ts), the exclusion constraint settles a race for the slot, and
// the customer receives the e-mail with the updated .ics, in the same transaction.
import type { DemandRow, MeetingRow, MeetingStatus } from "../../db/schema";
import { messages } from "../../outbox/messages";
import { newRouteToken } from "../../security/tokens";
import type { Interval } from "../../slots/compute-slots";
import type { DomainContext } from "../context";
import { checkedSlot, isExclusionViolation, professionalsOffering, type ChosenSlotRule } from "../demands/chosen-slot";
import { readDemand, scopeOf } from "../demands/demand-access";
import { findEligibleProfessionals } from "../eligible-professionals";
import { DomainError, invalidInput, notFound, notPermitted, slotTaken } from "../errors";
import { formatMessageDate } from "~common/paris-time";
import { siteLink } from "../links";
import { changeMeeting } from "../meetings/change-meeting";
import { tellCustomerOfDate } from "../meetings/customer-notices";
import { FINISHED_MEETING_STATUSES, MEETING_TRANSITIONS } from "../meetings/meeting-transitions";
import { markInProgress, professionalFor, selectSlot } from "../meetings/professional-meeting-actions";
import { isStudyProfessional } from "../memberships";
import { offeredReportType } from "../report-type-tree";
import { rolesOn, type Actor } from "../roles";
import { assertOpenForPlanning, planningActionOf, WAITING_FOR_A_SLOT } from "./planning-rules";
import { meetingsOfDemand } from "../meetings/meeting-repository";
import { assertNotRefused, refusedSlotsOf } from "./refused-slots";

export interface PlanInput {
  /** Exactly one, instants in milliseconds. */
  slots: Array<{ start_date: number; end_date: number }>;
  reportTypeId: number;
  bailiffId?: number;
  /** The meeting planned or replaced; without it, the demand's latest of that service waiting for a slot. */
  meetingId?: number;
  /** The status the caller's page was rendered with (409 `stale` when it changed). */
  expectedStatus?: MeetingStatus;
}

export interface PlannedMeeting {
  meeting: MeetingRow;
  demand: DemandRow;
}

function meetingToPlan(meetings: readonly MeetingRow[], input: PlanInput): MeetingRow {
  if (input.meetingId !== undefined) {
    const meeting = meetings.find((candidate) => candidate.id === input.meetingId);
    if (!meeting) throw notFound("Rendez-vous introuvable.");
    if (meeting.report_type_id !== input.reportTypeId) {
      throw invalidInput("reportTypeId", "Ce rendez-vous n'est pas de cette prestation.");
    }
    return meeting;
  }
  const waiting = meetings.filter(
    (meeting) => meeting.report_type_id === input.reportTypeId && WAITING_FOR_A_SLOT.includes(meeting.status),
  );
  const latest = waiting.at(-1);
  if (!latest) throw invalidInput("reportTypeId", "Aucun rendez-vous de cette prestation n'attend de créneau dans ce dossier.");
  return latest;
}

export async function planDemandMeeting(
  context: DomainContext,
  actor: Actor,
  demandId: number,
  input: PlanInput,
): Promise<PlannedMeeting> {
  const { db } = context;
  const demand = await readDemand(db, actor, demandId);
  const meetings = await meetingsOfDemand(db, demand.id);
  const roles = rolesOn(actor, scopeOf(demand, meetings));
  const action = planningActionOf(roles);
  if (!action) throw notPermitted();
  assertOpenForPlanning(demand);
  const meeting = meetingToPlan(meetings, input);
  const reportType = await offeredReportType(db, demand.study_id, meeting.report_type_id);
  if (!reportType) throw invalidInput("reportTypeId", "Cette prestation n'est plus proposée par cette étude.");
  const onSite = demand.meeting_type === "meeting" && !meeting.has_visio;
  const place =
    onSite && demand.latitude !== null && demand.longitude !== null ? { lat: demand.latitude, lon: demand.longitude } : null;
  const rule: ChosenSlotRule = {
    slotMinutes: reportType.slot_duration,
    now: context.now().getTime(),
    act: { reportTypeId: reportType.id, studyId: demand.study_id, lat: place?.lat ?? null, lon: place?.lon ?? null },
  };
  const slot = await checkedSlot(db, input.slots, rule);
  // The customer's other slot after a decline is never the time the professional declined.
  if (action === "plan") assertNotRefused(await refusedSlotsOf(db, [meeting]), meeting.id, slot);
  const professionals =
    action === "plan"
      ? await offeringProfessionals(context, { demand, meeting, place, slot, rule, bailiffId: input.bailiffId })
      : [await studyProfessional(context, actor, { demand, meeting, bailiffId: input.bailiffId })];
  // Several professionals may offer the customer's slot: the first one still free gets it.
  for (const [index, professionalId] of professionals.entries()) {
    try {
      return await writePlan(context, actor, {
        demand,
        meeting,
        action,
        professionalId,
        slot,
        expectedStatus: input.expectedStatus,
      });
    } catch (error) {
      const clash = isExclusionViolation(error) || (error instanceof DomainError && error.code === "slot_taken");
      if (!clash) throw error;
      if (index === professionals.length - 1) throw slotTaken();
    }
  }
  throw slotTaken();
}

/** The customer's choice: the study's professionals who take this meeting and whose rules offer the slot. */
async function offeringProfessionals(
  context: DomainContext,
  plan: {
    demand: DemandRow;
    meeting: MeetingRow;
    place: { lat: number; lon: number } | null;
    slot: Interval;
    rule: ChosenSlotRule;
    bailiffId?: number;
  },
): Promise<number[]> {
  const { demand, meeting } = plan;
  const candidates = await findEligibleProfessionals(context.db, {
    ...(plan.place ?? {}),
    studyId: demand.study_id,
    reportTypeId: meeting.report_type_id,
    isVisio: meeting.has_visio,
  });
  let ids = candidates.map((candidate) => candidate.professional.id);
  if (plan.bailiffId !== undefined) {
    if (!ids.includes(plan.bailiffId)) throw invalidInput("bailiffId", "Ce professionnel ne peut pas prendre ce rendez-vous.");
    ids = [plan.bailiffId];
  }
  // The meeting's own professional first, then the demand's: the customer keeps whom they booked.
  const preferred = [meeting.bailiff_id, demand.operator_id];
  const rank = (id: number) => (preferred.includes(id) ? preferred.indexOf(id) : preferred.length);
  ids.sort((a, b) => rank(a) - rank(b));
  return professionalsOffering(context.db, ids, plan.slot, plan.rule);
}

/** The professional's choice: the one named (of the study), else the meeting's, the demand's, or the caller. */
async function studyProfessional(
  context: DomainContext,
  actor: Actor,
  plan: { demand: DemandRow; meeting: MeetingRow; bailiffId?: number },
): Promise<number> {
  const { demand, meeting, bailiffId } = plan;
  if (bailiffId !== undefined) {
    if (!(await isStudyProfessional(context.db, demand.study_id, bailiffId))) {
      throw invalidInput("bailiffId", "Ce professionnel n'exerce pas dans cette étude.");
    }
    return bailiffId;
  }
  const chosen = professionalFor(actor, demand.study_id, meeting.bailiff_id, demand);
  if (chosen === null) throw invalidInput("bailiffId", "Choisissez le professionnel de ce rendez-vous.");
  return chosen;
}

/** A live meeting already dated: planning it again moves it. */
const hadLiveDate = (meeting: MeetingRow) =>
  meeting.starts_at !== null &&
  !FINISHED_MEETING_STATUSES.includes(meeting.status) &&
  !WAITING_FOR_A_SLOT.includes(meeting.status);

async function writePlan(
  context: DomainContext,
  actor: Actor,
  plan: {
    demand: DemandRow;
    meeting: MeetingRow;
    action: "plan" | "reschedule";
    professionalId: number;
    slot: Interval;
    expectedStatus?: MeetingStatus;
  },
): Promise<PlannedMeeting> {
  const { demand, meeting, action, professionalId } = plan;
  const start = new Date(plan.slot.start);
  const end = new Date(plan.slot.end);
  const when = formatMessageDate(plan.slot.start);
  // A finished meeting stays as it was; the new one of the same service is confirmed, being the study's.
  const followUp = FINISHED_MEETING_STATUSES.includes(meeting.status);
  const holds = { professionalId, start, end };
  let planned: MeetingRow | undefined;
  const changed = await changeMeeting(
    context,
    actor,
    { studyId: demand.study_id, meetingId: meeting.id, expectedStatus: plan.expectedStatus },
    {
      rule: MEETING_TRANSITIONS[action],
      side: action === "plan" ? "customer" : "study",
      prepare: () =>
        followUp
          ? { holds }
          : { set: { starts_at: start, ends_at: end, bailiff_id: professionalId, refusal_type_id: null }, holds },
      async afterWrite(trx, written) {
        planned = followUp
          ? await trx
              .insertInto("meetings")
              .values({
                demand_id: demand.id,
                user_id: meeting.user_id,
                bailiff_id: professionalId,
                report_type_id: meeting.report_type_id,
                status: "validated",
                has_visio: meeting.has_visio,
                starts_at: start,
                ends_at: end,
                route_token: newRouteToken(),
              })
              .returningAll()
              .executeTakeFirstOrThrow()
          : written.meeting;
        await selectSlot(trx, planned.id, { start, end });
        const after = { meeting: planned, demand: written.demand };
        if (action === "reschedule") {
          await markInProgress(trx, written.demand, context.now());
          await tellCustomerOfDate(trx, context, after, hadLiveDate(meeting) ? "rescheduled" : "planned");
          return;
        }
        await tellCustomerOfDate(trx, context, after, "requested");
        const professional = await trx
          .selectFrom("users")
          .select("email")
          .where("id", "=", professionalId)
          .executeTakeFirstOrThrow();
        const title = demand.title ?? "Rendez-vous";
        const visit = planned.has_visio ? null : demand.address;
        const link = siteLink(context.publicUrl, `/espace-pro/dossiers/${demand.id}`);
        await context.outbox.enqueue(trx, messages.newDemandForProfessional(professional.email, title, when, link, visit));
      },
      journal: () =>
        action === "plan"
          ? { kind: "plan", summary: `Créneau choisi par le client : ${when}.`, visibleToCustomer: true }
          : {
              kind: "reschedule",
              summary: followUp
                ? `Nouveau rendez-vous planifié le ${when}.`
                : hadLiveDate(meeting)
                  ? `Rendez-vous déplacé au ${when}.`
                  : `Rendez-vous planifié le ${when}.`,
              visibleToCustomer: true,
            },
    },
  );
  return { meeting: planned!, demand: changed.demand };
}
