// Integration tests of the booking endpoints: report types, study lookups, professionals by zone,
// slots (rules, duration, 7-day window, 100-per-page paging), drafts, support tickets, recommendations.
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { AFFILIATE_STUDY_SLUG, AFFILIATE_TOKEN, DEMO_EMAILS, DEMO_STUDY_SLUG } from "../../seed/demo-accounts";
import { LYON, mondayIn, reportTypeOf, studyBySlug } from "../../test-support/booking-helpers";
import type { TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

describeOnEachDatabase("booking endpoints", (current) => {
  let platform: TestPlatform;
  beforeAll(() => {
    platform = current();
  });

  const query = (params: Record<string, string | number | boolean | undefined>) =>
    new URLSearchParams(
      Object.entries(params)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    ).toString();

  describe("report types", () => {
    it("returns the tree: general group first, consultation last, with enabled flags and prices", async () => {
      const { status, body } = await platform.call("GET", "/api/reporttypes");
      expect(status).toBe(200);
      const groups = body.data as Array<{
        slug: string;
        type: string;
        enabled: boolean;
        children: Array<{ slug: string; enabled: boolean; prices: unknown[]; parent: { slug: string } }>;
      }>;
      expect(groups[0]!.children.map((child) => child.slug)).toContain("general-meeting");
      expect(groups[groups.length - 1]!.type).toBe("consultation");
      const slugs = groups.flatMap((group) => group.children.map((child) => child.slug));
      expect(slugs).toEqual(
        expect.arrayContaining(["constat-locatif", "constat-de-travaux", "constat-internet", "general-consultation"]),
      );
      const auction = groups.flatMap((group) => group.children).find((child) => child.slug === "constat-vente-encheres")!;
      expect(auction.enabled).toBe(false);
      expect(groups[0]!.children[0]!.parent.slug).toBe(groups[0]!.slug);
      const enabledOnly = await platform.call("GET", "/api/reporttypes?enabled=1");
      expect(JSON.stringify(enabledOnly.body)).not.toContain("constat-vente-encheres");
    });

    it("applies a study's settings: a lawyers' office offers consultations only", async () => {
      const lawyers = await studyBySlug(platform, "cabinet-mercier-avocats-paris");
      const { body } = await platform.call("GET", `/api/studies/${lawyers.id}/reporttypes?enabled=true`);
      expect(body.data.map((group: { type: string }) => group.type)).toEqual(["consultation"]);
      expect((await platform.call("GET", "/api/studies/999999/reporttypes")).status).toBe(404);
      expect((await platform.call("GET", "/api/studies/abc/reporttypes")).status).toBe(422);
      expect((await platform.call("GET", "/api/reporttypes?study_id=-1")).status).toBe(422);
    });
  });

  describe("study lookups", () => {
    it("finds a study by slug with its professionals, 404 for an unknown one", async () => {
      const study = await studyBySlug(platform, DEMO_STUDY_SLUG);
      expect(study).toMatchObject({ slug: DEMO_STUDY_SLUG, type: "study", profession: "bailiff" });
      expect(study.bailiffs.map((bailiff) => bailiff.lastname)).toContain("Dupont");
      expect((await platform.call("GET", "/api/studies/search?slug=etude-inconnue")).status).toBe(404);
      expect((await platform.call("GET", "/api/studies/search")).status).toBe(422);
      expect(
        (await platform.call("GET", `/api/studies/search-bailiffs?slug=${DEMO_STUDY_SLUG}`)).body.data.length,
      ).toBeGreaterThanOrEqual(2);
    });

    it("finds studies covering a location, nearest first", async () => {
      const { body } = await platform.call("GET", `/api/studies/search-location?latitude=${LYON.lat}&longitude=${LYON.lon}`);
      const slugs = body.data.map((study: { slug: string }) => study.slug);
      expect(slugs).toContain(DEMO_STUDY_SLUG);
      expect(slugs.some((slug: string) => slug.endsWith("-paris"))).toBe(false);
      const distances = body.data.map((study: { distance_km: number }) => study.distance_km);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect((await platform.call("GET", "/api/studies/search-location?latitude=120&longitude=4")).status).toBe(422);
    });

    it("resolves the affiliate token, 404 for an unknown one", async () => {
      const { status, body } = await platform.call("GET", `/api/studies/search-token?slug=${AFFILIATE_TOKEN}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ slug: AFFILIATE_STUDY_SLUG, type: "affiliate" });
      expect((await platform.call("GET", "/api/studies/search-token?slug=AFF-INCONNU")).status).toBe(404);
      expect((await platform.call("GET", "/api/studies/search-token")).status).toBe(422);
    });
  });

  describe("GET /api/reporttypes/bailiffs", () => {
    it("lists onboarded professionals covering the address, with the badge fields", async () => {
      const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
      const type = await reportTypeOf(platform, demo.id, "general-meeting");
      const { status, body } = await platform.call(
        "GET",
        `/api/reporttypes/bailiffs?${query({ lat: LYON.lat, lon: LYON.lon, report_type_id: type.id })}`,
      );
      expect(status).toBe(200);
      const dupont = body.onboarded.find((entry: { bailiff: { lastname: string } }) => entry.bailiff.lastname === "Dupont");
      expect(dupont.bailiff).toMatchObject({
        isReactive: true,
        rank: 4,
        goodSuccessRate: true,
        agenda_ready: true,
        dronePilot: true,
        isClerk: false,
        civility: 1,
      });
      expect(dupont.bailiff.seniority).toBeGreaterThanOrEqual(17);
      expect(dupont.studies[0]).toMatchObject({ slug: DEMO_STUDY_SLUG, subscribed: true, fullyConnected: true });
      for (const entry of body.onboarded) expect(entry.studies[0].address_lat).toBeGreaterThan(45);
    });

    it("puts affiliate studies in the affiliated list, and filters by study and video", async () => {
      const { body } = await platform.call("GET", `/api/reporttypes/bailiffs?${query({ lat: 44.8378, lng: -0.5792 })}`);
      expect(
        body.affiliated.some((entry: { studies: Array<{ slug: string }> }) => entry.studies[0]!.slug === AFFILIATE_STUDY_SLUG),
      ).toBe(true);
      expect(
        body.onboarded.every(
          (entry: { studies: Array<{ type: string; subscribed: boolean }> }) =>
            entry.studies[0]!.type === "study" && entry.studies[0]!.subscribed,
        ),
      ).toBe(true);

      const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
      const only = await platform.call(
        "GET",
        `/api/reporttypes/bailiffs?${query({ lat: LYON.lat, lon: LYON.lon, study_id: demo.id })}`,
      );
      expect(only.body.onboarded.every((entry: { studies: Array<{ id: number }> }) => entry.studies[0]!.id === demo.id)).toBe(
        true,
      );

      const locatif = await reportTypeOf(platform, demo.id, "constat-locatif");
      const visio = await platform.call("GET", `/api/reporttypes/${locatif.id}/bailiffs?${query({ is_visio: 1 })}`);
      expect(visio.body).toEqual({ onboarded: [], affiliated: [] });
      const sea = await platform.call("GET", `/api/reporttypes/bailiffs?${query({ lat: 45.5, lon: -6 })}`);
      expect(sea.body).toEqual({ onboarded: [], affiliated: [] });
    });

    it("asks for an address on-site (422)", async () => {
      const missing = await platform.call("GET", "/api/reporttypes/bailiffs");
      expect(missing.status).toBe(422);
      expect(missing.body.errors.lat).toEqual(["Veuillez sélectionner une adresse dans la liste"]);
      expect((await platform.call("GET", `/api/reporttypes/bailiffs?lat=abc&lon=1`)).status).toBe(422);
    });
  });

  describe("GET /api/calendar/available-slots", () => {
    it("computes a professional's week from the weekly rules and the slot duration, in Paris time", async () => {
      const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
      const dupont = demo.bailiffs.find((bailiff) => bailiff.lastname === "Dupont")!;
      const type = await reportTypeOf(platform, demo.id, "general-meeting");
      const monday = mondayIn(4);
      // At the study's own door, no drive stands between the rules and the slots (docs/decisions/3004).
      const door = { lat: demo.address_lat, lon: demo.address_lon };
      const { status, body } = await platform.call(
        "GET",
        `/api/calendar/available-slots?${query({ start_date: monday.toISODate()!, end_date: monday.plus({ days: 6 }).toISODate()!, study_id: demo.id, bailiff_id: dupont.id, report_type_id: type.id, ...door })}`,
      );
      expect(status).toBe(200);
      const d = type.slot_duration;
      // Office hours 08:30-12:00 and 14:00-18:00, Monday to Friday.
      expect(body.available_slots).toHaveLength(5 * (Math.floor(210 / d) + Math.floor(240 / d)));
      const first = body.available_slots[0];
      expect(DateTime.fromISO(first.start, { zone: "Europe/Paris" }).toFormat("ccc HH:mm")).toBe("Mon 08:30");
      expect(first.start).toMatch(/\+0[12]:00$/);
      expect(DateTime.fromISO(first.end).diff(DateTime.fromISO(first.start), "minutes").minutes).toBe(d);
      expect(first.participants).toEqual([{ sub: String(dupont.id), bailiff_id: dupont.id }]);
      expect(first.prices[0]).toMatchObject({ visio: false, type: "fixed", price: expect.any(Number) });
      for (const slot of body.available_slots) {
        const local = DateTime.fromISO(slot.start, { zone: "Europe/Paris" });
        expect(local.weekday).toBeLessThanOrEqual(5);
        expect(local.hour * 60 + local.minute).toBeGreaterThanOrEqual(8 * 60 + 30);
      }
      const same = await platform.call(
        "GET",
        `/api/studies/${demo.id}/bailiffs/${dupont.id}/slots?${query({ start_date: monday.toISODate()!, end_date: monday.plus({ days: 6 }).toISODate()!, report_type_id: type.id, ...door })}`,
      );
      expect(same.body.available_slots).toEqual(body.available_slots);
    });

    it("pages a busy zone 100 at a time until a short page", async () => {
      const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
      const type = await reportTypeOf(platform, demo.id, "general-meeting");
      const monday = mondayIn(4);
      const seen: Array<{ start: string; study_id: number }> = [];
      let page = 1;
      for (;;) {
        const { body } = await platform.call(
          "GET",
          `/api/calendar/available-slots?${query({ start_date: monday.toISO()!, end_date: monday.plus({ days: 7 }).toISO()!, report_type_id: type.id, lat: 48.8566, lon: 2.3522, page })}`,
        );
        seen.push(...body.available_slots);
        expect(body.available_slots.length).toBeLessThanOrEqual(100);
        if (body.available_slots.length < 100) {
          expect(body.meta.has_more).toBe(false);
          expect(body.meta.total).toBe(seen.length);
          break;
        }
        page++;
      }
      expect(page).toBeGreaterThan(1);
      const keys = seen.map((slot) => `${slot.start}/${slot.study_id}`);
      expect(new Set(keys).size).toBe(keys.length);
      const starts = seen.map((slot) => Date.parse(slot.start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it("refuses windows over 7 days, reversed windows, bad dates and a missing address (422)", async () => {
      const base = { report_type_id: 1, lat: LYON.lat, lon: LYON.lon };
      const monday = mondayIn(2);
      const eight = await platform.call(
        "GET",
        `/api/calendar/available-slots?${query({ ...base, start_date: monday.toISODate()!, end_date: monday.plus({ days: 7 }).toISODate()! })}`,
      );
      expect(eight.status).toBe(422);
      expect(eight.body.errors.end_date[0]).toContain("7 jours");
      const reversed = await platform.call(
        "GET",
        `/api/calendar/available-slots?${query({ ...base, start_date: monday.toISODate()!, end_date: monday.minus({ days: 1 }).toISODate()! })}`,
      );
      expect(reversed.status).toBe(422);
      expect(
        (
          await platform.call(
            "GET",
            `/api/calendar/available-slots?${query({ ...base, start_date: "demain", end_date: "2030-13-45" })}`,
          )
        ).status,
      ).toBe(422);
      expect(
        (
          await platform.call(
            "GET",
            `/api/calendar/available-slots?${query({ report_type_id: 1, start_date: monday.toISODate()!, end_date: monday.plus({ days: 2 }).toISODate()! })}`,
          )
        ).status,
      ).toBe(422);
      expect(
        (
          await platform.call(
            "GET",
            `/api/calendar/available-slots?${query({ ...base, start_date: monday.toISODate()!, end_date: monday.plus({ days: 2 }).toISODate()!, partner_study_id: 1 })}`,
          )
        ).status,
      ).toBe(422);
      expect(
        (
          await platform.call(
            "GET",
            `/api/calendar/available-slots?${query({ ...base, report_type_id: 999999, start_date: monday.toISODate()!, end_date: monday.plus({ days: 2 }).toISODate()! })}`,
          )
        ).status,
      ).toBe(422);
      expect(
        (await platform.call("GET", `/api/calendar/available-slots?start_date[]=1&end_date[a]=2&report_type_id=1`)).status,
      ).toBe(422);
    });

    it("offers no slot for a slot-less report type, and video slots without an address", async () => {
      const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
      const internet = await reportTypeOf(platform, demo.id, "constat-internet");
      const monday = mondayIn(4);
      const window = { start_date: monday.toISODate()!, end_date: monday.plus({ days: 6 }).toISODate()! };
      const none = await platform.call(
        "GET",
        `/api/calendar/available-slots?${query({ ...window, report_type_id: internet.id, lat: LYON.lat, lon: LYON.lon })}`,
      );
      expect(none.body.available_slots).toEqual([]);
      expect(none.body.meta.no_meeting).toBe(true);
      const lawyers = await studyBySlug(platform, "cabinet-mercier-avocats-paris");
      const consultation = await reportTypeOf(platform, lawyers.id, "general-consultation");
      const visio = await platform.call(
        "GET",
        `/api/calendar/available-slots?${query({ ...window, report_type_id: consultation.id, type: "visio" })}`,
      );
      expect(visio.status).toBe(200);
      expect(visio.body.available_slots.length).toBeGreaterThan(0);
      expect(visio.body.available_slots[0].prices.some((price: { visio: boolean }) => price.visio)).toBe(true);
    });
  });

  describe("unfinished demands", () => {
    it("saves an anonymous draft, updates it step by step, and reads it back", async () => {
      const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
      const type = await reportTypeOf(platform, demo.id, "constat-locatif");
      const created = await platform.call("POST", "/api/unfinished-demands", {
        json: {
          source: "preuveo",
          report_type_id: type.id,
          meeting_type: "meeting",
          address: LYON.address,
          latitude: LYON.lat,
          longitude: LYON.lon,
        },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        id: expect.any(Number),
        status: 1,
        userId: null,
        reportType: { slug: "constat-locatif" },
        key: expect.stringMatching(/^[\w-]{43}$/),
      });
      const withKey = { "draft-key": created.body.key as string };
      const start = mondayIn(3).plus({ hours: 9 });
      const updated = await platform.call("POST", "/api/unfinished-demands", {
        headers: withKey,
        json: {
          id: created.body.id,
          status: 3,
          study_id: demo.id,
          bailiff_id: demo.bailiffs[0]!.id,
          slot: { start: start.toISO(), end: start.plus({ hours: 1 }).toISO() },
        },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.key).toBeUndefined();
      const read = await platform.call("GET", `/api/unfinished-demands/${created.body.id}`, { headers: withKey });
      expect(read.body).toMatchObject({
        status: 3,
        studyId: demo.id,
        study: { slug: DEMO_STUDY_SLUG },
        bailiff: { id: demo.bailiffs[0]!.id },
        reportType: { slot_duration: type.slot_duration },
      });
      expect(Date.parse(read.body.slot.start)).toBe(start.toMillis());
    });

    it("keeps a signed-in user's draft theirs: 401 anonymous, 403 for someone else", async () => {
      const customer = await platform.login(DEMO_EMAILS.customer);
      const created = await platform.call("POST", "/api/unfinished-demands", {
        token: customer,
        json: { source: "preuveo", status: 2 },
      });
      expect(created.body.userId).toEqual(expect.any(Number));
      expect((await platform.call("GET", `/api/unfinished-demands/${created.body.id}`)).status).toBe(401);
      const other = await platform.login(DEMO_EMAILS.partner);
      expect((await platform.call("GET", `/api/unfinished-demands/${created.body.id}`, { token: other })).status).toBe(403);
      expect(
        (await platform.call("POST", "/api/unfinished-demands", { token: other, json: { id: created.body.id, status: 3 } }))
          .status,
      ).toBe(403);
      expect((await platform.call("GET", `/api/unfinished-demands/${created.body.id}`, { token: customer })).status).toBe(200);
      expect((await platform.call("GET", "/api/unfinished-demands/99999999")).status).toBe(404);
    });

    it("keeps an anonymous draft its key holder's: without the key no one reads, changes or claims it", async () => {
      const created = await platform.call("POST", "/api/unfinished-demands", {
        json: { source: "preuveo", meeting_type: "meeting", address: LYON.address, latitude: LYON.lat, longitude: LYON.lon },
      });
      const { id, key } = created.body as { id: number; key: string };
      const stranger = await platform.login(DEMO_EMAILS.partner);
      const wrongKey = { "draft-key": `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}` };
      // The numeric id alone, a wrong key, or a signed-in stranger: as if the draft did not exist.
      for (const options of [{}, { headers: wrongKey }, { token: stranger }, { token: stranger, headers: wrongKey }]) {
        const read = await platform.call("GET", `/api/unfinished-demands/${id}`, options);
        expect(read.status, JSON.stringify(options)).toBe(404);
        expect(JSON.stringify(read.body)).not.toContain(LYON.address);
        const takeOver = await platform.call("POST", "/api/unfinished-demands", { ...options, json: { id, status: 2 } });
        expect(takeOver.status, JSON.stringify(options)).toBe(404);
      }
      // The visitor signs in: with the key the draft becomes theirs, and then theirs only.
      const customer = await platform.login(DEMO_EMAILS.customer);
      const claimed = await platform.call("POST", "/api/unfinished-demands", {
        token: customer,
        headers: { "draft-key": key },
        json: { id, status: 2 },
      });
      expect(claimed.status).toBe(200);
      expect(claimed.body.userId).toEqual(expect.any(Number));
      expect((await platform.call("GET", `/api/unfinished-demands/${id}`, { headers: { "draft-key": key } })).status).toBe(401);
      const stolen = await platform.call("GET", `/api/unfinished-demands/${id}`, {
        token: stranger,
        headers: { "draft-key": key },
      });
      expect(stolen.status).toBe(403);
      expect((await platform.call("GET", `/api/unfinished-demands/${id}`, { token: customer })).body.address).toBe(LYON.address);
    });

    it("answers 422 for bad drafts", async () => {
      for (const json of [
        { status: 9 },
        { study_id: 999999 },
        { latitude: 200 },
        { slot: { start: "x", end: "y" } },
        { meeting_type: "party" },
        { id: "abc" },
      ]) {
        expect((await platform.call("POST", "/api/unfinished-demands", { json })).status, JSON.stringify(json)).toBe(422);
      }
    });
  });

  describe("support tickets and refusal types", () => {
    it("records a ticket and notifies the support inbox", async () => {
      const created = await platform.call("POST", "/api/support", {
        json: {
          firstname: "Marc",
          lastname: "Olivier",
          email: "marc@exemple.fr",
          phone: "06 01 02 03 04",
          city: "Nantes",
          reportType: { name: "Constat locatif" },
          additionalInfo: "Départ le 12.",
        },
      });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe("Votre demande a bien été transmise.");
      const inbox = await platform.call("GET", "/api/_test/outbox?to=ne-pas-repondre%40site.example");
      expect(inbox.body.data.at(-1).body).toContain("Téléphone : +33601020304");
      expect(inbox.body.data.at(-1).body).toContain("Source : Page d'accueil");
    });

    it("answers 422 for a short city or a foreign phone number", async () => {
      const bad = await platform.call("POST", "/api/support", {
        json: { phone: "+44 20 7946 0958", city: "Ai", firstname: "1x" },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(["city", "firstname", "phone"]);
    });

    it("lists the refusal types, each with a French title, message and SMS text", async () => {
      const { body } = await platform.call("GET", "/api/refusal_types");
      expect(body.data.map((type: { value: string }) => type.value)).toEqual([
        "unavailable",
        "litigation",
        "out_of_area",
        "incomplete",
      ]);
      expect(body.data[0]).toMatchObject({
        title: "Indisponibilité",
        message: "Le commissaire de justice n'est pas disponible à la date demandée.",
        sms_content: expect.stringContaining("n'est pas disponible"),
      });
      for (const type of body.data) {
        for (const text of [type.title, type.message, type.sms_content]) expect(text).toMatch(/^[A-ZÀ-Ý][^]{3,}$/u);
        expect(type.message).not.toBe(type.title);
      }
    });
  });

  describe("PUT /api/bailiffs/seek-unavailable", () => {
    it("sends the recommendation once per user and professional", async () => {
      const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
      const fabre = demo.bailiffs.find((bailiff) => bailiff.lastname === "Fabre")!;
      expect((await platform.call("PUT", "/api/bailiffs/seek-unavailable", { json: { bailiff: fabre.id } })).status).toBe(401);
      const token = await platform.login(DEMO_EMAILS.customer);
      const first = await platform.call("PUT", "/api/bailiffs/seek-unavailable", { token, json: { bailiff: fabre.id } });
      expect(first.status).toBe(201);
      expect(first.body.status).toBe("sent");
      const again = await platform.call("PUT", "/api/bailiffs/seek-unavailable", { token, json: { bailiff: fabre.id } });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ status: "already_sent", alreadyRecommended: true });
      const mails = await platform.call("GET", "/api/_test/outbox?to=claire.fabre%40etude-dupont-lyon.example");
      expect(mails.body.data).toHaveLength(1);
      const clerk = await platform.call("GET", "/api/oauth/me", { token: await platform.login(DEMO_EMAILS.clerk) });
      expect(
        (await platform.call("PUT", "/api/bailiffs/seek-unavailable", { token, json: { bailiff: clerk.body.id } })).status,
      ).toBe(422);
      expect((await platform.call("PUT", "/api/bailiffs/seek-unavailable", { token, json: {} })).status).toBe(422);
    });
  });
});
