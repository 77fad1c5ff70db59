// The study admin's calls and the invitation links: bad payloads (422), other studies and
// roles that may not call them (403), the last administrator kept, invitations that expire, work once
// and only for the invited address, clerk assignment, report-type prices the slot search shows at once,
// the study's SIRET and logo, professional documents and the handwritten signature checked by content.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_STUDY_SLUG, PARTNER_STUDY_SLUGS } from "../../seed/demo-accounts";
import { freeSlots, guest, reportTypeOf, studyBySlug } from "../../test-support/booking-helpers";
import { lastMessage } from "../../test-support/outbox-reader";
import { staffCaller } from "../../test-support/pro-helpers";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";

// A 1×1 PNG, and text pretending to be one.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const FAKE_PNG = Buffer.from("<?php echo 'not an image'; ?>");

function fileForm(field: string, content: Buffer, name: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(content)]), name);
  return form;
}

/** The invitation link's path segments: /invitation/{studyId}/{token}. */
function linkParts(link: string | null) {
  const [, , studyId, token] = new URL(link!).pathname.split("/");
  return { studyId: Number(studyId), token: decodeURIComponent(token!) };
}

describe("running the office", () => {
  let platform: TestPlatform;
  let studyId: number;
  let otherStudyId: number;
  let admin: Awaited<ReturnType<typeof staffCaller>>;
  let clerk: Awaited<ReturnType<typeof staffCaller>>;
  let bailiff: Awaited<ReturnType<typeof staffCaller>>;
  let base: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    studyId = (await studyBySlug(platform, DEMO_STUDY_SLUG)).id;
    otherStudyId = (await studyBySlug(platform, "etude-moreau-bordeaux")).id;
    base = `/api/admin/${studyId}`;
    admin = await staffCaller(platform, "studyAdmin", studyId);
    clerk = await staffCaller(platform, "clerk", studyId);
    bailiff = await staffCaller(platform, "bailiff", studyId);
  });
  afterAll(() => platform?.close());

  const memberId = async (email: string) =>
    ((await admin("GET", `${base}/active-members`)).body.data as Array<{ id: number; email: string }>).find(
      (member) => member.email === email,
    )!.id;

  it("refuses every admin call to other roles and for other studies", async () => {
    for (const caller of [clerk, bailiff]) {
      expect((await caller("GET", `${base}/active-members`)).status).toBe(403);
      expect((await caller("POST", `${base}/invitation`, { json: { email: "x@exemple.fr", role_id: "clerk" } })).status).toBe(403);
      expect((await caller("PUT", `${base}/update-report-type`, { json: {} })).status).toBe(403);
    }
    expect((await admin("GET", `/api/admin/${otherStudyId}/active-members`)).status).toBe(403);
    const otherHeader = await admin("GET", `/api/admin/${otherStudyId}/all-report-types`, { headers: { "study-id": String(otherStudyId) } });
    expect(otherHeader.status).toBe(403);
    expect((await platform.call("GET", `${base}/active-members`)).status).toBe(401);
  });

  it("invites by e-mail with a role; the link works once, for that address, before it expires", async () => {
    const bad = await admin("POST", `${base}/invitation`, { json: { email: "pas-une-adresse", role_id: "study_admin" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["email"]);
    for (const role of ["study_admin", "customer"]) {
      const refused = await admin("POST", `${base}/invitation`, { json: { email: "nouveau@exemple.fr", role_id: role } });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.role_id).toBeDefined();
    }
    const member = await admin("POST", `${base}/invitation`, { json: { email: DEMO_EMAILS.clerk.toUpperCase(), role_id: "assistant" } });
    expect(member.status).toBe(422);
    expect(member.body.errors.email).toEqual(["Cette personne fait déjà partie de l'étude."]);

    const email = `invite-${Date.now()}@exemple.fr`;
    const sent = await admin("POST", `${base}/invitation`, { json: { email, role_id: "clerk" } });
    expect(sent.status).toBe(201);
    const mail = await lastMessage(platform, email);
    const { name: studyName } = await platform.platform.db.selectFrom("studies").select("name").where("id", "=", studyId).executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Invitation à rejoindre ${studyName} sur Constat RDV`);
    expect(mail.link).toMatch(new RegExp(`^https://site\\.example/invitation/${studyId}/[A-Za-z0-9_-]{43}$`));
    const { token } = linkParts(mail.link);
    // Only the digest is stored.
    const row = await platform.platform.db.selectFrom("study_invitations").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);

    const read = await platform.call("GET", `/api/studies/${studyId}/bailiff-invitation/${token}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ email, role: "clerk", study: { id: studyId } });
    // Forged, or presented under another study: not found.
    expect((await platform.call("GET", `/api/studies/${studyId}/bailiff-invitation/${token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await platform.call("GET", `/api/studies/${otherStudyId}/bailiff-invitation/${token}`)).status).toBe(404);

    // Another account cannot take it.
    const stranger = await guest(platform, `autre-${Date.now()}@exemple.fr`);
    const taken = await platform.call("POST", `/api/studies/${studyId}/bailiff-invitation/${token}`, { token: stranger.token });
    expect(taken.status).toBe(403);

    const invitee = await guest(platform, email);
    const accepted = await platform.call("POST", `/api/studies/${studyId}/bailiff-invitation/${token}`, { token: invitee.token });
    expect(accepted.status).toBe(200);
    const me = await platform.call("GET", "/api/oauth/me", { token: invitee.token, headers: { "study-id": String(studyId) } });
    expect(me.body.roles.map((role: { name: string }) => role.name)).toEqual(["clerk"]);
    expect(me.body.verified).toBe(true);
    // The study's admins are told (live notifications).
    const told = (await admin("GET", "/api/notifications")).body.data as Array<{ kind: string; text: string }>;
    expect(told.find((notification) => notification.kind === "invitation_accepted")?.text).toMatch(/a rejoint .* en tant que /);
    const again = await platform.call("POST", `/api/studies/${studyId}/bailiff-invitation/${token}`, { token: invitee.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Cette invitation a déjà été acceptée.");

    // An expired link grants nothing.
    const late = `tard-${Date.now()}@exemple.fr`;
    await admin("POST", `${base}/invitation`, { json: { email: late, role_id: "assistant" } });
    const lateToken = linkParts((await lastMessage(platform, late)).link).token;
    await platform.platform.db.updateTable("study_invitations").set({ expires_at: new Date(Date.now() - 1000) }).where("email", "=", late).execute();
    const lateUser = await guest(platform, late);
    const expired = await platform.call("POST", `/api/studies/${studyId}/bailiff-invitation/${lateToken}`, { token: lateUser.token });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe("Ce lien d'invitation a expiré. Demandez à l'étude de vous inviter à nouveau.");
    const lateMe = await platform.call("GET", "/api/oauth/me", { token: lateUser.token, headers: { "study-id": String(studyId) } });
    expect(lateMe.body.roles.map((role: { name: string }) => role.name)).not.toContain("assistant");
  });

  it("lets partner agents invite colleagues into their own company only", async () => {
    const partnerStudyId = (await studyBySlug(platform, PARTNER_STUDY_SLUGS[0])).id;
    const agent = await staffCaller(platform, "partner", partnerStudyId);
    const path = `/api/studies/${partnerStudyId}/invitations`;
    expect((await agent("POST", path, { json: { email: "collegue@exemple.fr", role: "customer" } })).status).toBe(422);
    const sent = await agent("POST", path, { json: { email: `collegue-${Date.now()}@exemple.fr`, role: "partner_agent" } });
    expect(sent.status).toBe(201);
    expect((await agent("POST", `/api/studies/${studyId}/invitations`, { json: { email: "x@exemple.fr", role: "clerk" } })).status).toBe(403);
    expect((await clerk("POST", path, { json: { email: "x@exemple.fr", role: "clerk" } })).status).toBe(403);
  });

  it("lists, resends (the old link dies) and deletes pending invitations", async () => {
    const email = `relance-${Date.now()}@exemple.fr`;
    await admin("POST", `${base}/invitation`, { json: { email, role_id: "assistant" } });
    const first = linkParts((await lastMessage(platform, email)).link).token;
    const pending = (await admin("GET", `${base}/invitation`)).body.data as Array<{ id: number; email: string }>;
    const invitation = pending.find((entry) => entry.email === email)!;
    expect((await admin("POST", `${base}/invitation/${invitation.id}/resend`)).status).toBe(200);
    const second = linkParts((await lastMessage(platform, email)).link).token;
    expect(second).not.toBe(first);
    expect((await platform.call("GET", `/api/studies/${studyId}/bailiff-invitation/${first}`)).status).toBe(404);
    expect((await clerk("DELETE", `${base}/invitation/${invitation.id}`)).status).toBe(403);
    expect((await admin("DELETE", `${base}/invitation/${invitation.id}`)).status).toBe(200);
    expect((await admin("DELETE", `${base}/invitation/${invitation.id}`)).status).toBe(404);
    expect((await platform.call("GET", `/api/studies/${studyId}/bailiff-invitation/${second}`)).status).toBe(404);
  });

  it("changes roles and removes members, never the last study admin", async () => {
    const adminId = await memberId(DEMO_EMAILS.studyAdmin);
    const assistantId = await memberId(DEMO_EMAILS.assistant);
    const bad = await admin("PUT", `${base}/bailiff-management/roles`, { json: { bailiff_id: assistantId, roles: ["customer"] } });
    expect(bad.status).toBe(422);
    expect((await admin("PUT", `${base}/bailiff-management/roles`, { json: { bailiff_id: assistantId, roles: [] } })).status).toBe(422);
    expect((await admin("PUT", `${base}/bailiff-management/roles`, { json: { bailiff_id: "abc", roles: ["clerk"] } })).status).toBe(422);

    const demote = await admin("PUT", `${base}/bailiff-management/roles`, { json: { bailiff_id: adminId, roles: ["clerk"] } });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe("L'étude doit garder au moins un administrateur : nommez-en un autre avant.");
    const leave = await admin("POST", `${base}/bailiff-management/delete-bailiff`, { json: { bailiff_id: adminId } });
    expect(leave.status).toBe(409);

    const changed = await admin("PUT", `${base}/bailiff-management/roles`, {
      json: { bailiff_id: assistantId, roles: ["assistant", "clerk"] },
    });
    expect(changed.status).toBe(200);
    const roles = (await admin("GET", `${base}/bailiff-management/roles`)).body.data as Array<{ bailiff_id: number; roles: string[] }>;
    expect(roles.find((entry) => entry.bailiff_id === assistantId)!.roles.sort()).toEqual(["assistant", "clerk"]);

    expect((await admin("POST", `${base}/bailiff-management/delete-bailiff`, { json: { bailiff_id: assistantId } })).status).toBe(200);
    expect((await platform.call("GET", "/api/bailiff/" + studyId + "/members", { token: await platform.login(DEMO_EMAILS.assistant), headers: { "study-id": String(studyId) } })).status).toBe(403);
    expect((await admin("POST", `${base}/bailiff-management/delete-bailiff`, { json: { bailiff_id: assistantId } })).status).toBe(404);
  });

  it("assigns a clerk to listed professionals or to all", async () => {
    const clerkId = await memberId(DEMO_EMAILS.clerk);
    const bailiffId = await memberId(DEMO_EMAILS.bailiff);
    const adminId = await memberId(DEMO_EMAILS.studyAdmin);
    expect((await admin("PUT", `${base}/clerk/assign`, { json: { clerk_id: bailiffId, bailiffs: [bailiffId] } })).status).toBe(422);
    const notProfessional = await admin("PUT", `${base}/clerk/assign`, { json: { clerk_id: clerkId, bailiffs: [adminId] } });
    expect(notProfessional.status).toBe(422);
    expect(notProfessional.body.errors.bailiffs).toEqual(["Choisissez des professionnels de l'étude."]);
    expect((await clerk("PUT", `${base}/clerk/assign`, { json: { clerk_id: clerkId, bailiffs: [bailiffId] } })).status).toBe(403);

    expect((await admin("PUT", `${base}/clerk/assign`, { json: { clerk_id: clerkId, bailiffs: [bailiffId] } })).status).toBe(200);
    let members = (await admin("GET", `${base}/active-members`)).body.data as Array<{ id: number; assigned_bailiffs: number[]; assigned_to_all: boolean }>;
    expect(members.find((member) => member.id === clerkId)).toMatchObject({ assigned_bailiffs: [bailiffId], assigned_to_all: false });
    expect((await admin("POST", `${base}/assign-all-bailiffs`, { json: { clerk_id: clerkId, value: "maybe" } })).status).toBe(422);
    expect((await admin("POST", `${base}/assign-all-bailiffs`, { json: { clerk_id: clerkId, value: true } })).status).toBe(200);
    members = (await admin("GET", `${base}/active-members`)).body.data;
    expect(members.find((member) => member.id === clerkId)!.assigned_to_all).toBe(true);
  });

  it("sets a report type's prices, which the slot search shows at once", async () => {
    const type = await reportTypeOf(platform, studyId, "general-meeting");
    const settings = (await admin("GET", `${base}/all-report-types`)).body.data as Array<Record<string, unknown>>;
    const current = settings.find((setting) => setting.report_type_id === type.id)!;
    expect(current).toMatchObject({ enabled: true });

    const bad = await admin("PUT", `${base}/update-report-type`, {
      json: { ...current, price: -5, slot_duration: 2, price_type: "monthly" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["price", "price_type", "slot_duration"]);
    const unknown = await admin("PUT", `${base}/update-report-type`, { json: { ...current, report_type_id: 999_999 } });
    expect(unknown.status).toBe(404);

    const saved = await admin("PUT", `${base}/update-report-type`, { json: { ...current, price: 23_450, price_type: "fixed", batch: 2 } });
    expect(saved.status).toBe(200);
    const dupont = (await studyBySlug(platform, DEMO_STUDY_SLUG)).bailiffs.find((professional) => professional.lastname === "Dupont")!.id;
    const [slot] = await freeSlots(platform, { studyId, bailiffId: dupont, reportTypeId: type.id, weeks: 2 });
    expect((slot as unknown as { prices: Array<{ price: number; visio: boolean }> }).prices[0]).toMatchObject({ price: 23_450, visio: false });

    // Video switched off for a service: the study's professionals leave that service's video search.
    const byVideo = settings.find((setting) => setting.enabled && setting.visio_enabled && setting.visio_available)!;
    const videoSlots = () =>
      freeSlots(platform, { studyId, bailiffId: dupont, reportTypeId: byVideo.report_type_id as number, weeks: 2, isVisio: true });
    expect((await videoSlots()).length).toBeGreaterThan(0);
    const withoutVideo = await admin("PUT", `${base}/update-report-type`, { json: { ...byVideo, visio_enabled: false } });
    expect(withoutVideo.status).toBe(200);
    expect(await videoSlots()).toEqual([]);
    await admin("PUT", `${base}/update-report-type`, { json: { ...byVideo, visio_enabled: true } });
    expect((await videoSlots()).length).toBeGreaterThan(0);

    expect((await admin("PUT", `${base}/consultation`, { json: { duration: 3 } })).status).toBe(422);
    expect((await admin("PUT", `${base}/consultation`, { json: { duration: 45 } })).status).toBe(200);
    expect((await admin("GET", `${base}/configuration/list`)).body.data).toEqual({ consultation_duration: 45 });
  });

  it("keeps the study's information: SIRET by its Luhn key, a logo that is an image", async () => {
    const study = (await admin("GET", `${base}/study`)).body.data;
    const input = { ...study, siret: "732 829 320 00075" };
    const bad = await admin("PUT", `${base}/study`, { json: input });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.siret).toEqual(["Le numéro SIRET n'est pas valide : vérifiez ses 14 chiffres."]);
    const missing = await admin("PUT", `${base}/study`, { json: { ...input, name: " ", postcode: "6900", address_lat: "nord" } });
    expect(Object.keys(missing.body.errors).sort()).toEqual(["address_lat", "name", "postcode"]);
    expect((await admin("PUT", `${base}/study`, { json: { ...input, siret: "73282932000074", name: "Étude Dupont" } })).status).toBe(200);
    expect((await admin("GET", `${base}/study`)).body.data).toMatchObject({ siret: "73282932000074", name: "Étude Dupont" });

    const fake = await admin("POST", `${base}/study/logo`, { body: fileForm("logo", FAKE_PNG, "logo.png") });
    expect(fake.status).toBe(422);
    expect(fake.body.errors.logo).toEqual(["Le logo doit être une image PNG ou JPEG."]);
    expect((await clerk("POST", `${base}/study/logo`, { body: fileForm("logo", PNG, "logo.png") })).status).toBe(403);
    const logo = await admin("POST", `${base}/study/logo`, { body: fileForm("logo", PNG, "logo.png") });
    expect(logo.status).toBe(201);
    // The URL is the public one; fetch its path from the test server.
    const served = await fetch(`${platform.baseUrl}${new URL(logo.body.logo as string).pathname.replace(/^\/_platform/, "")}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("stores a professional's documents and handwritten signature, checked by content, each their own", async () => {
    const docs = `/api/bailiff/${studyId}`;
    expect((await clerk("GET", `${docs}/professional-document/requirements`)).status).toBe(403);
    const list = (await bailiff("GET", `${docs}/professional-document/requirements`)).body.data as Array<{ id: number; label: string }>;
    expect(list.map((requirement) => requirement.label)).toContain("Carte professionnelle de commissaire de justice");
    const requirementId = list[0]!.id;

    const notPdf = await bailiff("POST", `${docs}/professional-document`, {
      body: fileForm("file", FAKE_PNG, "carte.pdf", { requirement_id: String(requirementId) }),
    });
    expect(notPdf.status).toBe(422);
    const noRequirement = await bailiff("POST", `${docs}/professional-document`, {
      body: fileForm("file", PNG, "carte.png", { requirement_id: "999999" }),
    });
    expect(noRequirement.status).toBe(422);
    const sent = await bailiff("POST", `${docs}/professional-document`, {
      body: fileForm("file", PNG, "carte.png", { requirement_id: String(requirementId) }),
    });
    expect(sent.status).toBe(201);
    const after = (await bailiff("GET", `${docs}/professional-document/requirements`)).body.data;
    expect(after[0].uploads).toHaveLength(1);
    // Another professional of the study never reaches it.
    const adminDocs = await admin("DELETE", `${docs}/professional-document/upload/${sent.body.id}`);
    expect(adminDocs.status).toBe(404);
    expect((await bailiff("DELETE", `${docs}/professional-document/upload/${sent.body.id}`)).status).toBe(200);

    const fake = await bailiff("POST", `${docs}/configuration`, { body: fileForm("handwritten_signature", FAKE_PNG, "signature.png") });
    expect(fake.status).toBe(422);
    expect(fake.body.errors.handwritten_signature).toEqual(["La signature doit être une image PNG ou JPEG."]);
    expect((await bailiff("GET", `${docs}/configuration/handwritten-signature`)).status).toBe(404);
    expect((await bailiff("POST", `${docs}/configuration`, { body: fileForm("handwritten_signature", PNG, "signature.png") })).status).toBe(201);
    const bailiffId = await memberId(DEMO_EMAILS.bailiff);
    const read = await clerk("GET", `${docs}/configuration/handwritten-signature?user_id=${bailiffId}`);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/png");
    expect((await admin("GET", `/api/bailiff/${otherStudyId}/configuration/handwritten-signature?user_id=${bailiffId}`)).status).toBe(403);
  });
});
