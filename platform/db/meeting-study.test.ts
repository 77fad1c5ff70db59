// Each meeting keeps its demand's study (migration 033, decision 3730), on PGlite and PostgreSQL: the
// study's meeting lists filter on it, so a meeting whose study drifted from its demand's would vanish
// from its study's lists or show in another's.
import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../test-support/test-backends";

describeOnEachDatabase("a meeting's study", (platform) => {
  const db = () => platform().platform.db;

  /** A seeded demand with meetings, and another study it can move to. */
  async function demandAndOtherStudy() {
    const demand = await db()
      .selectFrom("demands")
      .select(["id", "study_id", "user_id", "report_type_id", "meeting_type"])
      .where((eb) => eb.exists(eb.selectFrom("meetings").select("meetings.id").whereRef("meetings.demand_id", "=", "demands.id")))
      .orderBy("id")
      .limit(1)
      .executeTakeFirstOrThrow();
    const other = await db().selectFrom("studies").select("id").where("id", "!=", demand.study_id).orderBy("id").limit(1).executeTakeFirstOrThrow();
    return { demand, otherStudyId: other.id };
  }

  const studiesOfMeetings = (demandId: number) =>
    db().selectFrom("meetings").select("study_id").where("demand_id", "=", demandId).execute();

  it("is the demand's study for every meeting already there (the migration's fill)", async () => {
    const drifted = await db()
      .selectFrom("meetings")
      .innerJoin("demands", "demands.id", "meetings.demand_id")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .whereRef("meetings.study_id", "!=", "demands.study_id")
      .executeTakeFirstOrThrow();
    const all = await db().selectFrom("meetings").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    expect(Number(all.count)).toBeGreaterThan(0);
    expect(Number(drifted.count)).toBe(0);
  });

  it("is set from the demand on insert, whatever the insert says, and follows the demand when it changes study", async () => {
    const { demand, otherStudyId } = await demandAndOtherStudy();
    const inserted = await db()
      .insertInto("meetings")
      .values({
        demand_id: demand.id,
        user_id: demand.user_id,
        report_type_id: demand.report_type_id,
        status: "to_plan",
        route_token: `etude-du-rendez-vous-${Date.now()}-${Math.random()}`,
      })
      .returning(["id", "study_id"])
      .executeTakeFirstOrThrow();
    expect(inserted.study_id).toBe(demand.study_id);

    // A write naming another study than the demand's is brought back to the demand's.
    const rewritten = await db()
      .updateTable("meetings")
      .set({ study_id: otherStudyId })
      .where("id", "=", inserted.id)
      .returning("study_id")
      .executeTakeFirstOrThrow();
    expect(rewritten.study_id).toBe(demand.study_id);

    try {
      await db().updateTable("demands").set({ study_id: otherStudyId }).where("id", "=", demand.id).execute();
      const moved = await studiesOfMeetings(demand.id);
      expect(moved.length).toBeGreaterThan(1);
      expect(moved.every((meeting) => meeting.study_id === otherStudyId)).toBe(true);
    } finally {
      await db().updateTable("demands").set({ study_id: demand.study_id }).where("id", "=", demand.id).execute();
      await db().deleteFrom("meetings").where("id", "=", inserted.id).execute();
    }
    const back = await studiesOfMeetings(demand.id);
    expect(back.every((meeting) => meeting.study_id === demand.study_id)).toBe(true);
  });

  it("follows the meeting when it is moved to another study's demand", async () => {
    const { demand, otherStudyId } = await demandAndOtherStudy();
    const meeting = await db().selectFrom("meetings").select("id").where("demand_id", "=", demand.id).limit(1).executeTakeFirstOrThrow();
    // The seed's demands are all in one study: the customer's request to a second one.
    const otherDemand = await db()
      .insertInto("demands")
      .values({
        user_id: demand.user_id,
        study_id: otherStudyId,
        report_type_id: demand.report_type_id,
        meeting_type: demand.meeting_type,
        route_token: `demande-autre-etude-${Date.now()}-${Math.random()}`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    try {
      const moved = await db()
        .updateTable("meetings")
        .set({ demand_id: otherDemand.id })
        .where("id", "=", meeting.id)
        .returning("study_id")
        .executeTakeFirstOrThrow();
      expect(moved.study_id).toBe(otherStudyId);
    } finally {
      await db().updateTable("meetings").set({ demand_id: demand.id }).where("id", "=", meeting.id).execute();
      await db().deleteFrom("demands").where("id", "=", otherDemand.id).execute();
    }
    const back = await db().selectFrom("meetings").select("study_id").where("id", "=", meeting.id).executeTakeFirstOrThrow();
    expect(back.study_id).toBe(demand.study_id);
  });
});
