// The study's meetings over HTTP: lists, each action with its bad payloads (422),
// another study (403/404), illegal transitions and stale forms (409), no double booking, and what the
// customer receives (e-mail, SMS, .ics with the booking's UID and a higher SEQUENCE, METHOD:CANCEL).
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { startMeetingNow } from "../../test-support/case-helpers";
import { lastMessage } from "../../test-support/outbox-reader";
import { meetingOfDemand, startProSide, type staffCaller } from "../../test-support/pro-helpers";
import { PUBLIC_URL, type TestPlatform } from "../../test-support/test-platform";
import { NEXT_STEP_AFTER_MEETING } from "../../outbox/messages";
import { smsSize } from "../../outbox/sms-segments";

type Caller = Awaited<ReturnType<typeof staffCaller>>;
const PARIS = "Europe/Paris";

/** "YYYY-MM-DD HH:mm" in Paris, `days` days ahead, on a weekday. */
function parisDate(days: number, hour: number, minute = 0): string {
  let day = DateTime.now().setZone(PARIS).plus({ days });
  while (day.weekday > 5) day = day.plus({ days: 1 });
  return day.set({ hour, minute }).toFormat("yyyy-MM-dd HH:mm");
}

describe("the study's meetings", () => {
  let platform: TestPlatform;
  let studyId: number;
  let bailiff: Caller;
  let clerk: Caller;
  let base: string;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff, clerk } = await startProSide());
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  const seeded = (title: string) => meetingOfDemand(platform.platform.db, title);

  describe("lists", () => {
    it("lists the meetings waiting for confirmation, soonest first, each with its demand and the customer's contact", async () => {
      const { status, body } = await bailiff("GET", `${base}/meetings/pending`);
      expect(status).toBe(200);
      expect(body.meta).toMatchObject({ current_page: 1, per_page: 15 });
      expect(body.data.length).toBeGreaterThanOrEqual(3);
      const starts = body.data.map((item: { start_date: string }) => item.start_date);
      expect([...starts].sort()).toEqual(starts);
      for (const item of body.data) {
        expect(["created", "waiting", "disputed"]).toContain(item.status);
        expect(item.allowed_actions).toContain("confirm");
        expect(item.demand.study.id).toBe(studyId);
        expect(item.demand.meetings).toBeUndefined();
        expect(item.demand.user).toHaveProperty("email");
      }
      const multi = body.data.find(
        (item: { demand: { title: string } }) => item.demand.title === "État des lieux d'entrée, T3 Guillotière",
      );
      expect(multi.slots).toHaveLength(3);
    });

    it("lists the confirmed meetings of the coming week by Paris days, and clamps the page", async () => {
      const today = DateTime.now().setZone(PARIS);
      const query = `start_date=${today.toISODate()}&end_date=${today.plus({ days: 7 }).toISODate()}&status=validated&page=99`;
      const { status, body } = await bailiff("GET", `${base}/meetings?${query}`);
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThanOrEqual(3);
      expect(body.meta.current_page).toBe(body.meta.last_page);
      for (const item of body.data) expect(item.status).toBe("validated");
    });

    it("refuses bad dates with French field errors", async () => {
      const missing = await bailiff("GET", `${base}/meetings`);
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toHaveProperty("start_date");
      const wrong = await bailiff("GET", `${base}/meetings?start_date=2026-02-30&end_date=2026-03-01`);
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.start_date).toEqual(["Cette date n'existe pas."]);
      const reversed = await bailiff("GET", `${base}/meetings?start_date=2026-03-02&end_date=2026-03-01`);
      expect(reversed.body.errors.end_date).toEqual(["La date de fin doit suivre la date de début."]);
    });

    it("answers 401 without a token and 403 to anyone without a staff role in that study", async () => {
      expect((await platform.call("GET", `${base}/meetings/pending`)).status).toBe(401);
      const customer = await platform.login(DEMO_EMAILS.customer);
      expect((await platform.call("GET", `${base}/meetings/pending`, { token: customer })).status).toBe(403);
      const partner = await platform.login(DEMO_EMAILS.partner);
      expect((await platform.call("GET", `${base}/demands`, { token: partner })).status).toBe(403);
      // The demo bailiff has no role in another study, whatever the header says.
      const other = await platform.platform.db
        .selectFrom("studies")
        .select("id")
        .where("id", "!=", studyId)
        .executeTakeFirstOrThrow();
      expect((await bailiff("GET", `/api/bailiff/${other.id}/meetings/pending`)).status).toBe(403);
      const anyToken = await platform.login(DEMO_EMAILS.bailiff);
      const wrongHeader = await platform.call("GET", `${base}/meetings/pending`, {
        token: anyToken,
        headers: { "study-id": String(other.id) },
      });
      expect(wrongHeader.status).toBe(403);
      // Actions through another study's path are refused before any meeting is looked up.
      const { meeting } = await seeded("Constat général, local commercial");
      const foreign = await bailiff("PUT", `/api/bailiff/${other.id}/meetings/${meeting.id}/complete`);
      expect(foreign).toMatchObject({ status: 403, body: { code: "forbidden" } });
      const unknown = await bailiff("PUT", `/api/bailiff/${other.id}/meetings/99999999/complete`);
      expect(unknown.status).toBe(403);
    });
  });

  describe("confirm", () => {
    it("confirms one of the proposed slots, sends the updated .ics and refuses a second confirmation", async () => {
      const { meeting, slots, demand, customer } = await seeded("État des lieux d'entrée, T3 Guillotière");
      const path = `${base}/meetings/${meeting.id}/confirm`;
      expect((await bailiff("POST", path, { json: {} })).body.errors.slot_id).toEqual([
        "Veuillez choisir l'un des créneaux proposés.",
      ]);
      expect((await bailiff("POST", path, { json: { slot_id: 99_999_999 } })).status).toBe(422);
      // Confirming is the professional's: the clerk is refused.
      expect((await clerk("POST", path, { json: { slot_id: slots[1]!.id } })).status).toBe(403);

      const chosen = slots[1]!;
      const { status, body } = await bailiff("POST", path, { json: { slot_id: chosen.id, expected_status: "waiting" } });
      expect(status).toBe(200);
      expect(body.meeting).toMatchObject({
        status: "validated",
        start_date: chosen.start_date.toISOString(),
        selectedSlot: { id: chosen.id },
      });
      expect(body.demand.marking).toBe("inprogress");

      const mail = await lastMessage(platform, customer.email);
      expect(mail.subject).toBe("Votre rendez-vous est confirmé");
      const ics = mail.attachments[0]!.content;
      expect(ics).toContain(`UID:demande-${demand.id}-${demand.route_token}@site.example`);
      expect(ics).toContain("SEQUENCE:1");
      expect(ics).toContain("STATUS:CONFIRMED");

      const again = await bailiff("POST", path, { json: { slot_id: chosen.id } });
      expect(again).toMatchObject({ status: 409, body: { code: "cannot_confirm" } });
      const stale = await bailiff("POST", path, { json: { slot_id: chosen.id, expected_status: "waiting" } });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: "stale" });
      expect(stale.body.message).toContain("Ce rendez-vous a été confirmé entre-temps.");
    });

    it("answers 404 for a meeting of another study asked through this one", async () => {
      const { meeting } = await seeded("Constat de dégâts des eaux");
      const other = await platform.platform.db
        .selectFrom("studies")
        .select("id")
        .where("id", "!=", studyId)
        .executeTakeFirstOrThrow();
      await platform.platform.db.updateTable("demands").set({ study_id: other.id }).where("id", "=", meeting.demand_id).execute();
      try {
        const answer = await bailiff("POST", `${base}/meetings/${meeting.id}/confirm`, { json: { slot_id: 1 } });
        expect(answer.status).toBe(404);
        expect((await bailiff("POST", `${base}/meetings/99999999/confirm`, { json: { slot_id: 1 } })).status).toBe(404);
      } finally {
        await platform.platform.db
          .updateTable("demands")
          .set({ study_id: studyId })
          .where("id", "=", meeting.demand_id)
          .execute();
      }
    });
  });

  describe("update-slot", () => {
    it("refuses a bad format, a past date and a time the professional already holds", async () => {
      const { meeting } = await seeded("Constat de travaux de voirie");
      const path = `${base}/meetings/${meeting.id}/update-slot`;
      expect((await clerk("POST", path, { json: { date: "12/01/2030 10:00" } })).body.errors.date).toEqual([
        "La date doit être au format JJ/MM/AAAA HH:mm.",
      ]);
      expect((await clerk("POST", path, { json: {} })).body.errors.date).toEqual(["Veuillez choisir une date."]);
      expect((await clerk("POST", path, { json: { date: "2020-01-06 10:00" } })).body.errors.date).toEqual([
        "La date doit être dans le futur.",
      ]);
      const busy = await seeded("Constat d'affichage de permis de construire");
      const taken = DateTime.fromJSDate(busy.meeting.starts_at!, { zone: PARIS }).toFormat("yyyy-MM-dd HH:mm");
      const clash = await clerk("POST", path, { json: { date: taken } });
      expect(clash).toMatchObject({ status: 409, body: { code: "slot_taken" } });
    });

    it("sets a new Paris date, keeps the length and sends the .ics with a higher SEQUENCE", async () => {
      const { meeting, demand, customer } = await seeded("Constat de travaux de voirie");
      const length = meeting.ends_at!.getTime() - meeting.starts_at!.getTime();
      const date = parisDate(20, 8, 30);
      const { status, body } = await clerk("POST", `${base}/meetings/${meeting.id}/update-slot`, {
        form: { date, expected_status: "validated" },
      });
      expect(status).toBe(200);
      const start = DateTime.fromFormat(date, "yyyy-MM-dd HH:mm", { zone: PARIS });
      expect(body.meeting).toMatchObject({
        status: "validated",
        start_date: start.toUTC().toISO({ suppressMilliseconds: false }),
      });
      expect(new Date(body.meeting.end_date).getTime() - new Date(body.meeting.start_date).getTime()).toBe(length);
      expect(body.meeting.selectedSlot.start_date).toBe(body.meeting.start_date);
      const mail = await lastMessage(platform, customer.email);
      expect(mail.subject).toBe("Votre rendez-vous a une nouvelle date");
      expect(mail.attachments[0]!.content).toContain(`UID:demande-${demand.id}-${demand.route_token}@site.example`);
      expect(mail.attachments[0]!.content).toContain(`SEQUENCE:${meeting.version + 1}`);
      expect(mail.attachments[0]!.content).toContain(`DTSTART;TZID=Europe/Paris:${start.toFormat("yyyyMMdd'T'HHmmss")}`);
    });
  });

  describe("decline and cancel", () => {
    it("requires a reason to decline, then tells the customer by e-mail and SMS", async () => {
      const { meeting, customer } = await seeded("Constat de nuisances olfactives");
      const path = `${base}/meetings/${meeting.id}/decline`;
      const missing = await clerk("POST", path, { json: {} });
      expect(missing).toMatchObject({ status: 422, body: { errors: { refusal_type_id: ["Veuillez choisir un motif."] } } });
      expect((await clerk("POST", path, { json: { refusal_type_id: 99_999 } })).status).toBe(422);
      const refusal = await platform.platform.db
        .selectFrom("refusal_types")
        .selectAll()
        .where("value", "=", "litigation")
        .executeTakeFirstOrThrow();
      const { status, body } = await clerk("POST", path, { json: { refusal_type_id: refusal.id } });
      expect(status).toBe(200);
      expect(body.meeting.status).toBe("refused");
      const mail = await lastMessage(platform, customer.email);
      expect(mail.subject).toBe("Votre demande de rendez-vous n'a pas pu être acceptée");
      expect(mail.body).toContain(refusal.message!);
      // Manon Faure gave no phone: no SMS. The declined meeting cannot be declined again.
      const again = await clerk("POST", path, { json: { refusal_type_id: refusal.id } });
      expect(again).toMatchObject({ status: 409, body: { code: "cannot_decline" } });
    });

    it("tells a customer with a phone by e-mail the reason and another slot to choose, and by one SMS the dossier", async () => {
      const { meeting, customer } = await seeded("Constat de dégâts des eaux");
      const refusal = await platform.platform.db
        .selectFrom("refusal_types")
        .selectAll()
        .where("value", "=", "unavailable")
        .executeTakeFirstOrThrow();
      const { status } = await bailiff("POST", `${base}/meetings/${meeting.id}/decline`, {
        json: { refusal_type_id: refusal.id },
      });
      expect(status).toBe(200);
      const sms = await lastMessage(platform, customer.phone!, "sms");
      const mail = await lastMessage(platform, customer.email);
      expect(mail.body).toContain(refusal.message!);
      expect(mail.body).toContain("Vous pouvez choisir un autre créneau depuis votre dossier");
      for (const body of [sms.body, mail.body]) expect(body).toContain(`/dossier/${meeting.demand_id}`);
      // One message (docs/decisions/3821): the reason is the e-mail's.
      expect(sms.body).toMatch(/(choisir|Choisissez) un autre créneau/);
      expect(smsSize(sms.body).segments).toBe(1);
    });

    it("cancels with notice (reason required, METHOD:CANCEL) or silently", async () => {
      const { meeting, demand, customer } = await seeded("État des lieux de sortie, studio Part-Dieu");
      const path = `${base}/meetings/${meeting.id}/cancel`;
      expect((await clerk("PUT", path, { json: {} })).body.errors).toHaveProperty("notify");
      const noReason = await clerk("PUT", path, { json: { notify: true } });
      expect(noReason.body.errors.refusal_type_id).toEqual(["Veuillez choisir un motif."]);
      const refusal = await platform.platform.db
        .selectFrom("refusal_types")
        .selectAll()
        .where("value", "=", "unavailable")
        .executeTakeFirstOrThrow();
      const { status, body } = await clerk("PUT", path, { form: { notify: "1", refusal_type_id: String(refusal.id) } });
      expect(status).toBe(200);
      expect(body.meeting.status).toBe("canceled");
      const mail = await lastMessage(platform, customer.email);
      expect(mail.subject).toBe("Votre rendez-vous est annulé");
      const ics = mail.attachments[0]!.content;
      expect(mail.attachments[0]!.contentType).toContain("method=CANCEL");
      expect(ics).toContain("METHOD:CANCEL");
      expect(ics).toContain("STATUS:CANCELLED");
      expect(ics).toContain(`UID:demande-${demand.id}-${demand.route_token}@site.example`);
      expect(ics).toContain(`SEQUENCE:${meeting.version + 1}`);
      expect((await lastMessage(platform, customer.phone!, "sms")).body).toContain(refusal.sms_content);
      expect((await clerk("PUT", path, { json: { notify: false } })).body.code).toBe("cannot_cancel");

      const silent = await seeded("Constat d'affichage de permis de construire");
      const before = await platform.call("GET", `/api/_test/outbox?to=${encodeURIComponent(silent.customer.email)}`);
      expect((await clerk("PUT", `${base}/meetings/${silent.meeting.id}/cancel`, { json: { notify: false } })).status).toBe(200);
      const after = await platform.call("GET", `/api/_test/outbox?to=${encodeURIComponent(silent.customer.email)}`);
      expect(after.body.data).toHaveLength(before.body.data.length);
    });
  });

  describe("complete and operator", () => {
    it("completes a confirmed meeting only, and only for the professional, and tells the customer what comes next", async () => {
      const pending = await seeded("Constat général, local commercial");
      const outboxOf = async (email: string) =>
        (await platform.call("GET", `/api/_test/outbox?to=${encodeURIComponent(email)}`)).body.data as unknown[];
      const before = await outboxOf(pending.customer.email);
      const refused = await bailiff("PUT", `${base}/meetings/${pending.meeting.id}/complete`);
      expect(refused).toMatchObject({ status: 409, body: { code: "cannot_complete" } });
      const done = await seeded("Nuisances sonores du voisinage");
      await startMeetingNow(platform.platform.db, done.meeting.id);
      expect((await clerk("PUT", `${base}/meetings/${done.meeting.id}/complete`)).status).toBe(403);
      // A refused completion tells nobody anything.
      expect(await outboxOf(pending.customer.email)).toHaveLength(before.length);
      const { status, body } = await bailiff("PUT", `${base}/meetings/${done.meeting.id}/complete`);
      expect(status).toBe(200);
      expect(body.meeting.status).toBe("completed");
      expect(body.meeting.allowed_actions).toEqual(["reschedule"]);
      const mail = await lastMessage(platform, done.customer.email);
      expect(mail).toMatchObject({ subject: "Votre rendez-vous a eu lieu", link: `${PUBLIC_URL}/dossier/${done.demand.id}` });
      expect(mail.body).toContain("« Nuisances sonores du voisinage » a eu lieu.");
      expect(mail.body).toContain(NEXT_STEP_AFTER_MEETING.meeting);
    });

    it("gives the meeting another professional of the study only", async () => {
      const { meeting } = await seeded("Constat de copropriété à planifier");
      const path = `${base}/meetings/${meeting.id}/operator-manager`;
      const members = (await bailiff("GET", `${base}/members`)).body.data as Array<{
        id: number;
        lastname: string;
        roles: string[];
      }>;
      const clerkMember = members.find((member) => member.roles.includes("clerk"))!;
      const fabre = members.find((member) => member.lastname === "Fabre")!;
      expect((await clerk("PUT", path, { json: {} })).status).toBe(422);
      expect((await clerk("PUT", path, { json: { operator_id: clerkMember.id } })).body.errors.operator_id).toEqual([
        "Ce professionnel n'exerce pas dans cette étude.",
      ]);
      const { status, body } = await clerk("PUT", path, { json: { operator_id: fabre.id } });
      expect(status).toBe(200);
      expect(body.meeting.operator).toMatchObject({ id: fabre.id, lastname: "Fabre" });
      expect(body.meeting.status).toBe("to_plan");
    });
  });
});
