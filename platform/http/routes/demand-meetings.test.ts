// Planning a demand's meetings (pro-side §7 `GET demands/{id}/meetings/to-plan`, `POST demands/{id}/meetings`;
// docs/decisions/3101–3104), on PGlite and on PostgreSQL: the bailiff reschedules a confirmed meeting and
// plans one waiting for a date, a declined customer chooses another slot, two plans racing for one slot
// (exactly one wins), callers who may not plan, bad slots with their French reason, the customer's e-mail
// with the updated .ics, and legal hours (a signification never outside them, a constat warned).
import { DateTime } from "luxon";
import { beforeAll, expect, it } from "vitest";
import { holidayOn } from "../../domain/legal-hours/french-holidays";
import { meetingDurationMinutes } from "../../domain/meetings/professional-meeting-actions";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { freeSlots, guest, LYON, reportTypeOf } from "../../test-support/booking-helpers";
import { freshCase } from "../../test-support/case-helpers";
import { lastMessage, type OutboxEntry } from "../../test-support/outbox-reader";
import { demoStudyId, meetingOfDemand, staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

type Caller = Awaited<ReturnType<typeof staffCaller>>;
const PARIS = "Europe/Paris";

/** The next `weekday` (1 = Monday) at least `weeks` weeks ahead that is not a public holiday, at `hour`. */
function nextWeekday(weekday: number, weeks: number, hour: number): DateTime {
  let day = DateTime.now().setZone(PARIS).plus({ weeks }).startOf("day");
  while (day.weekday !== weekday || holidayOn(day.toISODate()!, null)) day = day.plus({ days: 1 });
  return day.set({ hour });
}

const slotOf = (start: DateTime, minutes: number) => ({
  start_date: start.toISO()!,
  end_date: start.plus({ minutes }).toISO()!,
});

function calendarFileOf(mail: OutboxEntry): string {
  const file = mail.attachments.find((attachment) => attachment.filename.endsWith(".ics"));
  expect(file, `an .ics attached to « ${mail.subject} »`).toBeTruthy();
  return file!.content.replace(/\r\n /g, "");
}

describeOnEachDatabase("planning a demand's meetings", (current) => {
  let platform: TestPlatform;
  let studyId: number;
  let dupont: number;
  let bailiff: Caller;
  let clerk: Caller;
  let assistant: Caller;

  beforeAll(async () => {
    platform = current();
    studyId = await demoStudyId(platform);
    bailiff = await staffCaller(platform, "bailiff", studyId);
    clerk = await staffCaller(platform, "clerk", studyId);
    assistant = await staffCaller(platform, "assistant", studyId);
    const me = await bailiff("GET", "/api/oauth/me");
    dupont = me.body.id;
  });

  const plan = (caller: Caller, demandId: number, json: Record<string, unknown>) =>
    caller("POST", `/api/demands/${demandId}/meetings`, { json });

  /** Dupont's free slots of a service, `weeks` weeks ahead. */
  async function dupontSlots(reportTypeId: number, weeks: number) {
    const slots = await freeSlots(platform, { studyId, bailiffId: dupont, reportTypeId, weeks });
    expect(slots.length, "the demo bailiff is free that week").toBeGreaterThan(1);
    return slots.map((slot) => ({ start_date: slot.start, end_date: slot.end }));
  }

  it("lets the bailiff reschedule a confirmed meeting: it moves, stays confirmed, and the customer gets the updated .ics", async () => {
    const { demand, meeting, customer } = await meetingOfDemand(platform.platform.db, "Constat de travaux de voirie");
    const [slot] = await dupontSlots(meeting.report_type_id, 3);
    const { status, body } = await plan(bailiff, demand.id, {
      slots: [slot],
      reportTypeId: meeting.report_type_id,
      meetingId: meeting.id,
      expected_status: "validated",
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.meeting).toMatchObject({ id: meeting.id, status: "validated", legal_hours_warning: null });
    expect(Date.parse(body.meeting.start_date)).toBe(Date.parse(slot!.start_date));
    expect(body.meeting.selectedSlot.start_date).toBe(body.meeting.start_date);

    const mail = await lastMessage(platform, customer.email);
    expect(mail.subject).toBe("Votre rendez-vous a une nouvelle date");
    expect(mail.body).toContain(`/dossier/${demand.id}`);
    const ics = calendarFileOf(mail);
    // The booking's event moves: its UID, a higher SEQUENCE, the new time.
    expect(ics).toContain(`UID:demande-${demand.id}-${demand.route_token}@site.example`);
    expect(ics).toContain(`SEQUENCE:${meeting.version + 1}`);
    expect(ics).toContain(
      `DTSTART;TZID=Europe/Paris:${DateTime.fromISO(slot!.start_date, { zone: PARIS }).toFormat("yyyyMMdd'T'HHmmss")}`,
    );
    // The page was rendered before: the same form again is stale.
    const again = await plan(bailiff, demand.id, {
      slots: [slot],
      reportTypeId: meeting.report_type_id,
      meetingId: meeting.id,
      expected_status: "waiting",
    });
    expect(again).toMatchObject({ status: 409, body: { code: "stale" } });
  });

  it("lists a meeting waiting for a date for the bailiff, who plans it: confirmed at once, the customer e-mailed", async () => {
    const { demand, meeting, customer } = await meetingOfDemand(platform.platform.db, "Constat de copropriété à planifier");
    const listed = await bailiff("GET", `/api/demands/${demand.id}/meetings/to-plan`);
    expect(listed.status).toBe(200);
    const constat = await reportTypeOf(platform, studyId, "constat-nuisances");
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        action: "reschedule",
        legal_hours: "warning",
        bailiff_id: dupont,
        meeting: expect.objectContaining({ id: meeting.id, status: "to_plan" }),
        report_type: expect.objectContaining({ id: meeting.report_type_id, slot_duration: constat.slot_duration }),
      }),
    ]);
    const [, slot] = await dupontSlots(meeting.report_type_id, 4);
    // Without a meeting named: the demand's meeting of that service waiting for a slot.
    const { status, body } = await plan(bailiff, demand.id, { slots: [slot], reportTypeId: meeting.report_type_id });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.meeting).toMatchObject({ id: meeting.id, status: "validated", operator: { id: dupont } });
    expect(body.demand.marking).toBe("inprogress");
    const mail = await lastMessage(platform, customer.email);
    expect(mail.subject).toBe("Votre rendez-vous est planifié");
    expect(calendarFileOf(mail)).toContain("STATUS:CONFIRMED");
    expect((await bailiff("GET", `/api/demands/${demand.id}/meetings/to-plan`)).body.data).toEqual([]);
  });

  it("offers a declined customer another slot, which they choose for the professional to confirm", async () => {
    const customer = await platform.login(DEMO_EMAILS.customer);
    const type = await reportTypeOf(platform, studyId, "general-meeting");
    const [first, second] = await dupontSlots(type.id, 5);
    const booked = await platform.call("POST", "/api/demands", {
      token: customer,
      json: {
        study_id: studyId,
        report_type_id: type.id,
        operator_id: dupont,
        slots: [first],
        address: LYON.address,
        latitude: LYON.lat,
        longitude: LYON.lon,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const meetingId = booked.body.demand.meetings[0].id as number;
    const refusal = await platform.platform.db
      .selectFrom("refusal_types")
      .select("id")
      .where("value", "=", "unavailable")
      .executeTakeFirstOrThrow();
    const declined = await bailiff("POST", `/api/bailiff/${studyId}/meetings/${meetingId}/decline`, {
      json: { refusal_type_id: refusal.id, expected_status: "waiting" },
    });
    expect(declined.status).toBe(200);

    // The dossier offers the slot choice the decline's e-mail and SMS promise.
    const dossier = await platform.call("GET", `/api/demands/${booked.body.id}`, { token: customer });
    expect(dossier.body.meetings[0]).toMatchObject({ status: "refused", allowed_actions: ["plan"] });
    const toPlan = await platform.call("GET", `/api/demands/${booked.body.id}/meetings/to-plan`, { token: customer });
    expect(toPlan.body.data).toEqual([expect.objectContaining({ action: "plan", bailiff_id: dupont })]);

    const chosen = await platform.call("POST", `/api/demands/${booked.body.id}/meetings`, {
      token: customer,
      json: { slots: [second], reportTypeId: type.id, bailiffId: dupont, meetingId, expected_status: "refused" },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.meeting).toMatchObject({ id: meetingId, status: "waiting", allowed_actions: [] });
    const mail = await lastMessage(platform, DEMO_EMAILS.customer);
    expect(mail.subject).toBe("Votre demande a bien été transmise");
    const ics = calendarFileOf(mail);
    expect(ics).toContain(`UID:demande-${booked.body.id}-${booked.body.route_token}@site.example`);
    expect(ics).toContain(
      `DTSTART;TZID=Europe/Paris:${DateTime.fromISO(second!.start_date, { zone: PARIS }).toFormat("yyyyMMdd'T'HHmmss")}`,
    );
    const told = await lastMessage(platform, DEMO_EMAILS.bailiff);
    expect(told.subject).toBe("Nouvelle demande de rendez-vous");
    expect(told.link).toBe(`https://site.example/espace-pro/dossiers/${booked.body.id}`);
    // The bailiff confirms the customer's choice as any booking.
    const pending = await bailiff("GET", `/api/demands/${booked.body.id}`);
    expect(pending.body.meetings[0].allowed_actions).toContain("confirm");
  });

  it("never offers again, nor accepts, the slot the professional declined (issue 38, point 8)", async () => {
    const customer = await platform.login(DEMO_EMAILS.customer);
    const type = await reportTypeOf(platform, studyId, "general-meeting");
    const [first, second] = await dupontSlots(type.id, 6);
    const booked = await platform.call("POST", "/api/demands", {
      token: customer,
      json: {
        study_id: studyId,
        report_type_id: type.id,
        operator_id: dupont,
        slots: [first],
        address: LYON.address,
        latitude: LYON.lat,
        longitude: LYON.lon,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const meetingId = booked.body.demand.meetings[0].id as number;
    const refusal = await platform.platform.db
      .selectFrom("refusal_types")
      .select("id")
      .where("value", "=", "unavailable")
      .executeTakeFirstOrThrow();
    const declined = await bailiff("POST", `/api/bailiff/${studyId}/meetings/${meetingId}/decline`, {
      json: { refusal_type_id: refusal.id, expected_status: "waiting" },
    });
    expect(declined.status).toBe(200);

    // The alternatives' list comes with the declined time, for the page to leave it out.
    const toPlan = await platform.call("GET", `/api/demands/${booked.body.id}/meetings/to-plan`, { token: customer });
    const refusedSlots = toPlan.body.data[0].refused_slots as Array<{ start_date: string; end_date: string }>;
    expect(refusedSlots.map((slot) => [Date.parse(slot.start_date), Date.parse(slot.end_date)])).toEqual([
      [Date.parse(first!.start_date), Date.parse(first!.end_date)],
    ]);

    // Chosen again all the same (an old page): refused with its reason next to the slot, nothing written.
    const again = await platform.call("POST", `/api/demands/${booked.body.id}/meetings`, {
      token: customer,
      json: { slots: [first], reportTypeId: type.id, bailiffId: dupont, meetingId, expected_status: "refused" },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.slots).toEqual(["Le professionnel a déjà refusé ce créneau, veuillez en choisir un autre."]);
    const still = await platform.call("GET", `/api/demands/${booked.body.id}`, { token: customer });
    expect(still.body.meetings[0]).toMatchObject({ status: "refused" });
    expect(still.body.meetings[0].slots).toHaveLength(1);

    const chosen = await platform.call("POST", `/api/demands/${booked.body.id}/meetings`, {
      token: customer,
      json: { slots: [second], reportTypeId: type.id, bailiffId: dupont, meetingId, expected_status: "refused" },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    // Waiting again: nothing declined is left to leave out.
    const after = await platform.call("GET", `/api/demands/${booked.body.id}/meetings/to-plan`, { token: customer });
    expect(after.body.data).toEqual([]);
  });

  it("lets exactly one of several simultaneous plans of one slot win", async () => {
    const { db } = platform.platform;
    const cases = await Promise.all(Array.from({ length: 6 }, () => freshCase(db, studyId, DEMO_EMAILS.customer)));
    const duration = await meetingDurationMinutes(db, studyId, cases[0]!.reportTypeId);
    const start = nextWeekday(3, 7, 10);
    const answers = await Promise.all(
      cases.map((fresh) =>
        plan(bailiff, fresh.demandId, {
          slots: [slotOf(start, duration)],
          reportTypeId: fresh.reportTypeId,
          bailiffId: dupont,
          meetingId: fresh.meetingId,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer).toMatchObject({
        status: 409,
        body: { code: "slot_taken", message: "Ce créneau n'est plus disponible, veuillez en choisir un autre." },
      });
    }
    const held = await db
      .selectFrom("meetings")
      .select("id")
      .where("bailiff_id", "=", dupont)
      .where("starts_at", "=", start.toJSDate())
      .where("status", "not in", ["canceled", "refused"])
      .execute();
    expect(held).toHaveLength(1);
    const untouched = await db
      .selectFrom("meetings")
      .select("status")
      .where(
        "id",
        "in",
        cases.map((fresh) => fresh.meetingId),
      )
      .execute();
    expect(untouched.filter((meeting) => meeting.status === "to_plan")).toHaveLength(cases.length - 1);
  });

  it("refuses callers who may not plan: the study's assistant and clerk, a stranger, another study", async () => {
    const fresh = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
    const [slot] = await dupontSlots(fresh.reportTypeId, 6);
    const body = { slots: [slot], reportTypeId: fresh.reportTypeId, meetingId: fresh.meetingId };
    for (const caller of [assistant, clerk]) {
      expect(await plan(caller, fresh.demandId, body)).toMatchObject({ status: 403, body: { code: "forbidden" } });
      expect((await caller("GET", `/api/demands/${fresh.demandId}/meetings/to-plan`)).body.data).toEqual([]);
    }
    const stranger = await guest(platform, `planification-${Date.now()}@exemple.fr`);
    const asStranger = await platform.call("POST", `/api/demands/${fresh.demandId}/meetings`, {
      token: stranger.token,
      json: body,
    });
    expect(asStranger).toMatchObject({ status: 403, body: { code: "forbidden" } });
    expect(
      (await platform.call("GET", `/api/demands/${fresh.demandId}/meetings/to-plan`, { token: stranger.token })).status,
    ).toBe(403);
    // The study's bailiff acting for another study (the study-id header) is no one there.
    const elsewhere = await platform.call("POST", `/api/demands/${fresh.demandId}/meetings`, {
      token: await platform.login(DEMO_EMAILS.bailiff),
      headers: { "study-id": String(studyId + 1) },
      json: body,
    });
    expect(elsewhere.status).toBe(403);
    expect((await plan(bailiff, 99_999_999, body)).status).toBe(404);
    // The customer plans only a meeting waiting for a slot; a confirmed one is the professional's.
    const customer = await platform.login(DEMO_EMAILS.customer);
    const { demand, meeting } = await meetingOfDemand(platform.platform.db, "Nuisances sonores du voisinage");
    const confirmed = await platform.call("POST", `/api/demands/${demand.id}/meetings`, {
      token: customer,
      json: { slots: [slot], reportTypeId: meeting.report_type_id, meetingId: meeting.id },
    });
    expect(confirmed).toMatchObject({ status: 409, body: { code: "cannot_plan" } });
    const unauthenticated = await platform.call("POST", `/api/demands/${fresh.demandId}/meetings`, { json: body });
    expect(unauthenticated.status).toBe(401);
  });

  it("refuses a bad slot with the French reason next to it", async () => {
    const fresh = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
    const duration = await meetingDurationMinutes(platform.platform.db, studyId, fresh.reportTypeId);
    const customer = await platform.login(DEMO_EMAILS.customer);
    const asCustomer = (json: Record<string, unknown>) =>
      platform.call("POST", `/api/demands/${fresh.demandId}/meetings`, {
        token: customer,
        json: { reportTypeId: fresh.reportTypeId, meetingId: fresh.meetingId, ...json },
      });
    const tuesday = nextWeekday(2, 2, 10);
    const errorsOf = async (json: Record<string, unknown>) => {
      const answer = await asCustomer(json);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      return answer.body.errors as Record<string, string[]>;
    };
    expect(await errorsOf({ slots: [] })).toEqual({ slots: ["Veuillez choisir exactement un créneau."] });
    expect(await errorsOf({ slots: [slotOf(tuesday, duration + 15)] })).toEqual({
      "slots.0.end_date": ["La durée du créneau ne correspond pas à la prestation."],
    });
    expect(await errorsOf({ slots: [slotOf(DateTime.now().minus({ days: 2 }), duration)] })).toEqual({
      "slots.0.start_date": ["Ce créneau est passé."],
    });
    // 03:00 is in nobody's week: the customer picks among the slots the rules offer.
    expect(await errorsOf({ slots: [slotOf(tuesday.set({ hour: 3 }), duration)] })).toEqual({
      slots: ["Ce créneau ne fait pas partie des disponibilités proposées."],
    });
    expect(await errorsOf({ slots: [{ start_date: "demain", end_date: "après-demain" }] })).toHaveProperty([
      "slots.0.start_date",
    ]);
    const noService = await platform.call("POST", `/api/demands/${fresh.demandId}/meetings`, {
      token: customer,
      json: { slots: [slotOf(tuesday, duration)] },
    });
    expect(noService.status).toBe(422);
    expect(noService.body.errors).toHaveProperty("reportTypeId");
  });

  it("never offers nor accepts a signification outside legal hours, and warns of a constat there", async () => {
    const signification = await reportTypeOf(platform, studyId, "signification-a-personne");
    const constat = await reportTypeOf(platform, studyId, "general-meeting");
    const { body: demo } = await platform.call("GET", "/api/studies/search?slug=etude-dupont-lyon");
    const fabre = (demo.bailiffs as Array<{ id: number; lastname: string }>).find((person) => person.lastname === "Fabre")!.id;
    // Claire Fabre is on call on Saturday evenings, 19:00–23:00 (the demo seed).
    const saturday = nextWeekday(6, 1, 0);
    const slotsOn = async (reportTypeId: number) => {
      const query = new URLSearchParams({
        start_date: saturday.toISO()!,
        end_date: saturday.endOf("day").toISO()!,
        report_type_id: String(reportTypeId),
        lat: String(LYON.lat),
        lon: String(LYON.lon),
      });
      const { status, body } = await platform.call("GET", `/api/studies/${studyId}/bailiffs/${fabre}/slots?${query}`);
      expect(status).toBe(200);
      return (body.available_slots as Array<{ start: string; legal_hours_warning: string | null }>).map((slot) => ({
        hour: DateTime.fromISO(slot.start, { zone: PARIS }).toFormat("HH:mm"),
        warning: slot.legal_hours_warning,
      }));
    };
    const evening = <Slot extends { hour: string }>(slots: Slot[]) => slots.filter((slot) => slot.hour >= "19:00");
    const bounded = evening(await slotsOn(signification.id));
    expect(bounded.map((slot) => slot.hour)).toEqual(["19:00", "19:30", "20:00", "20:30"]);
    for (const slot of bounded) expect(slot.warning).toBeNull();
    const warned = evening(await slotsOn(constat.id));
    expect(warned.find((slot) => slot.hour === "19:00")?.warning ?? null).toBeNull();
    const late = warned.filter((slot) => slot.hour >= "21:00");
    expect(late.length).toBeGreaterThan(0);
    for (const slot of late) expect(slot.warning).toMatch(/^Attention : ce rendez-vous a lieu après 21 h/);

    // Planned by the bailiff on a Sunday: the signification is refused, the constat goes through with the warning.
    const sunday = nextWeekday(7, 3, 10);
    const { demand, meeting } = await meetingOfDemand(platform.platform.db, "Signification d'une ordonnance à planifier");
    const refused = await plan(bailiff, demand.id, {
      slots: [slotOf(sunday, signification.slot_duration)],
      reportTypeId: signification.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.slots[0]).toMatch(
      /^Les significations et mesures d'exécution ne peuvent pas avoir lieu un dimanche/,
    );
    const verdict = await bailiff(
      "GET",
      `/api/demands/${demand.id}/legal-hours?report_type_id=${signification.id}&start_date=${encodeURIComponent(sunday.toISO()!)}`,
    );
    expect(verdict.body).toMatchObject({ policy: "bounded", legal_hours_warning: null });
    expect(verdict.body.legal_hours_refusal).toBe(refused.body.errors.slots[0]);
    expect(Date.parse(verdict.body.end_date) - Date.parse(verdict.body.start_date)).toBe(signification.slot_duration * 60_000);
    expect((await bailiff("GET", `/api/demands/${demand.id}`)).body.meetings[0]).toMatchObject({
      id: meeting.id,
      status: "to_plan",
    });

    const fresh = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
    const planned = await plan(bailiff, fresh.demandId, {
      slots: [slotOf(sunday, await meetingDurationMinutes(platform.platform.db, studyId, fresh.reportTypeId))],
      reportTypeId: fresh.reportTypeId,
      meetingId: fresh.meetingId,
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    expect(planned.body.legal_hours_warning).toMatch(/^Attention : ce rendez-vous a lieu un dimanche/);
    expect(planned.body.meeting.legal_hours_warning).toBe(planned.body.legal_hours_warning);
    expect(planned.body.meeting.selectedSlot.legal_hours_warning).toBe(planned.body.legal_hours_warning);
  });
});
