// Bookings taken by phone and company demands over HTTP, on PGlite and on PostgreSQL: the
// customer search among the study's own customers only (one letter: 422), creating a customer (bad
// payloads: 422; an existing address: 422), the finish-account link and its resending, booking a slot for
// the customer with an operator and a manager (the same slot again, by phone or online: 409), other studies
// and other customers (403/404), and the partner company's demands, for its agents and only its own.
import { beforeAll, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_STUDY_SLUG, PARTNER_STUDY_SLUGS } from "../../seed/demo-accounts";
import { freeSlots, guest, LYON, reportTypeOf, studyBySlug } from "../../test-support/booking-helpers";
import { lastMessage, tokenOf } from "../../test-support/outbox-reader";
import { staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

describeOnEachDatabase("bookings taken by phone and company demands", (current) => {
  let platform: TestPlatform;
  let studyId: number;
  let otherStudyId: number;
  let base: string;
  let clerk: Awaited<ReturnType<typeof staffCaller>>;

  beforeAll(async () => {
    platform = current();
    const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
    studyId = demo.id;
    otherStudyId = (await studyBySlug(platform, "etude-moreau-bordeaux")).id;
    base = `/api/bailiff/${studyId}`;
    clerk = await staffCaller(platform, "clerk", studyId);
  });

  it("searches the study's customers by last name only, from two letters", async () => {
    const one = await clerk("GET", `${base}/demand/search-customer?lastname=r`);
    expect(one.status).toBe(422);
    expect(one.body.errors.lastname).toEqual(["Saisissez au moins 2 lettres du nom de famille."]);
    const found = await clerk("GET", `${base}/demand/search-customer?lastname=ROUSS`);
    expect(found.status).toBe(200);
    expect(found.body.data[0]).toMatchObject({ lastname: "Rousseau", email: "elodie.rousseau@client.example" });
    // An account of the marketplace that never dealt with the study stays out of its search.
    await guest(platform, "inconnu.telephone@exemple.fr");
    const stranger = await clerk("GET", `${base}/demand/search-customer?lastname=Test`);
    expect(stranger.body.data.map((customer: { email: string }) => customer.email)).not.toContain("inconnu.telephone@exemple.fr");
    // Another study's staff, or a partner agent, get 403 whatever the id.
    const partner = await staffCaller(platform, "partner", studyId);
    expect((await partner("GET", `${base}/demand/search-customer?lastname=Rousseau`)).status).toBe(403);
    expect((await clerk("GET", `/api/bailiff/${otherStudyId}/demand/search-customer?lastname=Rousseau`)).status).toBe(403);
  });

  it("creates a customer who finishes the account from the e-mailed link; a phoned-in slot is the same slot", async () => {
    const bad = await clerk("POST", `${base}/customer`, {
      json: { firstname: "J", lastname: "Durand3", email: "pas-une-adresse", phone: "12" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["email", "firstname", "lastname", "phone"]);
    const taken = await clerk("POST", `${base}/customer`, {
      json: { firstname: "Camille", lastname: "Martin", email: DEMO_EMAILS.customer, phone: "0612345678" },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email[0]).toMatch(/^Un compte existe déjà avec cette adresse e-mail/);

    const email = `appel-${Date.now()}@exemple.fr`;
    const created = await clerk("POST", `${base}/customer`, {
      json: { civility: 2, firstname: "Inès", lastname: "Téléphone", email, phone: "06 11 22 33 44" },
    });
    expect(created.status).toBe(201);
    const customerId = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ lastname: "Téléphone", isFullyRegistered: false });
    const first = await lastMessage(platform, email);
    expect(first.subject).toBe("Finalisez votre compte Constat RDV");
    expect(first.link).toMatch(/^https:\/\/site\.example\/connexion-email\?redirect=%2Frendez-vous%2Fhistorique&token=/);
    // Accents and case aside, the study now finds its new customer.
    const search = await clerk("GET", `${base}/demand/search-customer?lastname=telep`);
    expect(search.body.data.map((customer: { id: number }) => customer.id)).toEqual([customerId]);

    const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
    const dupont = demo.bailiffs.find((bailiff) => bailiff.lastname === "Dupont")!.id;
    const type = await reportTypeOf(platform, studyId, "general-meeting");
    const [slot] = await freeSlots(platform, { studyId, bailiffId: dupont, reportTypeId: type.id, weeks: 7 });
    const members = (await clerk("GET", `${base}/members`)).body.data as Array<{ id: number; lastname: string }>;
    const manager = members.find((member) => member.lastname === "Bernard")!.id;
    const payload = {
      study_id: studyId,
      user_id: customerId,
      report_type_id: type.id,
      operator_id: dupont,
      manager_id: manager,
      new_user: true,
      meeting_type: "meeting",
      slots: [{ start_date: slot!.start, end_date: slot!.end }],
      address: LYON.address,
      latitude: LYON.lat,
      longitude: LYON.lon,
    };
    expect((await clerk("POST", "/api/external-demands", { json: { ...payload, user_id: undefined } })).status).toBe(422);
    expect((await clerk("POST", "/api/external-demands", { json: { ...payload, manager_id: 999999 } })).status).toBe(422);
    // Someone the study does not know, and another study's header: no booking, no data.
    const stranger = await guest(platform, `etranger-${Date.now()}@exemple.fr`);
    const unknown = await clerk("POST", "/api/external-demands", { json: { ...payload, user_id: stranger.id } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).not.toHaveProperty("demand");
    const elsewhere = await clerk("POST", "/api/external-demands", {
      json: payload,
      headers: { "study-id": String(otherStudyId) },
    });
    expect(elsewhere.status).toBe(403);

    const booked = await clerk("POST", "/api/external-demands", { json: payload });
    expect(booked.status).toBe(201);
    const demandId = booked.body.id as number;
    const row = await platform.platform.db.selectFrom("demands").selectAll().where("id", "=", demandId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: customerId, operator_id: dupont, manager_id: manager, source: "phone" });
    // The same slot again, by phone or online: taken.
    const again = await clerk("POST", "/api/external-demands", { json: { ...payload, new_user: false } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("slot_taken");
    const online = await platform.call("POST", "/api/demands", {
      token: stranger.token,
      json: { ...payload, user_id: undefined, manager_id: undefined, new_user: undefined },
    });
    expect(online.status).toBe(409);

    // new_user re-sent the link, naming the appointment; only the newest link works.
    const finishMails = (await platform.call("GET", `/api/_test/outbox?to=${encodeURIComponent(email)}`)).body.data.filter(
      (message: { subject: string }) => message.subject === "Finalisez votre compte Constat RDV",
    );
    expect(finishMails).toHaveLength(2);
    expect(finishMails[1].body).toContain("Votre rendez-vous « Constat de commissaire de justice » du ");
    const grant = (link: string | null) =>
      platform.call("POST", "/oauth/token", {
        form: { grant_type: "login_link", client_id: "test-client", client_secret: "test-secret", token: tokenOf(link) },
      });
    expect((await grant(first.link)).status).toBe(400);

    const resent = await clerk("GET", `${base}/customer/send-confirmation?user_id=${customerId}&demand_id=${demandId}`);
    expect(resent.status).toBe(200);
    expect((await clerk("GET", `${base}/customer/send-confirmation?user_id=${stranger.id}`)).status).toBe(404);
    expect((await clerk("GET", `${base}/customer/send-confirmation?user_id=abc`)).status).toBe(422);
    const link = (await lastMessage(platform, email)).link;
    // The link signs the customer in (their address proven); they set a password and accept the terms.
    const signedIn = await grant(link);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access_token as string;
    const me = await platform.call("GET", "/api/oauth/me", { token });
    expect(me.body).toMatchObject({ emailVerified: true, isFullyRegistered: false });
    const history = await platform.call("GET", "/api/users/demands", { token });
    expect(history.body.data.map((demand: { id: number }) => demand.id)).toEqual([demandId]);
    const completed = await platform.call("PUT", `/api/users/${customerId}`, {
      token,
      json: { new_password: "Nouveau2026!", password_confirmation: "Nouveau2026!", cgu: true },
    });
    expect(completed.status).toBe(200);
    expect((await grant(link)).status).toBe(400);
    await platform.login(email, "Nouveau2026!");
    // A finished account gets no more links.
    const done = await clerk("GET", `${base}/customer/send-confirmation?user_id=${customerId}`);
    expect(done.status).toBe(409);
  });

  it("lists a partner company's demands to its agents only, filtered and paged", async () => {
    const [rhone, habitat] = await Promise.all(PARTNER_STUDY_SLUGS.map((slug) => studyBySlug(platform, slug)));
    const agentForRhone = await staffCaller(platform, "partner", rhone!.id);
    const list = await agentForRhone("GET", `/api/studies/${rhone!.id}/demands`);
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ current_page: 1, last_page: 1 });
    expect(list.body.data.length).toBeGreaterThanOrEqual(1);
    const title = list.body.data[0].title as string;
    const word = title.split(" ").at(-1)!;
    expect(
      (await agentForRhone("GET", `/api/studies/${rhone!.id}/demands?demand_name=${encodeURIComponent(word)}`)).body.data[0]
        .title,
    ).toBe(title);
    expect((await agentForRhone("GET", `/api/studies/${rhone!.id}/demands?demand_name=zzzz`)).body.data).toEqual([]);
    expect((await agentForRhone("GET", `/api/studies/${rhone!.id}/demands?marking=bogus`)).status).toBe(422);

    // The other company of the same agent: none of Rhône's demands.
    const agentForHabitat = await staffCaller(platform, "partner", habitat!.id);
    const other = await agentForHabitat("GET", `/api/studies/${habitat!.id}/demands`);
    expect(other.status).toBe(200);
    expect(other.body.data.map((demand: { title: string }) => demand.title)).not.toContain(title);
    // Acting for one company, the agent cannot read the other's; the study's staff and customers neither.
    expect((await agentForHabitat("GET", `/api/studies/${rhone!.id}/demands`)).status).toBe(403);
    const bailiff = await staffCaller(platform, "bailiff", rhone!.id);
    expect((await bailiff("GET", `/api/studies/${rhone!.id}/demands`)).status).toBe(403);
    expect((await agentForRhone("GET", `/api/studies/${studyId}/demands`)).status).toBe(404);
  });
});
