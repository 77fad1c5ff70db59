// The daily retention pass (docs/decisions/3012) on two instances sharing one database: the video evidence
// no report uses is erased once past its study's retention (each capture's deletion chained, the chain still
// whole), what a report uses and what is recent stay, two passes at once erase everything once, the study's
// own durations count, and the day is claimed by one instance. On PGlite and on PostgreSQL.
import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import type { PlatformDb } from "../../db/open-database";
import { databaseBlobStore } from "../../files/database-blob-store";
import { confirmedMeeting, reminderContext } from "../../test-support/reminder-meetings";
import { describeWithTwoInstances } from "../../test-support/two-instances";
import { solidPng } from "../../test-support/video-evidence-images";
import { loadActor } from "../actor";
import { captureStore } from "../video-evidence/capture-store";
import { checkChain, selectCapture, takeCapture } from "../video-evidence/captures";
import { sessionInStudy } from "../video-evidence/session-access";
import { claimRetentionDay, runDailyRetention } from "./retention-job";
import { runRetentionPass } from "./retention-pass";
import { saveRetentionSettings } from "./retention-settings";

const DAY = 86_400_000;
let colour = 0;
/** Each session an hour of its own, long ago: one professional's meetings never overlap. */
let sessions = 0;

/** A video session of a new customer with the demo study (or another), and what to put in it. */
async function videoSession(db: PlatformDb, studySlug?: string) {
  sessions += 1;
  const startsAt = new Date(Date.now() - 200 * DAY + sessions * 3_600_000);
  const booked = await confirmedMeeting(db, { startsAt, minutes: 30, visio: true, studySlug });
  const store = captureStore(databaseBlobStore(db));
  const actor = await loadActor(db, booked.professionalId, booked.studyId);
  const session = await sessionInStudy(db, actor, booked.studyId, booked.demand.id, booked.meeting.id);
  return {
    ...booked,
    session,
    store,
    /** A capture received `daysAgo` days ago. */
    async capture(daysAgo: number) {
      const at = new Date(Date.now() - daysAgo * DAY);
      const bytes = solidPng(8, 8, [(colour += 41) % 256, 90, 10]);
      const image = { bytes, contentType: "image/png" as const, extension: "png" as const, width: 8, height: 8 };
      return takeCapture(
        reminderContext(db, () => at),
        session,
        image,
        at,
        store,
      );
    },
    /** A position the customer shared `daysAgo` days ago. */
    async position(daysAgo: number) {
      return db
        .insertInto("video_user_locations")
        .values({
          demand_id: booked.demand.id,
          meeting_id: booked.meeting.id,
          user_id: booked.customer.id,
          latitude: 45.76,
          longitude: 4.84,
          created_at: new Date(Date.now() - daysAgo * DAY),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    },
    /** The session's capture record attached to the case: every capture it printed is the report's. */
    async attachCaptureRecord() {
      const file = await db
        .insertInto("demand_files")
        .values({
          demand_id: booked.demand.id,
          kind: "document",
          stored_name: `${randomBytes(16).toString("hex")}.pdf`,
          original_name: `Relevé des captures - rendez-vous ${booked.meeting.id}.pdf`,
          content_type: "application/pdf",
          size: 1000,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("video_capture_records")
        .values({ meeting_id: booked.meeting.id, demand_id: booked.demand.id, demand_file_id: file.id })
        .execute();
    },
  };
}

type Session = Awaited<ReturnType<typeof videoSession>>;

const liveCaptures = async (db: PlatformDb, session: Session) =>
  (
    await db
      .selectFrom("video_captures")
      .select("id")
      .where("meeting_id", "=", session.meeting.id)
      .where("deleted_at", "is", null)
      .orderBy("id")
      .execute()
  ).map((row) => row.id);

const positionsOf = async (db: PlatformDb, session: Session) =>
  (
    await db.selectFrom("video_user_locations").select("id").where("meeting_id", "=", session.meeting.id).orderBy("id").execute()
  ).map((row) => row.id);

const retention = (db: PlatformDb, now: Date) => ({
  db,
  now: () => now,
  files: { captures: captureStore(databaseBlobStore(db)) },
});

describeWithTwoInstances("the retention of unused video evidence", (instances) => {
  it("erases once, across two passes at once, what no report uses past its retention, chaining each deletion", async () => {
    const { first, second } = instances();
    // Retained for the report: its capture stays, and so does the session's position.
    const retained = await videoSession(first);
    const kept = await retained.capture(100);
    const old = await retained.capture(100);
    await selectCapture(first, retained.session, kept.id, true);
    const retainedPosition = await retained.position(40);
    // Its capture record is on the case: everything it printed stays.
    const recorded = await videoSession(first);
    const printed = await recorded.capture(100);
    const recordedPosition = await recorded.position(40);
    await recorded.attachCaptureRecord();
    // Nothing retained: what is past 90 days (captures) and 30 days (positions) goes, the recent stays.
    const unused: { session: Session; erased: number; recent: number; recentPosition: number }[] = [];
    for (let index = 0; index < 4; index++) {
      const session = await videoSession(first);
      const erased = (await session.capture(91)).id;
      await session.capture(95);
      const recent = (await session.capture(80)).id;
      await session.position(31);
      const recentPosition = (await session.position(29)).id;
      unused.push({ session, erased, recent, recentPosition });
    }

    const now = new Date();
    const passes = await Promise.all([
      runRetentionPass(retention(first, now)),
      runRetentionPass(retention(second, now)),
      runRetentionPass(retention(first, now)),
      runRetentionPass(retention(second, now)),
    ]);
    const total = (key: "captures" | "positions") => passes.reduce((sum, pass) => sum + pass[key], 0);
    // The retained session's unretained capture goes too: a report uses what was retained, not its neighbours.
    expect(total("captures")).toBe(1 + 4 * 2);
    expect(total("positions")).toBe(4);
    expect(await runRetentionPass(retention(second, now))).toEqual({
      sessions: 0,
      captures: 0,
      positions: 0,
      notices: 0,
      answers: 0,
    });

    expect(await liveCaptures(first, retained)).toEqual([kept.id]);
    expect(await positionsOf(first, retained)).toEqual([retainedPosition.id]);
    expect(await liveCaptures(first, recorded)).toEqual([printed.id]);
    expect(await positionsOf(first, recorded)).toEqual([recordedPosition.id]);
    for (const { session, recent, recentPosition } of unused) {
      expect(await liveCaptures(first, session)).toEqual([recent]);
      expect(await positionsOf(first, session)).toEqual([recentPosition]);
    }

    for (const { session, erased } of [...unused, { session: retained, erased: old.id }]) {
      const chain = await checkChain(first, session.session, session.store);
      expect(chain.verdict).toMatchObject({ valid: true, problems: [] });
      const deletions = chain.entries.filter((entry) => entry.kind === "deletion");
      expect(deletions.map((entry) => entry.actor_id)).toEqual(deletions.map(() => null));
      expect(deletions.filter((entry) => entry.capture_id === erased)).toHaveLength(1);
      const journal = await first
        .selectFrom("demand_events")
        .select(["kind", "summary"])
        .where("meeting_id", "=", session.meeting.id)
        .execute();
      expect(journal).toContainEqual({
        kind: "video.capture_deleted",
        summary: `Capture n° ${erased} de la session vidéo effacée (durée de conservation écoulée) ; la chaîne de preuve l'enregistre.`,
      });
    }
    // The erased images are gone from the file store.
    const erasedNames = await first
      .selectFrom("video_captures")
      .select("stored_name")
      .where("deleted_at", "is not", null)
      .execute();
    for (const { stored_name } of erasedNames)
      expect(await databaseBlobStore(first).exists(`captures/${stored_name}`)).toBe(false);
    const journal = await first
      .selectFrom("demand_events")
      .select("summary")
      .where("meeting_id", "=", unused[0]!.session.meeting.id)
      .execute();
    expect(journal.map((entry) => entry.summary)).toContain(
      "Position partagée par le client effacée (durée de conservation écoulée).",
    );
  });

  it("reads each study's own durations", async () => {
    const { first } = instances();
    const strict = await videoSession(first, "etude-moreau-bordeaux");
    await saveRetentionSettings({ db: first, now: () => new Date() }, strict.studyId, { capture_days: 7, position_days: 1 });
    const defaults = await videoSession(first);
    for (const session of [strict, defaults]) {
      await session.capture(10);
      await session.position(2);
    }
    const pass = await runRetentionPass(retention(first, new Date()));
    expect(pass).toMatchObject({ captures: 1, positions: 1 });
    expect(await liveCaptures(first, strict)).toEqual([]);
    expect(await positionsOf(first, strict)).toEqual([]);
    expect(await liveCaptures(first, defaults)).toHaveLength(1);
    expect(await positionsOf(first, defaults)).toHaveLength(1);
  });

  it("gives each Paris day's pass to one instance", async () => {
    const { first, second } = instances();
    const day = new Date("2031-05-20T10:00:00Z");
    const claims = await Promise.all([
      claimRetentionDay(first, day),
      claimRetentionDay(second, day),
      claimRetentionDay(first, day),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRetentionDay(second, new Date(day.getTime() + 3_600_000))).toBe(false);
    // 00:30 in Paris the next day (22:30 UTC): a new day, a new pass, run by one of the two.
    const nextDay = new Date("2031-05-20T22:30:00Z");
    const daily = await Promise.all([
      runDailyRetention(retention(first, nextDay)),
      runDailyRetention(retention(second, nextDay)),
    ]);
    expect(daily.filter((pass) => pass !== null)).toHaveLength(1);
  });
});
