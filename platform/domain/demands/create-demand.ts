// Creating a demand: checks the study, report type, professional, address and the one slot against the
// professional's rules (chosen-slot.ts, shared with planning), then inserts demand, meeting and slot in
// one transaction holding the professional's agenda lock. Overlaps are left to the exclusion constraint
// (the only check that holds under concurrency): its 23P01 means "taken".
import type { DemandRequestFields } from "~common/demand-request";
import { agendaTransaction } from "../../db/agenda-transaction";
import type { PlatformDb } from "../../db/open-database";
import type { StudyRow, UserRow } from "../../db/schema";
import { appointmentCalendarFile } from "../../outbox/appointment-calendar-file";
import { messages } from "../../outbox/messages";
import { newRouteToken } from "../../security/tokens";
import type { DomainContext } from "../context";
import { findEligibleProfessionals, isOnboarded, type Candidate } from "../eligible-professionals";
import { DomainError, invalidInput, notPermitted, slotTaken } from "../errors";
import { formatMessageDate } from "~common/paris-time";
import { recordCaseEvent } from "../journal/case-journal";
import { customerDossierPath, siteLink, workspaceDossierPath } from "../links";
import { newMeetingStatus } from "../meetings/meeting-transitions";
import { assertProfessionalFree } from "../meetings/professional-availability";
import { offeredReportType } from "../report-type-tree";
import { can, type Actor } from "../roles";
import { checkedSlot, isExclusionViolation, professionalsOffering } from "./chosen-slot";
import { NEW_DEMAND_MARKING } from "./demand-transitions";

/** The request's fields once the HTTP layer has parsed them: slot bounds as instants, video decided. */
export interface DemandInput extends DemandRequestFields {
  is_visio: boolean;
  slots: Array<{ start_date: number; end_date: number }>;
  title?: string;
  /** The study member who manages the case (a booking taken by phone names one). */
  manager_id?: number;
}

export type CreatedDemand = { demandId: number; routeToken: string; replayed: boolean };

async function customerFor(db: PlatformDb, actor: Actor, caller: UserRow, input: DemandInput): Promise<UserRow> {
  if (input.user_id === undefined || input.user_id === caller.id) return caller;
  // Booking for someone else is for the study's own staff (a clerk entering a phone request).
  if (!can(actor, "demands.create_for_others", { studyId: input.study_id }))
    throw notPermitted("Vous ne pouvez pas créer une demande pour un autre utilisateur.");
  const customer = await db.selectFrom("users").selectAll().where("id", "=", input.user_id).executeTakeFirst();
  if (!customer) throw invalidInput("user_id", "Utilisateur inconnu.");
  return customer;
}

async function checkPartnerAndAffiliate(db: PlatformDb, actor: Actor, input: DemandInput) {
  if (input.partner_id !== undefined) {
    const partner = await db.selectFrom("studies").select("type").where("id", "=", input.partner_id).executeTakeFirst();
    if (partner?.type !== "partner") throw invalidInput("partner_id", "Étude partenaire inconnue.");
    if (!can(actor, "partner.demands", { partnerId: input.partner_id }))
      throw notPermitted("Vous n'êtes pas membre de cette entreprise.");
  }
  if (input.affiliate_id !== undefined) {
    const affiliate = await db.selectFrom("studies").select("type").where("id", "=", input.affiliate_id).executeTakeFirst();
    if (affiliate?.type !== "affiliate") throw invalidInput("affiliate_id", "Affiliation inconnue.");
  }
}

/** A replayed submission of a draft that already became a demand gets that demand back. */
async function replayedDemand(
  db: PlatformDb,
  customer: UserRow,
  draftId: number | undefined,
): Promise<CreatedDemand | undefined> {
  if (draftId === undefined) return undefined;
  const draft = await db
    .selectFrom("unfinished_demands")
    .select(["user_id", "demand_id"])
    .where("id", "=", draftId)
    .executeTakeFirst();
  if (!draft?.demand_id || draft.user_id !== customer.id) return undefined;
  const demand = await db
    .selectFrom("demands")
    .select(["id", "route_token"])
    .where("id", "=", draft.demand_id)
    .executeTakeFirst();
  return demand ? { demandId: demand.id, routeToken: demand.route_token, replayed: true } : undefined;
}

/** Books a demand for the caller (or, for a study's staff, for `user_id`), acting as `actor`. */
export async function createDemand(
  context: DomainContext,
  actor: Actor,
  caller: UserRow,
  input: DemandInput,
): Promise<CreatedDemand> {
  const { db } = context;
  const now = context.now();
  const study: StudyRow | undefined = await db
    .selectFrom("studies")
    .selectAll()
    .where("id", "=", input.study_id)
    .executeTakeFirst();
  if (!study || study.type === "partner") throw invalidInput("study_id", "Étude inconnue.");
  const customer = await customerFor(db, actor, caller, input);
  await checkPartnerAndAffiliate(db, actor, input);
  const replay = await replayedDemand(db, customer, input.unfinished_demand_id);
  if (replay) return replay;

  const reportType = await offeredReportType(db, study.id, input.report_type_id);
  if (!reportType) throw invalidInput("report_type_id", "Cette prestation n'est pas proposée par cette étude.");
  if (input.is_visio && !reportType.visio_enabled) throw invalidInput("is_visio", "Cette prestation ne se fait pas en visio.");
  const onSite = input.meeting_type === "meeting" && !input.is_visio;
  if (onSite && (input.latitude === undefined || input.longitude === undefined || !input.address)) {
    throw invalidInput("address", "Veuillez sélectionner une adresse dans la liste");
  }
  const slotless = reportType.no_meeting || study.no_meeting || !isOnboarded(study);

  // Professionals of the study who offer this report type and cover the address.
  let candidates: Candidate[] = await findEligibleProfessionals(db, {
    ...(onSite ? { lat: input.latitude, lon: input.longitude } : {}),
    studyId: study.id,
    reportTypeId: reportType.id,
    isVisio: input.is_visio,
  });
  if (input.operator_id !== undefined) {
    candidates = candidates.filter((candidate) => candidate.professional.id === input.operator_id);
    if (candidates.length === 0)
      throw invalidInput("operator_id", "Ce professionnel ne peut pas prendre cette demande à cette adresse.");
  } else if (candidates.length === 0 && !slotless) {
    throw invalidInput("address", "Aucun professionnel de cette étude n'intervient à cette adresse.");
  }

  let slot: { start: number; end: number } | undefined;
  if (!slotless) {
    const rule = {
      slotMinutes: reportType.slot_duration,
      now: now.getTime(),
      act: {
        reportTypeId: reportType.id,
        studyId: study.id,
        lat: onSite ? (input.latitude ?? null) : null,
        lon: onSite ? (input.longitude ?? null) : null,
      },
    };
    slot = await checkedSlot(db, input.slots, rule);
    const offering = new Set(
      await professionalsOffering(
        db,
        candidates.map((candidate) => candidate.professional.id),
        slot,
        rule,
      ),
    );
    candidates = candidates.filter((candidate) => offering.has(candidate.professional.id));
  }

  // The professional's agenda is locked first (decision 3620): concurrent bookings of one slot then fail
  // one after the other at once with 23P01 instead of deadlocking in the exclusion constraint's check.
  const attempt = async (operator: UserRow | null): Promise<CreatedDemand> =>
    agendaTransaction(db, slot ? [operator?.id] : [], async (trx) => {
      const operatorId = operator?.id ?? null;
      // Under the lock a booking that lost the race sees the winner's meeting: one read refuses it,
      // shorter than the inserts the constraint would refuse, while the next one waits for the lock.
      if (slot && operatorId !== null) await assertProfessionalFree(trx, operatorId, new Date(slot.start), new Date(slot.end));
      const routeToken = newRouteToken();
      const title = input.title ?? reportType.name;
      const demand = await trx
        .insertInto("demands")
        .values({
          title,
          user_id: customer.id,
          study_id: study.id,
          partner_id: input.partner_id ?? null,
          affiliate_id: input.affiliate_id ?? null,
          report_type_id: reportType.id,
          meeting_type: input.meeting_type,
          type: input.is_visio ? "visio" : "real",
          marking: NEW_DEMAND_MARKING,
          address: input.address ?? (input.meeting_type === "consultation" ? study.full_address : null),
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          further_infos: input.further_infos ?? null,
          source: input.source ?? null,
          operator_id: operatorId,
          manager_id: input.manager_id ?? null,
          route_token: routeToken,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const meeting = await trx
        .insertInto("meetings")
        .values({
          demand_id: demand.id,
          user_id: customer.id,
          bailiff_id: operatorId,
          report_type_id: reportType.id,
          status: newMeetingStatus(slot !== undefined),
          has_visio: input.is_visio,
          starts_at: slot ? new Date(slot.start) : null,
          ends_at: slot ? new Date(slot.end) : null,
          route_token: newRouteToken(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // The case journal starts with the booking, for both sides.
      await recordCaseEvent(
        trx,
        {
          demandId: demand.id,
          meetingId: meeting.id,
          actorId: actor.userId,
          kind: "demand.created",
          to: NEW_DEMAND_MARKING,
          summary: slot ? `Demande transmise pour le ${formatMessageDate(slot.start)}.` : "Demande transmise.",
          visibleToCustomer: true,
        },
        now,
      );
      if (slot) {
        await trx
          .insertInto("meeting_slots")
          .values({ meeting_id: meeting.id, start_date: new Date(slot.start), end_date: new Date(slot.end), selected: true })
          .execute();
      }
      if (input.unfinished_demand_id !== undefined) {
        await trx
          .updateTable("unfinished_demands")
          .set({ consumed_at: now, demand_id: demand.id, updated_at: now })
          .where("id", "=", input.unfinished_demand_id)
          .where("consumed_at", "is", null)
          // Only the customer's own draft: an anonymous one is claimed (with its key) before booking.
          .where("user_id", "=", customer.id)
          .execute();
      }
      const link = siteLink(context.publicUrl, customerDossierPath(demand.id));
      const when = slot ? formatMessageDate(slot.start) : null;
      // Without a slot there is no appointment yet, so nothing to put in a calendar.
      const calendarFile = slot
        ? appointmentCalendarFile({
            demandId: demand.id,
            routeToken,
            publicUrl: context.publicUrl,
            dossierLink: link,
            reportTypeName: reportType.name,
            study: { name: study.name, fullAddress: study.full_address },
            professional: operator,
            meetingType: input.meeting_type,
            isVisio: input.is_visio,
            address: input.address ?? null,
            start: new Date(slot.start),
            end: new Date(slot.end),
            stamp: now,
          })
        : null;
      const visitAddress = onSite ? (input.address ?? null) : null;
      await context.outbox.enqueue(trx, messages.demandReceived(customer.email, title, when, link, calendarFile, visitAddress));
      if (operator) {
        // The professional works the case in the workspace, not on the customer's page.
        const caseLink = siteLink(context.publicUrl, workspaceDossierPath(demand.id));
        await context.outbox.enqueue(trx, messages.newDemandForProfessional(operator.email, title, when, caseLink, visitAddress));
      }
      return { demandId: demand.id, routeToken, replayed: false };
    });

  if (!slot) {
    const operator = candidates.length === 1 || input.operator_id !== undefined ? candidates[0] : undefined;
    return attempt(operator?.professional ?? null);
  }
  // Several professionals may offer the slot: the first one still free gets it.
  for (const candidate of candidates) {
    try {
      const created = await attempt(candidate.professional);
      context.slotCache.clear();
      return created;
    } catch (error) {
      if (!isExclusionViolation(error) && !(error instanceof DomainError && error.code === "slot_taken")) throw error;
    }
  }
  context.slotCache.clear();
  throw slotTaken();
}
