// A professional's availability over HTTP, on both databases: the weekly ranges with buffer
// and notice (422 on overlaps and ends before starts, 409 on a stale form, 403 to those who may not),
// the intervention zones (radius, commune, department), and what the customer's search then sees at
// once: slots that follow the week, the buffer, the notice and, for significations, legal hours.
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { loadActor } from "../../domain/actor";
import { requireAvailabilityAccess } from "../../domain/availability/professional-access";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../../seed/demo-accounts";
import { LYON, mondayIn, reportTypeOf, studyBySlug } from "../../test-support/booking-helpers";
import { staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

type Caller = Awaited<ReturnType<typeof staffCaller>>;
const PARIS = "Europe/Paris";
const STRASBOURG = { lat: 48.5734, lon: 7.7521 };
const range = (weekday: number, start: string, end: string) => ({ weekday, start, end });
const local = (iso: string) => DateTime.fromISO(iso, { zone: PARIS });

describeOnEachDatabase("a professional's availability", (current) => {
  let platform: TestPlatform;
  let studyId: number;
  let dupontId: number;
  let fabreId: number;
  let base: string;
  let bailiff: Caller;
  let clerk: Caller;
  let assistant: Caller;
  let constatId: number;
  let duration: number;
  /** The study's own address: no drive stands between the rules and the slots there (docs/decisions/3004). */
  let door: { lat: number; lon: number };

  beforeAll(async () => {
    platform = current();
    const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
    studyId = demo.id;
    door = { lat: demo.address_lat, lon: demo.address_lon };
    dupontId = demo.bailiffs.find((professional) => professional.lastname === "Dupont")!.id;
    fabreId = demo.bailiffs.find((professional) => professional.lastname === "Fabre")!.id;
    base = `/api/bailiff/${studyId}`;
    bailiff = await staffCaller(platform, "bailiff", studyId);
    clerk = await staffCaller(platform, "clerk", studyId);
    assistant = await staffCaller(platform, "assistant", studyId);
    const constat = await reportTypeOf(platform, studyId, "constat-locatif");
    constatId = constat.id;
    duration = constat.slot_duration;
  });

  async function week(caller: Caller = bailiff, bailiffId = dupontId) {
    const { status, body } = await caller("GET", `${base}/calendar/available-rules?bailiff_id=${bailiffId}`);
    expect(status).toBe(200);
    return body as { rules: Array<{ weekday: number; start: string; end: string }>; version: number; warnings: string[] };
  }

  async function save(json: Record<string, unknown>, caller: Caller = bailiff) {
    const { version } = await week();
    return caller("PUT", `${base}/calendar/available-rules`, {
      json: { bailiff_id: dupontId, buffer_minutes: 0, notice_minutes: 0, version, ...json },
    });
  }

  async function slots(reportTypeId: number, from: DateTime, days: number, point: { lat: number; lon: number } = door) {
    const params = new URLSearchParams({
      start_date: from.toISODate()!,
      end_date: from.plus({ days: days - 1 }).toISODate()!,
      study_id: String(studyId),
      bailiff_id: String(dupontId),
      report_type_id: String(reportTypeId),
      lat: String(point.lat),
      lon: String(point.lon),
    });
    const { status, body } = await platform.call("GET", `/api/calendar/available-slots?${params}`);
    expect(status).toBe(200);
    return (body.available_slots as Array<{ start: string; end: string }>).map((slot) => local(slot.start));
  }

  describe("weekly ranges", () => {
    it("reads the demo bailiff's office hours, for them, the clerk and the assistant", async () => {
      const mine = await week();
      expect(mine.rules).toContainEqual(range(1, "08:30", "12:00"));
      expect(mine.rules).toContainEqual(range(5, "14:00", "18:00"));
      expect((await week(clerk)).rules).toEqual(mine.rules);
      expect((await week(assistant)).rules).toEqual(mine.rules);
    });

    it("refuses overlaps and ends before starts with French field errors, and saves nothing", async () => {
      const before = await week();
      const { status, body } = await save({
        rules: [range(1, "09:00", "12:00"), range(1, "11:00", "13:00"), range(2, "14:00", "10:00"), range(3, "9h", "12:00")],
      });
      expect(status).toBe(422);
      expect(body.errors["rules.3.start"]).toEqual(["Indiquez une heure au format HH:MM."]);
      const logic = await save({ rules: [range(1, "09:00", "12:00"), range(1, "11:00", "13:00"), range(2, "14:00", "10:00")] });
      expect(logic.status).toBe(422);
      expect(logic.body.errors).toEqual({
        "rules.1.start": ["Cette plage chevauche celle du lundi de 09:00 à 12:00."],
        "rules.2.end": ["L'heure de fin doit être après l'heure de début."],
      });
      expect(await week()).toEqual(before);
    });

    it("lets the clerk edit the bailiff's week, refuses the assistant, another professional and a stale form", async () => {
      const { version } = await week();
      expect(
        (
          await assistant("PUT", `${base}/calendar/available-rules`, {
            json: { bailiff_id: dupontId, rules: [], buffer_minutes: 0, notice_minutes: 0, version },
          })
        ).status,
      ).toBe(403);
      // Claire Fabre, the study's other bailiff, may read and edit her own week only.
      const fabre = await loadActor(platform.platform.db, fabreId, studyId);
      await expect(requireAvailabilityAccess(platform.platform.db, fabre, studyId, fabreId, "edit")).resolves.toBeUndefined();
      await expect(requireAvailabilityAccess(platform.platform.db, fabre, studyId, dupontId, "edit")).rejects.toMatchObject({
        kind: "forbidden",
      });
      // A study the caller has no staff role in: 403 before anything is read.
      const other = await studyBySlug(platform, "etude-moreau-bordeaux");
      const outside = await platform.call("GET", `/api/bailiff/${other.id}/calendar/available-rules`, {
        token: await platform.login(DEMO_EMAILS.bailiff),
        headers: { "study-id": String(other.id) },
      });
      expect(outside.status).toBe(403);
      // Not one of the study's professionals: 404.
      expect((await clerk("GET", `${base}/calendar/available-rules?bailiff_id=${other.bailiffs[0]!.id}`)).status).toBe(404);

      const saved = await save({ rules: [range(1, "08:30", "12:00"), range(3, "19:00", "22:00")] }, clerk);
      expect(saved.status).toBe(200);
      expect(saved.body.version).toBe(version + 1);
      expect(saved.body.warnings).toHaveLength(2);
      const stale = await clerk("PUT", `${base}/calendar/available-rules`, {
        json: { bailiff_id: dupontId, rules: [], buffer_minutes: 0, notice_minutes: 0, version },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(
        "Ces disponibilités ont été modifiées entre-temps : rechargez la page pour voir la dernière version.",
      );
    });
  });

  describe("the customer's next search", () => {
    it("follows the saved week at once", async () => {
      expect(duration).toBe(60);
      const monday = mondayIn(3);
      expect((await save({ rules: [range(2, "09:00", "11:00")] })).status).toBe(200);
      expect((await slots(constatId, monday, 7)).map((start) => start.toFormat("ccc HH:mm"))).toEqual(["Tue 09:00", "Tue 10:00"]);
      expect((await save({ rules: [range(4, "14:00", "16:00")] })).status).toBe(200);
      expect((await slots(constatId, monday, 7)).map((start) => start.toFormat("ccc HH:mm"))).toEqual(["Thu 14:00", "Thu 15:00"]);
    });

    it("keeps the buffer free around a meeting and offers nothing sooner than the notice", async () => {
      const db = platform.platform.db;
      const monday = mondayIn(4);
      const meeting = await db
        .selectFrom("meetings")
        .select("id")
        .where("bailiff_id", "=", dupontId)
        .where("status", "not in", ["canceled", "refused"])
        .where("starts_at", "is not", null)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      // A video call: the buffer alone keeps time around it, no drive (docs/decisions/3004).
      await db
        .updateTable("meetings")
        .set({ starts_at: monday.set({ hour: 10 }).toJSDate(), ends_at: monday.set({ hour: 11 }).toJSDate(), has_visio: true })
        .where("id", "=", meeting.id)
        .execute();
      expect((await save({ rules: [range(1, "08:00", "12:00")] })).status).toBe(200);
      const hours = async () => (await slots(constatId, monday, 1)).map((start) => start.toFormat("HH:mm"));
      expect(await hours()).toEqual(["08:00", "09:00", "11:00"]);
      expect((await save({ rules: [range(1, "08:00", "12:00")], buffer_minutes: 30 })).status).toBe(200);
      expect(await hours()).toEqual(["08:00"]);
      // A notice of 14 days empties the week after next, not the one after.
      expect((await save({ rules: [range(1, "08:00", "12:00")], notice_minutes: 20160 })).status).toBe(200);
      expect(await slots(constatId, mondayIn(1), 7)).toEqual([]);
      expect(await hours()).toEqual(["08:00", "09:00", "11:00"]);
      const tooLong = await save({ rules: [], buffer_minutes: 500 });
      expect(tooLong.status).toBe(422);
      expect(tooLong.body.errors.buffer_minutes).toEqual(["La valeur doit être inférieure ou égale à 240."]);
    });

    it("never offers nor accepts a signification outside legal hours, and only warns for a constat", async () => {
      const db = platform.platform.db;
      const signification = await db
        .insertInto("report_types")
        .values({ slug: "signification-sur-place", code: "SSP", name: "Signification sur place", type: "judgment" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("study_report_types")
        .values({ study_id: studyId, report_type_id: signification.id, slot_duration: 60, price: 9000 })
        .execute();
      const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => range(weekday, "05:00", "23:00"));
      expect((await save({ rules: everyDay })).status).toBe(200);
      // The next 25 December at least two days ahead, and the days around it.
      let christmas = DateTime.fromObject({ month: 12, day: 25 }, { zone: PARIS });
      if (christmas < DateTime.now().plus({ days: 2 })) christmas = christmas.plus({ years: 1 });
      const from = christmas.minus({ days: 1 });
      const constats = await slots(constatId, from, 3);
      expect(constats.some((start) => start.day === 25)).toBe(true);
      expect(constats.some((start) => start.hour === 5 || start.hour === 22)).toBe(true);
      const bounded = await slots(signification.id, from, 3);
      expect(bounded.length).toBeGreaterThan(0);
      for (const start of bounded) {
        expect(start.day).not.toBe(25);
        expect(start.weekday).not.toBe(7);
        expect(start.hour).toBeGreaterThanOrEqual(6);
        expect(start.hour).toBeLessThanOrEqual(20);
      }
      const dec26 = christmas.plus({ days: 1 });
      if (dec26.weekday !== 7) expect(bounded.some((start) => start.day === 26)).toBe(true);

      // In Strasbourg (a department zone of Bas-Rhin), 26 December is a holiday too.
      const zone = await bailiff("POST", `${base}/bailiffs/${dupontId}/intervention-zones`, {
        json: { kind: "department", label: "1 place Kléber, 67000 Strasbourg", ...STRASBOURG },
      });
      expect(zone.status).toBe(201);
      expect(zone.body.zone).toMatchObject({ kind: "department", code: "67", label: "Bas-Rhin (67)" });
      // Strasbourg is 380 km from the office in Lyon: at 130 km/h, reached four hours after 05:00 (decision 3004).
      await db.insertInto("study_travel_settings").values({ study_id: studyId, urban_speed_kmh: 130 }).execute();
      try {
        const alsace = await slots(signification.id, from, 3, STRASBOURG);
        expect(alsace.length).toBeGreaterThan(0);
        expect(alsace.some((start) => start.day === 26)).toBe(false);
      } finally {
        await db.deleteFrom("study_travel_settings").where("study_id", "=", studyId).execute();
      }

      // A booking outside legal hours is refused whatever the rules say.
      const token = await platform.login(DEMO_EMAILS.customer);
      const book = (start: DateTime) =>
        platform.call("POST", "/api/demands", {
          token,
          json: {
            study_id: studyId,
            report_type_id: signification.id,
            meeting_type: "meeting",
            operator_id: dupontId,
            slots: [{ start_date: start.toISO(), end_date: start.plus({ hours: 1 }).toISO() }],
            address: LYON.address,
            latitude: LYON.lat,
            longitude: LYON.lon,
          },
        });
      const refused = await book(from.set({ hour: 21 }));
      expect(refused.status).toBe(422);
      expect(refused.body.errors.slots[0]).toMatch(/^Les significations et mesures d'exécution ne peuvent pas avoir lieu/);

      // Booked inside legal hours, the professional cannot move it outside them either.
      const inside = bounded[0]!;
      const booked = await book(inside);
      expect(booked.status).toBe(201);
      const meetingId = booked.body.demand.meetings[0].id as number;
      const moved = await bailiff("POST", `${base}/meetings/${meetingId}/update-slot`, {
        json: { date: inside.plus({ days: 7 }).set({ hour: 21, minute: 30 }).toFormat("yyyy-MM-dd HH:mm") },
      });
      expect(moved.status).toBe(422);
      expect(moved.body.errors.date[0]).toContain("après 21 h");
    });
  });

  describe("intervention zones", () => {
    it("adds, changes and removes zones, and the search of professionals by zone follows them", async () => {
      const path = `${base}/bailiffs/${dupontId}/intervention-zones`;
      const reportType = await reportTypeOf(platform, studyId, "constat-locatif");
      const inNantes = async () => {
        const { body } = await platform.call("GET", `/api/reporttypes/${reportType.id}/bailiffs?lat=47.2184&lon=-1.5536`);
        return body.onboarded.some((entry: { bailiff: { id: number } }) => entry.bailiff.id === dupontId);
      };
      expect(await inNantes()).toBe(false);
      const commune = await clerk("POST", path, {
        json: { kind: "commune", label: "Place Royale, 44000 Nantes", lat: 47.2153, lon: -1.5586 },
      });
      expect(commune.status).toBe(201);
      expect(commune.body.zone).toMatchObject({ kind: "commune", code: "44109", label: "Nantes", radius_km: null });
      expect(await inNantes()).toBe(true);
      const radius = await clerk("PUT", `${path}/${commune.body.zone.id}`, {
        json: { kind: "radius", label: "Angers", lat: 47.4784, lon: -0.5632, radius_km: 20 },
      });
      expect(radius.status).toBe(200);
      expect(await inNantes()).toBe(false);
      const wider = await clerk("PUT", `${path}/${commune.body.zone.id}`, {
        json: { kind: "radius", label: "Angers", lat: 47.4784, lon: -0.5632, radius_km: 100 },
      });
      expect(wider.body.zone.radius_km).toBe(100);
      expect(await inNantes()).toBe(true);
      expect((await clerk("DELETE", `${path}/${commune.body.zone.id}`)).status).toBe(204);
      expect(await inNantes()).toBe(false);
      expect((await clerk("DELETE", `${path}/${commune.body.zone.id}`)).status).toBe(404);
      const list = await assistant("GET", path);
      expect(list.status).toBe(200);
      expect(list.body.data.every((zone: { kind: string }) => zone.kind !== "commune")).toBe(true);
    });

    it("refuses bad zones in French, and the assistant", async () => {
      const path = `${base}/bailiffs/${dupontId}/intervention-zones`;
      const tooWide = await clerk("POST", path, { json: { kind: "radius", label: "Lyon", ...LYON, radius_km: 0 } });
      expect(tooWide.status).toBe(422);
      expect(tooWide.body.errors.radius_km).toEqual(["La valeur doit être supérieure ou égale à 1."]);
      const atSea = await clerk("POST", path, { json: { kind: "commune", label: "Au large", lat: 45, lon: -10 } });
      expect(atSea.status).toBe(422);
      expect(atSea.body.errors.address).toEqual([
        "Cette adresse n'est dans aucune commune française : choisissez une adresse dans la liste.",
      ]);
      const unknownKind = await clerk("POST", path, { json: { kind: "planet", label: "Mars", ...LYON } });
      expect(unknownKind.status).toBe(422);
      expect((await assistant("POST", path, { json: { kind: "radius", label: "Lyon", ...LYON, radius_km: 10 } })).status).toBe(
        403,
      );
    });
  });
});
