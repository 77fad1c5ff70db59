// Twelve people change one case at once, each from a form rendered at its version 0: bill status,
// comment, a named transition, refusal, lock, meeting mode. Exactly one wins; every other one gets a
// 409 (`stale`, or `locked` when the winner locked it); the case takes one version step and its journal
// one entry. On PGlite and on PostgreSQL.
import { beforeAll, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { freshCase } from "../../test-support/case-helpers";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

describeOnEachDatabase("concurrent changes of one case", (current) => {
  let platform: TestPlatform;
  beforeAll(() => {
    platform = current();
  });

  it("lets exactly one of 12 simultaneous mixed changes win", async () => {
    const { db } = platform.platform;
    const studyId = await demoStudyId(platform);
    const bailiff = await staffCaller(platform, "bailiff", studyId);
    const clerk = await staffCaller(platform, "clerk", studyId);
    const { demandId } = await freshCase(db, studyId, DEMO_EMAILS.customer, { visioService: true });
    const refusal = await db.selectFrom("refusal_types").select("id").orderBy("id").executeTakeFirstOrThrow();
    const base = `/api/bailiff/${studyId}/demands/${demandId}`;
    const expected = { expected_version: 0 };
    const changes: Array<[string, string, object]> = [
      ["POST", "update-billstatus", { bill_status: "paid" }],
      ["PUT", "comment", { comment: "Rappeler le client." }],
      ["PUT", "transition", { transition: "qualify" }],
      ["POST", "refuse", { refusal_type_id: refusal.id }],
      ["POST", "lock", {}],
      ["POST", "change-type", { new_type: "visio" }],
    ];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => {
        const [method, path, body] = changes[index % changes.length]!;
        return (index % 2 ? bailiff : clerk)(method, `${base}/${path}`, { json: { ...body, ...expected } });
      }),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(["stale", "locked"]).toContain(lost.body.code);
    }
    const demand = await db.selectFrom("demands").select("version").where("id", "=", demandId).executeTakeFirstOrThrow();
    expect(demand.version).toBe(1);
    const events = await db.selectFrom("demand_events").select("kind").where("demand_id", "=", demandId).execute();
    expect(events).toHaveLength(1);
  });
});
