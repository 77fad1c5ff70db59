// Twenty people act on one meeting at once, each from a form rendered while it waited for confirmation
// (expected_status "waiting"): confirms, cancellations, declines and new dates. Exactly one wins; every
// other one gets a 409 saying what happened; the meeting ends in the winner's state with one version
// step, and the customer hears about that one action only. On PGlite and on PostgreSQL.
import { DateTime } from "luxon";
import { beforeAll, expect, it } from "vitest";
import { demoStudyId, meetingOfDemand, staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

const EXPECTED_STATUS: Record<string, string> = {
  confirm: "validated",
  cancel: "canceled",
  decline: "refused",
  update: "validated",
};

describeOnEachDatabase("concurrent actions on one meeting", (current) => {
  let platform: TestPlatform;
  beforeAll(() => {
    platform = current();
  });

  it("lets exactly one of 20 simultaneous mixed actions win and leaves one consistent state", async () => {
    const { db } = platform.platform;
    const studyId = await demoStudyId(platform);
    const bailiff = await staffCaller(platform, "bailiff", studyId);
    const clerk = await staffCaller(platform, "clerk", studyId);
    const { meeting, slots, customer } = await meetingOfDemand(db, "État des lieux d'entrée, T3 Guillotière");
    const refusal = await db.selectFrom("refusal_types").select("id").where("value", "=", "incomplete").executeTakeFirstOrThrow();
    const outboxBefore = (
      await db.selectFrom("outbox").select("id").where("recipient", "in", [customer.email, customer.phone!]).execute()
    ).length;
    const base = `/api/bailiff/${studyId}/meetings/${meeting.id}`;
    const expected_status = "waiting";
    const farDay = DateTime.now().setZone("Europe/Paris").plus({ weeks: 6 }).startOf("week");

    const actions = Array.from({ length: 20 }, (_, index) => {
      const who = index % 2 === 0 ? bailiff : clerk;
      switch (index % 4) {
        case 0:
          return {
            kind: "confirm",
            run: () => bailiff("POST", `${base}/confirm`, { json: { expected_status, slot_id: slots[index % 3]!.id } }),
          };
        case 1:
          return {
            kind: "cancel",
            run: () =>
              who("PUT", `${base}/cancel`, { json: { expected_status, notify: index % 3 === 0, refusal_type_id: refusal.id } }),
          };
        case 2:
          return {
            kind: "decline",
            run: () => who("POST", `${base}/decline`, { json: { expected_status, refusal_type_id: refusal.id } }),
          };
        default: {
          const date = farDay.plus({ days: index % 5, hours: 9 }).toFormat("yyyy-MM-dd HH:mm");
          return { kind: "update", run: () => who("POST", `${base}/update-slot`, { json: { expected_status, date } }) };
        }
      }
    });
    const answers = await Promise.all(actions.map((action) => action.run()));

    const winners = answers.flatMap((answer, index) => (answer.status === 200 ? [actions[index]!.kind] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe("stale");
      expect(answer.body.message).toMatch(/entre-temps/);
    }
    const after = await db.selectFrom("meetings").selectAll().where("id", "=", meeting.id).executeTakeFirstOrThrow();
    expect(after.status).toBe(EXPECTED_STATUS[winners[0]!]);
    expect(after.version).toBe(meeting.version + 1);
    const selected = await db
      .selectFrom("meeting_slots")
      .selectAll()
      .where("meeting_id", "=", meeting.id)
      .where("selected", "=", true)
      .execute();
    if (after.status === "validated") {
      expect(selected).toHaveLength(1);
      expect(selected[0]!.start_date.getTime()).toBe(after.starts_at!.getTime());
    }
    // The customer hears of the winning action only: one e-mail, plus its SMS for a notified refusal.
    const told = await db
      .selectFrom("outbox")
      .select(["channel", "subject"])
      .where("recipient", "in", [customer.email, customer.phone!])
      .orderBy("id")
      .execute();
    const fresh = told.slice(outboxBefore);
    const silentCancel = winners[0] === "cancel" && after.refusal_type_id === null;
    expect(fresh.filter((message) => message.channel === "mail")).toHaveLength(silentCancel ? 0 : 1);
  }, 60_000);
});
