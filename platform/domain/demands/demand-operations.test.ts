// Reading and cancelling demands at the domain level, on the seeded database and without any HTTP
// server: the operations take an actor and answer rows or throw DomainErrors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseFromPGlite, type OpenedDatabase } from "../../db/open-database";
import { createOutbox } from "../../outbox/outbox";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { SlotCache } from "../../slots/slot-cache";
import { seededPGlite } from "../../test-support/seeded-template";
import { loadActor } from "../actor";
import type { DomainContext } from "../context";
import { DomainError } from "../errors";
import { cancelDemand } from "./cancel-demand";
import { readDemand } from "./demand-access";

describe("demand operations", () => {
  let opened: OpenedDatabase;
  let context: DomainContext;
  const userId = async (email: string) =>
    (await context.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  const actorFor = async (email: string) => loadActor(context.db, await userId(email));
  const demandTitled = async (title: string) =>
    context.db.selectFrom("demands").selectAll().where("title", "=", title).executeTakeFirstOrThrow();

  async function refusal(run: () => Promise<unknown>): Promise<Pick<DomainError, "kind" | "code">> {
    const error = await run().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DomainError);
    const { kind, code } = error as DomainError;
    return { kind, code };
  }

  beforeAll(async () => {
    opened = databaseFromPGlite(await seededPGlite());
    context = {
      db: opened.db,
      outbox: createOutbox(opened.db, { mailFrom: "ne-pas-repondre@site.example" }),
      publicUrl: "https://site.example",
      slotCache: new SlotCache(),
      now: () => new Date(),
    };
  });

  afterAll(async () => {
    await context.outbox.close();
    await opened.close();
  });

  it("lets the customer and the study's staff read a demand, not a stranger, and says when there is none", async () => {
    const demand = await demandTitled("Constat général, local commercial");
    expect((await readDemand(context.db, await actorFor(DEMO_EMAILS.customer), demand.id)).id).toBe(demand.id);
    expect((await readDemand(context.db, await actorFor(DEMO_EMAILS.assistant), demand.id)).id).toBe(demand.id);
    const stranger = { userId: -1, currentStudyId: null, rolesByStudy: new Map() };
    expect(await refusal(() => readDemand(context.db, stranger, demand.id))).toEqual({ kind: "forbidden", code: "forbidden" });
    expect(await refusal(() => readDemand(context.db, stranger, 99_999_999))).toEqual({
      kind: "not_found",
      code: "not_found",
    });
  });

  it("cancels once: the demand goes 'sans suite', its live meeting is cancelled, both sides are told", async () => {
    const demand = await demandTitled("Constat général, local commercial");
    expect(await refusal(async () => cancelDemand(context, await actorFor(DEMO_EMAILS.assistant), demand.id))).toEqual({
      kind: "forbidden",
      code: "forbidden",
    });
    await cancelDemand(context, await actorFor(DEMO_EMAILS.customer), demand.id);
    expect((await demandTitled(demand.title!)).marking).toBe("nofollowup");
    const meetings = await context.db.selectFrom("meetings").select("status").where("demand_id", "=", demand.id).execute();
    expect(meetings.map((meeting) => meeting.status)).toEqual(["canceled"]);
    // Each side is sent to its own page of the case: the customer's dossier, the professional's workspace.
    const told = await context.db
      .selectFrom("outbox")
      .select(["recipient", "link"])
      .where("subject", "like", "%annul%")
      .where("link", "in", [`https://site.example/dossier/${demand.id}`, `https://site.example/espace-pro/dossiers/${demand.id}`])
      .orderBy("recipient")
      .execute();
    expect(told).toEqual(
      [
        { recipient: DEMO_EMAILS.customer, link: `https://site.example/dossier/${demand.id}` },
        { recipient: DEMO_EMAILS.bailiff, link: `https://site.example/espace-pro/dossiers/${demand.id}` },
      ].sort((a, b) => a.recipient.localeCompare(b.recipient)),
    );
    expect(await refusal(async () => cancelDemand(context, await actorFor(DEMO_EMAILS.customer), demand.id))).toEqual({
      kind: "conflict",
      code: "cannot_cancel",
    });
  });

  it("refuses to cancel a finished demand, even for the study's bailiff", async () => {
    const done = await demandTitled("État des lieux de sortie, appartement Croix-Rousse");
    expect(await refusal(async () => cancelDemand(context, await actorFor(DEMO_EMAILS.bailiff), done.id))).toEqual({
      kind: "conflict",
      code: "cannot_cancel",
    });
  });
});
