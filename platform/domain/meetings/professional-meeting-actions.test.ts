// The professional side's meeting actions at the domain level, on the seeded database and without any
// HTTP server: each takes an actor and a target and answers the meeting written, or throws a
// DomainError whose kind the HTTP layer maps (403, 404, 409, 422).
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseFromPGlite, type OpenedDatabase } from "../../db/open-database";
import { createOutbox } from "../../outbox/outbox";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../../seed/demo-accounts";
import { SlotCache } from "../../slots/slot-cache";
import { startMeetingNow } from "../../test-support/case-helpers";
import { meetingOfDemand } from "../../test-support/pro-helpers";
import { seededPGlite } from "../../test-support/seeded-template";
import { loadActor } from "../actor";
import type { DomainContext } from "../context";
import { DomainError } from "../errors";
import {
  assignMeetingOperator,
  cancelMeeting,
  completeMeeting,
  confirmMeeting,
  declineMeeting,
  updateMeetingSlot,
} from "./professional-meeting-actions";
import { staleMeeting } from "./stale-meeting";

describe("the professional's meeting actions", () => {
  let opened: OpenedDatabase;
  let context: DomainContext;
  let studyId: number;
  const actorFor = async (email: string, study?: number) => {
    const user = await context.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    return loadActor(context.db, user.id, study);
  };
  const seeded = (title: string) => meetingOfDemand(context.db, title);

  async function refusal(run: () => Promise<unknown>) {
    const error = await run().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DomainError);
    const { kind, code, field, message } = error as DomainError;
    return { kind, code, field, message };
  }

  beforeAll(async () => {
    opened = databaseFromPGlite(await seededPGlite());
    context = {
      db: opened.db,
      outbox: createOutbox(opened.db, { mailFrom: "ne-pas-repondre@site.example", log: () => undefined }),
      publicUrl: "https://site.example",
      slotCache: new SlotCache(),
      now: () => new Date(),
    };
    studyId = (await opened.db.selectFrom("studies").select("id").where("slug", "=", DEMO_STUDY_SLUG).executeTakeFirstOrThrow())
      .id;
  });
  afterAll(async () => {
    await context.outbox.close();
    await opened.close();
  });

  it("says what the meeting became when a form is stale", () => {
    expect(staleMeeting("canceled", "waiting").message).toBe(
      "Ce rendez-vous a été annulé entre-temps. Rechargez la page pour voir sa nouvelle version.",
    );
    expect(staleMeeting("validated", "validated").message).toMatch(/modifié entre-temps/);
    expect(staleMeeting("refused", "waiting").code).toBe("stale");
  });

  it("checks the permission, then the form's status, then the state", async () => {
    const { meeting, slots } = await seeded("Constat de dégâts des eaux");
    const target = { studyId, meetingId: meeting.id };
    const clerk = await actorFor(DEMO_EMAILS.clerk);
    expect(await refusal(() => confirmMeeting(context, clerk, target, slots[0]!.id))).toMatchObject({ kind: "forbidden" });
    const bailiff = await actorFor(DEMO_EMAILS.bailiff);
    expect(await refusal(() => completeMeeting(context, bailiff, { ...target, expectedStatus: "validated" }))).toMatchObject({
      kind: "conflict",
      code: "stale",
    });
    expect(await refusal(() => completeMeeting(context, bailiff, target))).toMatchObject({
      kind: "conflict",
      code: "cannot_complete",
    });
    // Acting for another study, the bailiff's roles here do not count.
    const elsewhere = await actorFor(DEMO_EMAILS.bailiff, studyId + 1);
    expect(await refusal(() => declineMeeting(context, elsewhere, target, 1))).toMatchObject({ kind: "forbidden" });
    expect(await refusal(() => completeMeeting(context, bailiff, { studyId: studyId + 1, meetingId: meeting.id }))).toMatchObject(
      {
        kind: "not_found",
      },
    );
  });

  it("confirms a proposed slot, then completes the meeting, one version each", async () => {
    const { meeting, slots } = await seeded("Constat de dégâts des eaux");
    const bailiff = await actorFor(DEMO_EMAILS.bailiff);
    const target = { studyId, meetingId: meeting.id };
    expect(await refusal(() => confirmMeeting(context, bailiff, target, 99_999_999))).toMatchObject({
      kind: "invalid_input",
      field: "slot_id",
    });
    const confirmed = await confirmMeeting(context, bailiff, target, slots[1]!.id);
    expect(confirmed.meeting).toMatchObject({
      status: "validated",
      version: meeting.version + 1,
      starts_at: slots[1]!.start_date,
    });
    const demand = await context.db
      .selectFrom("demands")
      .select("marking")
      .where("id", "=", meeting.demand_id)
      .executeTakeFirstOrThrow();
    expect(demand.marking).toBe("inprogress");
    // Completed once it has started, not before.
    expect(await refusal(() => completeMeeting(context, bailiff, target))).toMatchObject({ code: "meeting_not_started" });
    await startMeetingNow(context.db, meeting.id);
    const completed = await completeMeeting(context, bailiff, target);
    expect(completed.meeting).toMatchObject({ status: "completed", version: meeting.version + 2 });
  });

  it("keeps one professional's live meetings apart: a new date or a new professional on a held time is slot_taken", async () => {
    const clerk = await actorFor(DEMO_EMAILS.clerk);
    const held = await seeded("Constat de travaux de voirie");
    const moving = await seeded("Nuisances sonores du voisinage");
    const date = DateTime.fromJSDate(held.meeting.starts_at!, { zone: "Europe/Paris" }).toFormat("yyyy-MM-dd HH:mm");
    expect(await refusal(() => updateMeetingSlot(context, clerk, { studyId, meetingId: moving.meeting.id }, date))).toMatchObject(
      {
        kind: "conflict",
        code: "slot_taken",
      },
    );
    // Nothing was written: the meeting keeps its time and version.
    const unchanged = await context.db
      .selectFrom("meetings")
      .selectAll()
      .where("id", "=", moving.meeting.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toMatchObject({ starts_at: moving.meeting.starts_at, version: moving.meeting.version });
    const fabre = await context.db.selectFrom("users").select("id").where("lastname", "=", "Fabre").executeTakeFirstOrThrow();
    const assigned = await assignMeetingOperator(context, clerk, { studyId, meetingId: held.meeting.id }, fabre.id);
    expect(assigned.meeting.bailiff_id).toBe(fabre.id);
    const demand = await context.db
      .selectFrom("demands")
      .select("operator_id")
      .where("id", "=", held.meeting.demand_id)
      .executeTakeFirstOrThrow();
    expect(demand.operator_id).toBe(fabre.id);
  });

  it("cancels without notice silently and refuses any action on a cancelled meeting", async () => {
    const { meeting, customer } = await seeded("Constat d'affichage de permis de construire");
    const clerk = await actorFor(DEMO_EMAILS.clerk);
    const count = async () =>
      (await context.db.selectFrom("outbox").select("id").where("recipient", "in", [customer.email, customer.phone!]).execute())
        .length;
    const before = await count();
    const canceled = await cancelMeeting(context, clerk, { studyId, meetingId: meeting.id }, { notify: false });
    expect(canceled.meeting.status).toBe("canceled");
    expect(await count()).toBe(before);
    expect(
      await refusal(() => cancelMeeting(context, clerk, { studyId, meetingId: meeting.id }, { notify: false })),
    ).toMatchObject({
      code: "cannot_cancel",
    });
    expect(
      await refusal(() => updateMeetingSlot(context, clerk, { studyId, meetingId: meeting.id }, "2030-01-07 10:00")),
    ).toMatchObject({
      code: "cannot_update_date",
    });
    expect(await refusal(() => assignMeetingOperator(context, clerk, { studyId, meetingId: meeting.id }, 1))).toMatchObject({
      code: "cannot_assign",
    });
  });
});
