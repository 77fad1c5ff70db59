// Integration tests of demands: creation rules (one offered slot, address in zone, report type offered,
// slot-less types, consultations, guests), reading, cancelling (which frees the slot), the user's list.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../../seed/demo-accounts";
import { freeSlots, guest, LYON, reportTypeOf, studyBySlug } from "../../test-support/booking-helpers";
import { lastMessage } from "../../test-support/outbox-reader";
import { PUBLIC_URL, type TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

describeOnEachDatabase("demand endpoints", (current) => {
  let platform: TestPlatform;
  let demo: Awaited<ReturnType<typeof studyBySlug>>;
  let dupontId: number;
  let generalId: number;
  let duration: number;

  beforeAll(async () => {
    platform = current();
    demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
    dupontId = demo.bailiffs.find((bailiff) => bailiff.lastname === "Dupont")!.id;
    const general = await reportTypeOf(platform, demo.id, "general-meeting");
    generalId = general.id;
    duration = general.slot_duration;
  });

  function booking(slot: { start: string; end: string }, extra: Record<string, unknown> = {}) {
    return {
      study_id: demo.id,
      report_type_id: generalId,
      meeting_type: "meeting",
      operator_id: dupontId,
      slots: [{ start_date: slot.start, end_date: slot.end }],
      address: LYON.address,
      latitude: LYON.lat,
      longitude: LYON.lon,
      further_infos: "Dégât des eaux au plafond.",
      source: "preuveo",
      ...extra,
    };
  }

  describe("POST /api/demands", () => {
    it("books an offered slot, answers the route token, and e-mails both sides with site links", async () => {
      const [slot] = await freeSlots(platform, { studyId: demo.id, bailiffId: dupontId, reportTypeId: generalId, weeks: 3 });
      const token = await platform.login(DEMO_EMAILS.customer);
      const created = await platform.call("POST", "/api/demands", { token, json: booking(slot!) });
      expect(created.status).toBe(201);
      expect(created.body.route_token).toMatch(/^[a-f0-9]{32}$/);
      expect(created.body.demand).toMatchObject({
        marking: "toqualify",
        study: { slug: DEMO_STUDY_SLUG },
        operator: { id: dupontId },
      });
      const meeting = created.body.demand.meetings[0];
      expect(meeting).toMatchObject({ status: "waiting", operator: { id: dupontId } });
      expect(Date.parse(meeting.selectedSlot.start_date)).toBe(Date.parse(slot!.start));
      expect((await lastMessage(platform, DEMO_EMAILS.customer)).link).toBe(`${PUBLIC_URL}/dossier/${created.body.id}`);
      // The professional's link opens the case in the workspace, not the customer's page.
      expect(await lastMessage(platform, DEMO_EMAILS.bailiff)).toMatchObject({
        subject: "Nouvelle demande de rendez-vous",
        link: `${PUBLIC_URL}/espace-pro/dossiers/${created.body.id}`,
      });
      // The case journal starts with the booking, for the customer too.
      const journal = await platform.call("GET", `/api/demands/${created.body.id}/events`, { token });
      expect(journal.body.data).toEqual([
        expect.objectContaining({
          kind: "demand.created",
          visible_to_customer: true,
          summary: expect.stringMatching(/^Demande transmise pour le .+\.$/),
        }),
      ]);
      // The slot is gone from the offer.
      const after = await freeSlots(platform, { studyId: demo.id, bailiffId: dupontId, reportTypeId: generalId, weeks: 3 });
      expect(after.some((candidate) => candidate.start === slot!.start)).toBe(false);
    });

    it("lets a guest book with the customer token in the body, and picks a free professional when none is named", async () => {
      const visitor = await guest(platform, "invite.reservation@exemple.fr");
      const slots = await freeSlots(platform, { studyId: demo.id, bailiffId: dupontId, reportTypeId: generalId, weeks: 3 });
      const { operator_id: _operator, ...withoutOperator } = booking(slots[1]!);
      const created = await platform.call("POST", "/api/demands", {
        json: { ...withoutOperator, customer_token: visitor.token },
      });
      expect(created.status).toBe(201);
      expect(created.body.demand.meetings[0].operator.id).toEqual(expect.any(Number));
      const mine = await platform.call("GET", "/api/users/demands", { token: visitor.token });
      expect(mine.body.data.map((demand: { id: number }) => demand.id)).toEqual([created.body.id]);
    });

    it("needs a customer: 401 without token, with a bad token or a bad customer token", async () => {
      const [slot] = await freeSlots(platform, { studyId: demo.id, bailiffId: dupontId, reportTypeId: generalId, weeks: 5 });
      expect((await platform.call("POST", "/api/demands", { json: booking(slot!) })).status).toBe(401);
      expect((await platform.call("POST", "/api/demands", { token: "bad", json: booking(slot!) })).status).toBe(401);
      expect((await platform.call("POST", "/api/demands", { json: { ...booking(slot!), customer_token: "bad" } })).status).toBe(
        401,
      );
    });

    it("refuses what breaks the booking rules with 422 and a field error", async () => {
      const token = await platform.login(DEMO_EMAILS.customer);
      const slots = await freeSlots(platform, { studyId: demo.id, bailiffId: dupontId, reportTypeId: generalId, weeks: 5 });
      const slot = slots[0]!;
      const start = Date.parse(slot.start);
      const iso = (millis: number) => new Date(millis).toISOString();
      const lawyers = await studyBySlug(platform, "cabinet-mercier-avocats-paris");
      const locatifInLawyers = await platform.call("GET", `/api/studies/${lawyers.id}/reporttypes`);
      const locatif = locatifInLawyers.body.data
        .flatMap((group: { children: unknown[] }) => group.children)
        .find((type: { slug: string }) => type.slug === "constat-locatif");
      const cases: Array<[string, Record<string, unknown>, string]> = [
        ["no slot", booking(slot, { slots: [] }), "slots"],
        [
          "two slots",
          booking(slot, {
            slots: [
              { start_date: slot.start, end_date: slot.end },
              { start_date: slots[1]!.start, end_date: slots[1]!.end },
            ],
          }),
          "slots",
        ],
        ["slots not a list", booking(slot, { slots: "demain" }), "slots"],
        [
          "wrong duration",
          booking(slot, { slots: [{ start_date: slot.start, end_date: iso(start + (duration + 15) * 60_000) }] }),
          "slots.0.end_date",
        ],
        [
          "off the rules (night)",
          booking(slot, {
            slots: [{ start_date: iso(start - 6 * 3_600_000), end_date: iso(start - 6 * 3_600_000 + duration * 60_000) }],
          }),
          "slots",
        ],
        [
          "in the past",
          booking(slot, {
            slots: [
              { start_date: "2020-01-06T09:00:00+01:00", end_date: iso(Date.parse("2020-01-06T08:00:00Z") + duration * 60_000) },
            ],
          }),
          "slots.0.start_date",
        ],
        ["bad date", booking(slot, { slots: [{ start_date: "lundi", end_date: slot.end }] }), "slots.0.start_date"],
        ["address outside the zone", booking(slot, { latitude: 48.8566, longitude: 2.3522, address: "Paris" }), "operator_id"],
        ["no address on site", booking(slot, { address: undefined, latitude: undefined, longitude: undefined }), "address"],
        [
          "type not offered",
          { ...booking(slot), study_id: lawyers.id, report_type_id: locatif.id, operator_id: undefined },
          "report_type_id",
        ],
        [
          "video not possible",
          booking(slot, { report_type_id: (await reportTypeOf(platform, demo.id, "constat-locatif")).id, is_visio: true }),
          "is_visio",
        ],
        ["unknown study", booking(slot, { study_id: 999999 }), "study_id"],
        [
          "partner as study",
          booking(slot, { study_id: (await studyBySlug(platform, "rhone-gestion-immobiliere")).id }),
          "study_id",
        ],
        ["operator of another study", booking(slot, { operator_id: lawyers.bailiffs[0]!.id }), "operator_id"],
        ["bad affiliate", booking(slot, { affiliate_id: demo.id }), "affiliate_id"],
        ["negative id", booking(slot, { report_type_id: -3 }), "report_type_id"],
        ["huge text", booking(slot, { further_infos: "x".repeat(6000) }), "further_infos"],
      ];
      for (const [label, json, field] of cases) {
        const answer = await platform.call("POST", "/api/demands", { token, json });
        expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(422);
        expect(Object.keys(answer.body.errors), label).toContain(field);
      }
    });

    it("refuses booking for a partner company one does not belong to, or for another user (403)", async () => {
      const token = await platform.login(DEMO_EMAILS.customer);
      const [slot] = await freeSlots(platform, { studyId: demo.id, bailiffId: dupontId, reportTypeId: generalId, weeks: 5 });
      const partner = await studyBySlug(platform, "rhone-gestion-immobiliere");
      expect(
        (await platform.call("POST", "/api/demands", { token, json: booking(slot!, { partner_id: partner.id }) })).status,
      ).toBe(403);
      const someone = await guest(platform, "autre.client@exemple.fr");
      expect((await platform.call("POST", "/api/demands", { token, json: booking(slot!, { user_id: someone.id }) })).status).toBe(
        403,
      );
      // The partner agent may book for their company; the clerk may book for a customer of the study.
      const agent = await platform.login(DEMO_EMAILS.partner);
      const forCompany = await platform.call("POST", "/api/demands", {
        token: agent,
        json: booking(slot!, { partner_id: partner.id }),
      });
      expect(forCompany.status).toBe(201);
      expect(forCompany.body.demand.partner.slug).toBe("rhone-gestion-immobiliere");
    });

    it("transmits slot-less demands without a slot, and consultations at the study's address", async () => {
      const token = await platform.login(DEMO_EMAILS.customer);
      const internet = await reportTypeOf(platform, demo.id, "constat-internet");
      const slotless = await platform.call("POST", "/api/demands", {
        token,
        json: {
          study_id: demo.id,
          report_type_id: internet.id,
          meeting_type: "meeting",
          address: LYON.address,
          latitude: LYON.lat,
          longitude: LYON.lon,
        },
      });
      expect(slotless.status).toBe(201);
      expect(slotless.body.demand.meetings[0]).toMatchObject({ status: "to_plan", start_date: null, slots: [] });

      const lawyers = await studyBySlug(platform, "cabinet-mercier-avocats-paris");
      const consultation = await reportTypeOf(platform, lawyers.id, "general-consultation");
      const lawyer = lawyers.bailiffs[0]!;
      const [slot] = await freeSlots(platform, {
        studyId: lawyers.id,
        bailiffId: lawyer.id,
        reportTypeId: consultation.id,
        weeks: 3,
        lat: 48.8566,
        lon: 2.3522,
      });
      const atOffice = await platform.call("POST", "/api/demands", {
        token,
        json: {
          study_id: lawyers.id,
          report_type_id: consultation.id,
          meeting_type: "consultation",
          operator_id: lawyer.id,
          slots: [{ start_date: slot!.start, end_date: slot!.end }],
        },
      });
      expect(atOffice.status, JSON.stringify(atOffice.body)).toBe(201);
      expect(atOffice.body.demand.address.text).toContain("Paris");
    });

    it("returns the same demand when a draft's submission is replayed", async () => {
      const token = await platform.login(DEMO_EMAILS.customer);
      const draft = await platform.call("POST", "/api/unfinished-demands", {
        token,
        json: { status: 3, study_id: demo.id, report_type_id: generalId },
      });
      const [slot] = await freeSlots(platform, { studyId: demo.id, bailiffId: dupontId, reportTypeId: generalId, weeks: 6 });
      const first = await platform.call("POST", "/api/demands", {
        token,
        json: booking(slot!, { unfinished_demand_id: draft.body.id }),
      });
      const replay = await platform.call("POST", "/api/demands", {
        token,
        json: booking(slot!, { unfinished_demand_id: draft.body.id }),
      });
      expect(first.status).toBe(201);
      expect(replay.status).toBe(200);
      expect(replay.body.id).toBe(first.body.id);
      expect((await platform.call("GET", `/api/unfinished-demands/${draft.body.id}`, { token })).status).toBe(404);
    });
  });

  describe("GET and DELETE /api/demands/{id}", () => {
    it("shows a demand to its customer and to the study's staff, not to others", async () => {
      const customer = await platform.login(DEMO_EMAILS.customer);
      const [slot] = await freeSlots(platform, { studyId: demo.id, bailiffId: dupontId, reportTypeId: generalId, weeks: 7 });
      const created = await platform.call("POST", "/api/demands", { token: customer, json: booking(slot!) });
      const id = created.body.id;
      expect(
        (await platform.call("GET", `/api/demands/${id}?need_operator=1`, { token: customer })).body.meetings[0].user.id,
      ).toEqual(expect.any(Number));
      expect((await platform.call("GET", `/api/demands/${id}`, { token: await platform.login(DEMO_EMAILS.clerk) })).status).toBe(
        200,
      );
      expect(
        (await platform.call("GET", `/api/demands/${id}`, { token: await platform.login(DEMO_EMAILS.partner) })).status,
      ).toBe(403);
      expect((await platform.call("GET", `/api/demands/${id}`)).status).toBe(401);
      expect((await platform.call("GET", "/api/demands/99999999", { token: customer })).status).toBe(404);
      expect((await platform.call("GET", "/api/demands/abc", { token: customer })).status).toBe(422);
    });

    it("cancels once, frees the slot for someone else, and refuses strangers and assistants", async () => {
      const customer = await platform.login(DEMO_EMAILS.customer);
      const [slot] = await freeSlots(platform, { studyId: demo.id, bailiffId: dupontId, reportTypeId: generalId, weeks: 8 });
      const created = await platform.call("POST", "/api/demands", { token: customer, json: booking(slot!) });
      const id = created.body.id;
      const stranger = await guest(platform, "etranger@exemple.fr");
      expect((await platform.call("DELETE", `/api/demands/${id}`, { token: stranger.token })).status).toBe(403);
      expect(
        (await platform.call("DELETE", `/api/demands/${id}`, { token: await platform.login(DEMO_EMAILS.assistant) })).status,
      ).toBe(403);
      const cancelled = await platform.call("DELETE", `/api/demands/${id}`, { token: customer });
      expect(cancelled.status).toBe(200);
      expect(await lastMessage(platform, DEMO_EMAILS.customer)).toMatchObject({
        subject: "Demande annulée",
        link: `${PUBLIC_URL}/dossier/${id}`,
      });
      expect(await lastMessage(platform, DEMO_EMAILS.bailiff)).toMatchObject({
        subject: "Demande annulée",
        link: `${PUBLIC_URL}/espace-pro/dossiers/${id}`,
      });
      expect(cancelled.body.demand).toMatchObject({
        marking: "nofollowup",
        meetings: [expect.objectContaining({ status: "canceled" })],
      });
      const again = await platform.call("DELETE", `/api/demands/${id}`, { token: customer });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe("cannot_cancel");
      const rebooked = await platform.call("POST", "/api/demands", { token: stranger.token, json: booking(slot!) });
      expect(rebooked.status).toBe(201);
    });
  });

  describe("GET /api/users/demands", () => {
    it("pages the user's demands with data and meta.last_page, filters by marking and report type", async () => {
      const token = await platform.login(DEMO_EMAILS.customer);
      const all = await platform.call("GET", "/api/users/demands", { token });
      expect(all.status).toBe(200);
      const total = all.body.meta.total as number;
      expect(total).toBeGreaterThan(10);
      expect(all.body.data).toHaveLength(10);
      expect(all.body.meta).toMatchObject({ current_page: 1, last_page: Math.ceil(total / 10), per_page: 10 });
      const last = await platform.call("GET", `/api/users/demands?page=${all.body.meta.last_page}`, { token });
      expect(last.body.data).toHaveLength(total - 10 * (all.body.meta.last_page - 1));
      const beyond = await platform.call("GET", "/api/users/demands?page=99", { token });
      expect(beyond.body.meta.current_page).toBe(all.body.meta.last_page);

      const inProgress = await platform.call("GET", "/api/users/demands?marking=inprogress", { token });
      const markings = new Set(inProgress.body.data.map((demand: { marking: string }) => demand.marking));
      expect([...markings].every((marking) => marking === "inprogress" || marking === "toqualify")).toBe(true);
      expect(markings.has("toqualify")).toBe(true);
      const completed = await platform.call("GET", "/api/users/demands?marking=completed", { token });
      expect(completed.body.data.map((demand: { title: string }) => demand.title)).toEqual([
        "État des lieux de sortie, appartement Croix-Rousse",
      ]);
      const locatif = await reportTypeOf(platform, demo.id, "constat-locatif");
      const byType = await platform.call("GET", `/api/users/demands?report_type_id=${locatif.id}`, { token });
      expect(
        byType.body.data.every((demand: { report_type: { slug: string } }) => demand.report_type.slug === "constat-locatif"),
      ).toBe(true);
      for (const bad of ["page=0", "page=abc", "marking=lost", "report_type_id=x"]) {
        expect((await platform.call("GET", `/api/users/demands?${bad}`, { token })).status, bad).toBe(422);
      }
      expect((await platform.call("GET", "/api/users/demands")).status).toBe(401);
    });
  });
});
