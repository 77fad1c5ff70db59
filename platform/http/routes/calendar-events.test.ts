// The study's agenda over HTTP: the events of a range for the caller's own agenda or, for a
// clerk, any or all professionals; the exceptions' creation and deletion with their checks (403, 404,
// French 422s), and the slot engine reading them at once. On PGlite and on PostgreSQL when one answers.
import { DateTime } from "luxon";
import { expect, it } from "vitest";
import { compactEventsAnswer, rebuildCalendarEvents } from "../../../app/features/agenda/agenda-client.server";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { firstFreeStart, freeSlots, mondayIn, reportTypeOf } from "../../test-support/booking-helpers";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import { describeOnEachDatabase } from "../../test-support/test-backends";

const PARIS = "Europe/Paris";

describeOnEachDatabase("the agenda's events and exceptions", (platform) => {
  async function setUp() {
    const studyId = await demoStudyId(platform());
    const base = `/api/bailiff/${studyId}`;
    const bailiffId = (
      await platform()
        .platform.db.selectFrom("users")
        .select("id")
        .where("email", "=", DEMO_EMAILS.bailiff)
        .executeTakeFirstOrThrow()
    ).id;
    return {
      studyId,
      base,
      bailiffId,
      bailiff: await staffCaller(platform(), "bailiff", studyId),
      clerk: await staffCaller(platform(), "clerk", studyId),
      assistant: await staffCaller(platform(), "assistant", studyId),
    };
  }

  it("gives the bailiff their own meetings, each proposed slot of a pending one striped, coloured and in Paris time", async () => {
    const { base, bailiff, bailiffId } = await setUp();
    const today = DateTime.now().setZone(PARIS);
    const query = `start_date=${today.toISODate()}&end_date=${today.plus({ days: 14 }).toISODate()}&timezone=Europe/Paris`;
    const { status, body } = await bailiff("GET", `${base}/calendar/events?${query}`);
    expect(status).toBe(200);
    expect(body.can_pick).toBe(false);
    expect(body.bailiffs.map((person: { id: number }) => person.id)).toEqual([bailiffId]);
    const meetings = body.data.filter((event: { type: string }) => event.type === "meeting");
    expect(meetings.length).toBeGreaterThanOrEqual(4);
    for (const event of meetings) {
      expect(event.bailiff.id).toBe(bailiffId);
      expect(event.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(event.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
      expect(event.isDemand).toBe(true);
      expect(event.isTmp).toBe(false);
      expect(event.needs_validation).toBe(["created", "waiting", "disputed"].includes(event.status));
      if (event.needs_validation) expect(event.slot_id).toEqual(expect.any(Number));
    }
    // The meeting with three proposed slots shows all three, striped.
    const three = meetings.filter((event: { title: string; needs_validation: boolean }) => event.needs_validation);
    const perMeeting = new Map<number, number>();
    for (const event of three) perMeeting.set(event.meeting_id, (perMeeting.get(event.meeting_id) ?? 0) + 1);
    expect(Math.max(...perMeeting.values())).toBe(3);
    const starts = body.data.map((event: { start: string }) => Date.parse(event.start));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it("says what the caller may do with each meeting, as the demand's own answer does", async () => {
    const { base, bailiff, clerk } = await setUp();
    const today = DateTime.now().setZone(PARIS);
    const query = `start_date=${today.toISODate()}&end_date=${today.plus({ days: 14 }).toISODate()}`;
    type Event = { type: string; needs_validation: boolean; meeting_id: number; demand_id: number; allowed_actions: string[] };
    const events = async (caller: typeof bailiff) =>
      (await caller("GET", `${base}/calendar/events?${query}`)).body.data as Event[];
    const pending = (await events(bailiff)).find((event) => event.needs_validation)!;
    expect(pending.allowed_actions).toContain("confirm");
    const asTheDemandSays = await bailiff("GET", `/api/demands/${pending.demand_id}`);
    const meeting = asTheDemandSays.body.meetings.find((one: { id: number }) => one.id === pending.meeting_id);
    expect(pending.allowed_actions).toEqual(meeting.allowed_actions);
    // A clerk declines but never confirms (pro-side §6: the professional's alone).
    const byClerk = (await events(clerk)).find((event) => event.meeting_id === pending.meeting_id)!;
    expect(byClerk.allowed_actions).toContain("decline");
    expect(byClerk.allowed_actions).not.toContain("confirm");
    for (const event of await events(clerk)) if (event.type !== "meeting") expect(event.allowed_actions).toEqual([]);
    // A case another member locked offers its professional nothing (decision 3110).
    const { db } = platform().platform;
    const clerkId = (await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.clerk).executeTakeFirstOrThrow())
      .id;
    await db.updateTable("demands").set({ locked_by: clerkId }).where("id", "=", pending.demand_id).execute();
    try {
      const locked = (await events(bailiff)).find((event) => event.meeting_id === pending.meeting_id)!;
      expect(locked.allowed_actions).toEqual([]);
    } finally {
      await db.updateTable("demands").set({ locked_by: null }).where("id", "=", pending.demand_id).execute();
    }
  });

  it("lets a clerk read all professionals or one, and refuses a professional another's agenda", async () => {
    const { base, bailiff, clerk, bailiffId } = await setUp();
    const today = DateTime.now().setZone(PARIS).toISODate();
    const all = await clerk("GET", `${base}/calendar/events?start_date=${today}&end_date=${today}`);
    expect(all.status).toBe(200);
    expect(all.body.can_pick).toBe(true);
    expect(all.body.bailiffs.length).toBeGreaterThan(1);
    const other = all.body.bailiffs.find((person: { id: number }) => person.id !== bailiffId);
    const one = await clerk("GET", `${base}/calendar/events?start_date=${today}&end_date=${today}&user_id=${bailiffId}`);
    expect(one.status).toBe(200);
    for (const event of one.body.data) expect(event.bailiff?.id).toBe(bailiffId);
    const refused = await bailiff("GET", `${base}/calendar/events?start_date=${today}&end_date=${today}&user_id=${other.id}`);
    expect(refused.status).toBe(403);
    const stranger = await clerk("GET", `${base}/calendar/events?start_date=${today}&end_date=${today}&user_id=999999`);
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors.user_id).toEqual(["Ce professionnel n'exerce pas dans cette étude."]);
  });

  it("refuses bad ranges with French messages, and anyone outside the study", async () => {
    const { base, bailiff } = await setUp();
    const reversed = await bailiff("GET", `${base}/calendar/events?start_date=2026-03-02&end_date=2026-03-01`);
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.end_date).toEqual(["La date de fin doit suivre la date de début."]);
    const long = await bailiff("GET", `${base}/calendar/events?start_date=2026-01-01&end_date=2026-03-01`);
    expect(long.body.errors.end_date).toEqual(["La période demandée ne peut pas dépasser six semaines."]);
    const zone = await bailiff(
      "GET",
      `${base}/calendar/events?start_date=2026-01-01&end_date=2026-01-02&timezone=America/New_York`,
    );
    expect(zone.body.errors.timezone).toEqual(["Seul le fuseau Europe/Paris est pris en charge."]);
    const customer = await platform().login(DEMO_EMAILS.customer);
    const outsider = await platform().call("GET", `${base}/calendar/events?start_date=2026-01-01&end_date=2026-01-02`, {
      token: customer,
    });
    expect(outsider.status).toBe(403);
    expect((await platform().call("GET", `${base}/calendar/events?start_date=2026-01-01&end_date=2026-01-02`)).status).toBe(401);
  });

  it("adds an unavailability that the slot search honours at once, and removes it", async () => {
    const { studyId, base, bailiff, bailiffId } = await setUp();
    const reportType = await reportTypeOf(platform(), studyId, "constat-locatif");
    const slots = () => freeSlots(platform(), { studyId, bailiffId, reportTypeId: reportType.id, weeks: 2 });
    // Two hours from a slot the engine offers, so that the overlapping period below (an hour later)
    // still ends by 19:00: whatever the day, the window starts free.
    const from = firstFreeStart(await slots(), "16:00");
    const until = from.plus({ hours: 2 });
    const inWindow = (slot: { start: string; end: string }) =>
      Date.parse(slot.start) < until.toMillis() && Date.parse(slot.end) > from.toMillis();
    expect((await slots()).filter(inWindow).length).toBeGreaterThan(0);

    const day = from.toISODate();
    const created = await bailiff("POST", `${base}/calendar/exceptions`, {
      json: { user_id: bailiffId, date: day, start: from.toFormat("HH:mm"), end: until.toFormat("HH:mm"), reason: "Audience" },
    });
    expect(created.status).toBe(201);
    expect(created.body.exception).toMatchObject({ kind: "unavailable", reason: "Audience", user_id: bailiffId });
    expect((await slots()).filter(inWindow)).toEqual([]);

    const events = await bailiff("GET", `${base}/calendar/events?start_date=${day}&end_date=${day}`);
    const shown = events.body.data.find((event: { exception_id: number }) => event.exception_id === created.body.exception.id);
    expect(shown).toMatchObject({ type: "unavailable", title: "Audience", isDemand: false });
    expect(DateTime.fromISO(shown.start, { zone: PARIS }).toFormat("HH:mm")).toBe(from.toFormat("HH:mm"));

    const later = { start: from.plus({ hours: 1 }).toFormat("HH:mm"), end: until.plus({ hours: 1 }).toFormat("HH:mm") };
    const twice = await bailiff("POST", `${base}/calendar/exceptions`, { json: { user_id: bailiffId, date: day, ...later } });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.start).toEqual(["Cette période chevauche une indisponibilité déjà enregistrée."]);

    expect((await bailiff("DELETE", `${base}/calendar/exceptions/${created.body.exception.id}`)).status).toBe(204);
    expect((await slots()).filter(inWindow).length).toBeGreaterThan(0);
    expect((await bailiff("DELETE", `${base}/calendar/exceptions/${created.body.exception.id}`)).status).toBe(404);
  });

  it("answers 422 with the field's French message for each bad exception", async () => {
    const { base, bailiff, bailiffId } = await setUp();
    const day = mondayIn(1).plus({ days: 2 }).toISODate();
    const post = (json: Record<string, unknown>) =>
      bailiff("POST", `${base}/calendar/exceptions`, { json: { user_id: bailiffId, ...json } });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ date: day, start: "16:00", end: "14:00" }, "end", "L'heure de fin doit suivre l'heure de début."],
      [{ date: day, start: "07:00", end: "09:00" }, "start", "Choisissez une heure entre 08:00 et 19:00."],
      [{ date: day, start: "18:00", end: "20:00" }, "end", "Choisissez une heure entre 08:00 et 19:00."],
      [{ date: "2027-02-30", start: "10:00", end: "11:00" }, "date", "Cette date n'existe pas."],
      [{ date: "2020-01-07", start: "10:00", end: "11:00" }, "date", "Cette période est déjà passée."],
      [{ date: day, start: "10h", end: "11:00" }, "start", "L'heure doit être au format HH:MM."],
      [{ start: "10:00", end: "11:00" }, "date", "Ce champ est obligatoire."],
    ];
    for (const [json, field, message] of cases) {
      const answer = await post(json);
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(answer.body.errors[field]).toEqual([message]);
    }
  });

  it("lets a clerk edit a professional's exceptions, not an assistant nor a colleague", async () => {
    const { base, clerk, assistant, bailiff, bailiffId } = await setUp();
    const day = mondayIn(3).plus({ days: 3 }).toISODate();
    const json = { user_id: bailiffId, date: day, start: "09:00", end: "10:00" };
    expect((await assistant("POST", `${base}/calendar/exceptions`, { json })).status).toBe(403);
    const created = await clerk("POST", `${base}/calendar/exceptions`, { json });
    expect(created.status).toBe(201);
    const all = await clerk("GET", `${base}/calendar/events?start_date=${day}&end_date=${day}`);
    const other = all.body.bailiffs.find((person: { id: number }) => person.id !== bailiffId);
    const foreign = await bailiff("POST", `${base}/calendar/exceptions`, { json: { ...json, user_id: other.id } });
    expect(foreign.status).toBe(403);
    expect((await assistant("DELETE", `${base}/calendar/exceptions/${created.body.exception.id}`)).status).toBe(403);
    expect((await bailiff("DELETE", `${base}/calendar/exceptions/${created.body.exception.id}`)).status).toBe(204);
  });

  it("serves the compact form on ?format=compact, which the app rebuilds into exactly the full events", async () => {
    const { base, clerk, bailiffId } = await setUp();
    const day = mondayIn(2).plus({ days: 3 });
    const exception = await clerk("POST", `${base}/calendar/exceptions`, {
      json: { user_id: bailiffId, date: day.toISODate(), start: "09:00", end: "10:00", reason: "Audience" },
    });
    expect(exception.status).toBe(201);
    const range = `start_date=${DateTime.now().setZone(PARIS).toISODate()}&end_date=${day.plus({ days: 10 }).toISODate()}`;
    const full = await clerk("GET", `${base}/calendar/events?${range}`);
    const compact = await clerk("GET", `${base}/calendar/events?${range}&format=compact`);
    expect(compact.status).toBe(200);
    expect(compact.body.data).toBeUndefined();
    const types = new Set(full.body.data.map((event: { type: string }) => event.type));
    expect([...types].sort()).toEqual(["meeting", "unavailable"]);
    const rebuilt = rebuildCalendarEvents(compactEventsAnswer.parse(compact.body));
    expect(rebuilt.data).toEqual(full.body.data);
    expect(rebuilt.bailiffs).toEqual(full.body.bailiffs);
    expect(JSON.stringify(compact.body).length).toBeLessThan(JSON.stringify(full.body).length / 2);

    const wrong = await clerk("GET", `${base}/calendar/events?${range}&format=xml`);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.format).toEqual(["Cette valeur n'est pas acceptée."]);
    expect((await clerk("DELETE", `${base}/calendar/exceptions/${exception.body.exception.id}`)).status).toBe(204);
  });
});
