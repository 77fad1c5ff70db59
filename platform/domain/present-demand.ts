// Demands with their meetings as the app lists and shows them (customer-side §3, pro-side §3),
// loaded in a fixed number of queries whatever the number of demands. Each demand and each of its
// meetings carries `allowed_actions`: what the caller may do to it now, from the transition tables (no
// planning on a closed case). A constat dated, or proposed, outside legal hours carries its warning
// (`legal_hours_warning` on the meeting and on each proposed slot; docs/decisions/3103). Only what can
// succeed is offered (docs/decisions/3110): a case locked by another member offers the study's side
// nothing but the unlock of those who may release it; a meeting is completed once it has started.
import type { PlatformDb } from "../db/open-database";
import type { DemandFileRow, DemandRow } from "../db/schema";
import { presentFiles } from "./documents/present-case-files";
import { requirementsOfCases } from "./documents/document-requirements";
import { scopeOf } from "./demands/demand-access";
import { grants, rolesOn, type Actor } from "./roles";
import { caseActionsOf, meetingActionsOf } from "./offered-actions";
import { actWarning } from "./legal-hours/act-place";
import { avatarUrl } from "./present-user";
import { presentStudy } from "./present-study";
import { videosOfDemands } from "./video/video-sessions";
import { meetingsOfDemands, takenProposedSlotIds } from "./meetings/meeting-repository";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The demands as `actor` sees them. */
export async function presentDemands(
  db: PlatformDb,
  demands: DemandRow[],
  apiBase: string,
  actor: Actor,
  /** The platform's clock: a meeting not yet started cannot be completed. */
  now: Date,
) {
  if (demands.length === 0) return [];
  const demandIds = demands.map((demand) => demand.id);
  const meetings = await meetingsOfDemands(db, demandIds);
  const reportTypeIds = [
    ...new Set([...demands.map((demand) => demand.report_type_id), ...meetings.map((meeting) => meeting.report_type_id)]),
  ];
  const studyIds = [
    ...new Set(
      demands.flatMap((demand) => [demand.study_id, demand.partner_id].filter((value): value is number => value !== null)),
    ),
  ];
  const userIds = [
    ...new Set(
      [
        ...demands.flatMap((demand) => [demand.user_id, demand.operator_id, demand.manager_id]),
        ...demands.map((demand) => demand.locked_by),
        ...meetings.flatMap((meeting) => [meeting.user_id, meeting.bailiff_id]),
      ].filter((value): value is number => value !== null),
    ),
  ];
  const [slots, takenSlots, reportTypes, studies, users, files, requirements, videos] = await Promise.all([
    meetings.length
      ? db
          .selectFrom("meeting_slots")
          .selectAll()
          .where(
            "meeting_id",
            "in",
            meetings.map((meeting) => meeting.id),
          )
          .orderBy("start_date")
          .execute()
      : Promise.resolve([]),
    takenProposedSlotIds(
      db,
      meetings.map((meeting) => meeting.id),
    ),
    db.selectFrom("report_types").selectAll().where("id", "in", reportTypeIds).execute(),
    db.selectFrom("studies").selectAll().where("id", "in", studyIds).execute(),
    db
      .selectFrom("users")
      .select(["id", "firstname", "lastname", "civility", "avatar", "email", "phone"])
      .where("id", "in", userIds)
      .execute(),
    db.selectFrom("demand_files").selectAll().where("demand_id", "in", demandIds).orderBy("id").execute(),
    requirementsOfCases(
      db,
      demands.map((demand) => ({
        id: demand.id,
        study_id: demand.study_id,
        report_type_ids: [
          demand.report_type_id,
          ...meetings.filter((meeting) => meeting.demand_id === demand.id).map((meeting) => meeting.report_type_id),
        ],
      })),
    ),
    // Each demand's video sessions with the consents given for them.
    videosOfDemands(db, demandIds),
  ]);
  const fileUrl = (file: DemandFileRow) => `${apiBase}/api/demands/${file.demand_id}/files/${file.id}`;
  const person = (id: number | null) => {
    const user = users.find((candidate) => candidate.id === id);
    return user
      ? {
          id: user.id,
          firstname: user.firstname,
          lastname: user.lastname,
          civility: user.civility,
          avatar: avatarUrl(apiBase, user.avatar),
        }
      : null;
  };
  const lockHolder = (id: number | null) => {
    const user = users.find((candidate) => candidate.id === id);
    return user ? { id: user.id, firstname: user.firstname, lastname: user.lastname } : null;
  };
  const reportType = (id: number) => {
    const row = reportTypes.find((candidate) => candidate.id === id)!;
    return { id: row.id, slug: row.slug, name: row.name, type: row.type, noMeeting: row.no_meeting, batch: null };
  };
  // A constat's warning for its date and for each proposed slot; released meetings warn of nothing.
  const demandOf = new Map(demands.map((demand) => [demand.id, demand]));
  const warningOf = (meeting: (typeof meetings)[number], start: Date, end: Date) => {
    const demand = demandOf.get(meeting.demand_id)!;
    const onSite = demand.meeting_type === "meeting" && !meeting.has_visio;
    return actWarning(db, {
      kind: reportTypes.find((candidate) => candidate.id === meeting.report_type_id)!.type,
      studyId: demand.study_id,
      lat: onSite ? demand.latitude : null,
      lon: onSite ? demand.longitude : null,
      start: start.getTime(),
      end: end.getTime(),
    });
  };
  const released = (meeting: (typeof meetings)[number]) => meeting.status === "canceled" || meeting.status === "refused";
  const meetingOfSlot = new Map(meetings.map((meeting) => [meeting.id, meeting]));
  const [meetingWarnings, slotWarnings] = await Promise.all([
    Promise.all(
      meetings.map((meeting) =>
        meeting.starts_at && meeting.ends_at && !released(meeting)
          ? warningOf(meeting, meeting.starts_at, meeting.ends_at)
          : null,
      ),
    ),
    Promise.all(
      slots.map((row) => {
        const meeting = meetingOfSlot.get(row.meeting_id)!;
        return released(meeting) ? null : warningOf(meeting, row.start_date, row.end_date);
      }),
    ),
  ]);
  const meetingWarning = new Map(meetings.map((meeting, index) => [meeting.id, meetingWarnings[index] ?? null]));
  const slotWarning = new Map(slots.map((row, index) => [row.id, slotWarnings[index] ?? null]));
  const slot = (row: (typeof slots)[number]) => ({
    id: row.id,
    start_date: row.start_date.toISOString(),
    end_date: row.end_date.toISOString(),
    legal_hours_warning: slotWarning.get(row.id) ?? null,
    /** False once another meeting of the professional holds its time: confirming it would be refused. */
    available: !takenSlots.has(row.id),
  });

  return demands.map((demand) => {
    const study = studies.find((candidate) => candidate.id === demand.study_id)!;
    const partner = studies.find((candidate) => candidate.id === demand.partner_id);
    const own = meetings.filter((meeting) => meeting.demand_id === demand.id);
    const roles = rolesOn(actor, scopeOf(demand, own));
    // The study's staff reach the customer (the professional's demand page); others see a name only.
    const customer = person(demand.user_id);
    const contact = users.find((candidate) => candidate.id === demand.user_id);
    return {
      id: demand.id,
      title: demand.title,
      created_at: demand.created_at.toISOString(),
      marking: demand.marking,
      bill_status: demand.bill_status,
      report_type: reportType(demand.report_type_id),
      meeting_type: demand.meeting_type,
      type: demand.type,
      is_insta: demand.is_insta,
      address: { text: demand.address, lat: demand.latitude, lng: demand.longitude },
      study: presentStudy(study),
      partner: partner ? presentStudy(partner) : null,
      route_token: demand.route_token,
      further_infos: demand.further_infos,
      source: demand.source,
      user:
        customer && contact && grants(roles, "customers.contact")
          ? { ...customer, email: contact.email, phone: contact.phone }
          : customer,
      operator: person(demand.operator_id),
      manager: person(demand.manager_id),
      canceled_at: iso(demand.canceled_at),
      updated_at: demand.updated_at.toISOString(),
      /** Sent back as `expected_version` by the case actions' forms: a case changed since is refused (409 stale). */
      version: demand.version,
      locked_by: lockHolder(demand.locked_by),
      locked_at: iso(demand.locked_at),
      // The study's internal note never reaches the customer or the partner company.
      ...(grants(roles, "demands.internal") ? { comment: demand.comment } : {}),
      allowed_actions: caseActionsOf(demand, roles, actor.userId),
      meetings: own.map((meeting) => {
        const meetingSlots = slots.filter((candidate) => candidate.meeting_id === meeting.id);
        const selected = meetingSlots.find((candidate) => candidate.selected);
        const operator = person(meeting.bailiff_id);
        return {
          id: meeting.id,
          status: meeting.status,
          has_visio: meeting.has_visio,
          reportType: reportType(meeting.report_type_id),
          start_date: iso(meeting.starts_at),
          end_date: iso(meeting.ends_at),
          slots: meetingSlots.map(slot),
          selectedSlot: selected ? slot(selected) : null,
          operator,
          user: person(meeting.user_id),
          displayedFirstname: operator?.firstname ?? null,
          displayedLastname: operator?.lastname ?? null,
          route_token: meeting.route_token,
          legal_hours_warning: meetingWarning.get(meeting.id) ?? null,
          allowed_actions: meetingActionsOf(demand, meeting, roles, actor.userId, now, {
            // A meeting whose every proposed slot is taken since is not offered for confirmation.
            freeProposal: meetingSlots.length === 0 || meetingSlots.some((candidate) => !takenSlots.has(candidate.id)),
          }),
        };
      }),
      ...presentFiles(
        requirements.get(demand.id) ?? [],
        files.filter((file) => file.demand_id === demand.id),
        fileUrl,
      ),
      videos: videos.get(demand.id) ?? [],
    };
  });
}
