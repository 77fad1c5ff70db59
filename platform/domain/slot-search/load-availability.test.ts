// What the slots engine is given, read from each real database: a professional's weekly rules in the
// study asked for, both kinds of exceptions and live meetings overlapping the window, and nothing else
// (rules of another study, a cancelled meeting, an exception outside the window).
import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../test-support/test-backends";
import { availabilityKey, loadAvailabilities } from "./load-availability";

const at = (iso: string) => new Date(iso).getTime();

describeOnEachDatabase("loadAvailabilities", (current) => {
  it("reads rules, exceptions and live meetings of the window, per professional and study", async () => {
    const db = current().platform.db;
    const [study, otherStudy] = await db.selectFrom("studies").select("id").orderBy("id").limit(2).execute();
    const [pro, colleague, customer] = await db
      .insertInto("users")
      .values(
        ["pro", "collegue", "client"].map((name) => ({ email: `${name}.dispo@exemple.fr`, firstname: name, lastname: "Test" })),
      )
      .returning("id")
      .execute();
    const reportType = await db.selectFrom("report_types").select("id").limit(1).executeTakeFirstOrThrow();
    await db
      .insertInto("availability_rules")
      .values([
        { bailiff_id: pro!.id, study_id: study!.id, weekday: 1, start_minute: 540, end_minute: 720 },
        { bailiff_id: pro!.id, study_id: otherStudy!.id, weekday: 2, start_minute: 600, end_minute: 660 },
        { bailiff_id: colleague!.id, study_id: study!.id, weekday: 3, start_minute: 480, end_minute: 600 },
      ])
      .execute();
    await db
      .insertInto("availability_exceptions")
      .values([
        {
          bailiff_id: pro!.id,
          kind: "available",
          starts_at: new Date("2030-01-05T08:00:00Z"),
          ends_at: new Date("2030-01-05T10:00:00Z"),
        },
        {
          bailiff_id: pro!.id,
          kind: "unavailable",
          starts_at: new Date("2030-01-07T08:00:00Z"),
          ends_at: new Date("2030-01-07T12:00:00Z"),
        },
        {
          bailiff_id: pro!.id,
          kind: "unavailable",
          starts_at: new Date("2030-02-01T08:00:00Z"),
          ends_at: new Date("2030-02-01T12:00:00Z"),
        },
      ])
      .execute();
    const demand = await db
      .insertInto("demands")
      .values({
        user_id: customer!.id,
        study_id: study!.id,
        report_type_id: reportType.id,
        meeting_type: "meeting",
        route_token: "dispo-test",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("meetings")
      .values(
        (["validated", "canceled"] as const).map((status, index) => ({
          demand_id: demand.id,
          user_id: customer!.id,
          bailiff_id: pro!.id,
          report_type_id: reportType.id,
          status,
          starts_at: new Date(Date.UTC(2030, 0, 8, 8 + index * 2)),
          ends_at: new Date(Date.UTC(2030, 0, 8, 9 + index * 2)),
          route_token: `dispo-test-${status}`,
        })),
      )
      .execute();

    const loaded = await loadAvailabilities(
      db,
      [
        { bailiffId: pro!.id, studyId: study!.id },
        { bailiffId: colleague!.id, studyId: study!.id },
      ],
      at("2030-01-04T00:00:00Z"),
      at("2030-01-11T00:00:00Z"),
    );

    expect(loaded.get(availabilityKey(pro!.id, study!.id))).toEqual({
      rules: [{ weekday: 1, startMinute: 540, endMinute: 720, timeZone: "Europe/Paris" }],
      extraOpenings: [{ start: at("2030-01-05T08:00:00Z"), end: at("2030-01-05T10:00:00Z") }],
      closures: [{ start: at("2030-01-07T08:00:00Z"), end: at("2030-01-07T12:00:00Z") }],
      busy: [{ start: at("2030-01-08T08:00:00Z"), end: at("2030-01-08T09:00:00Z") }],
    });
    expect(loaded.get(availabilityKey(colleague!.id, study!.id))).toEqual({
      rules: [{ weekday: 3, startMinute: 480, endMinute: 600, timeZone: "Europe/Paris" }],
      extraOpenings: [],
      closures: [],
      busy: [],
    });
  });

  it("answers an empty map for nobody", async () => {
    expect((await loadAvailabilities(current().platform.db, [], 0, 1)).size).toBe(0);
  });
});
