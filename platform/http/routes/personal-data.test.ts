// A customer's data in their hands, over HTTP (docs/decisions/3010–3012): the export's archive holds the
// JSON of their account, demands, meetings, documents, captures, positions and messages, and the files
// themselves; the deletion keeps the study's records under « Client supprimé », erases the rest, ends
// every way in, confirms by e-mail and is harmless the second time; a study's retention setting is its
// admins' alone. On PGlite and on PostgreSQL.
import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { checkChain } from "../../domain/video-evidence/captures";
import { captureStore } from "../../domain/video-evidence/capture-store";
import { deleteAccount, deletedAddress } from "../../domain/personal-data/account-deletion";
import { issueOneTimeToken } from "../../domain/one-time-tokens";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { customerWithEvidence } from "../../test-support/customer-with-evidence";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import { describeOnEachDatabase } from "../../test-support/test-backends";
import { TEST_CLIENT, type TestPlatform } from "../../test-support/test-platform";
import { readZip } from "../../test-support/zip-reader";
import { freshCase } from "../../test-support/case-helpers";
import { MemoryStore } from "../../oidc/memory-store";
import { avatarFolder } from "./avatar";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function download(platform: TestPlatform, token?: string) {
  const response = await fetch(`${platform.baseUrl}/api/personal-data/export`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describeOnEachDatabase("their data in their hands", (platform) => {
  it("exports the account, demands, meetings, documents, captures, positions and messages, with the files", async () => {
    expect((await download(platform())).response.status).toBe(401);
    const customer = await customerWithEvidence(platform());
    const { response, bytes } = await download(platform(), customer.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="constat-rdv-donnees-personnelles-\d{4}-\d\d-\d\d\.zip"/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const archive = readZip(bytes);
    const json = archive.get("donnees-personnelles.json")!.bytes.toString("utf8");
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({
      id: customer.customerId,
      email: customer.form.email,
      firstname: "Hélène",
      lastname: "Garnier",
      phone: "+33611223344",
      avatar: "photo-de-profil.png",
    });
    // Secrets never leave: no password digest, no token.
    expect(json).not.toMatch(/password|token_hash|\$scrypt/);
    expect(archive.get("photo-de-profil.png")!.bytes.equals(customer.avatar)).toBe(true);

    expect(data.demands).toHaveLength(1);
    const [demand] = data.demands;
    expect(demand).toMatchObject({ id: customer.demandId, study: "Étude Dupont & Associés" });
    expect(demand.meetings).toEqual([expect.objectContaining({ id: customer.meetingId, status: "completed" })]);
    expect(demand.journal.map((entry: { summary: string }) => entry.summary)).toContain("Document fourni : Bail signé.");
    expect(demand.documents).toEqual([
      expect.objectContaining({
        id: customer.document.id,
        original_name: "Bail signé.pdf",
        file: `documents/${customer.document.id}-Bail signé.pdf`,
      }),
    ]);
    expect(archive.get(`documents/${customer.document.id}-Bail signé.pdf`)!.bytes.equals(customer.document.bytes)).toBe(true);

    const captures = demand.video.captures;
    expect(captures.map((capture: { id: number; selected: boolean }) => [capture.id, capture.selected])).toEqual([
      [customer.retained.id, true],
      [customer.unretained.id, false],
    ]);
    for (const [capture, taken] of [
      [captures[0], customer.retained],
      [captures[1], customer.unretained],
    ]) {
      expect(capture.sha256).toBe(sha256(taken.bytes));
      expect(archive.get(capture.file)!.bytes.equals(taken.bytes)).toBe(true);
    }
    expect(data.positions_shared).toEqual([
      expect.objectContaining({ meeting_id: customer.meetingId, latitude: 45.7578, longitude: 4.832 }),
    ]);
    expect(data.messages.map((message: { subject: string }) => message.subject)).toContain("Confirmez votre adresse e-mail");
    expect(
      data.messages.some(
        (message: { channel: string; recipient: string }) => message.channel === "sms" && message.recipient === "+33611223344",
      ),
    ).toBe(true);
    expect(archive.get("LISEZ-MOI.txt")!.bytes.toString("utf8")).toContain("Vos données personnelles sur Constat RDV");
  });

  it("deletes the account: the study keeps its records under « Client supprimé », the rest goes, every way in ends", async () => {
    const customer = await customerWithEvidence(platform());
    const db = platform().platform.db;
    const { avatar } = await db
      .selectFrom("users")
      .select("avatar")
      .where("id", "=", customer.customerId)
      .executeTakeFirstOrThrow();
    const loginLink = await issueOneTimeToken(db, { userId: customer.customerId, purpose: "login_link", now: new Date() });
    await db
      .insertInto("external_identities")
      .values({ issuer: "https://accounts.example", subject: "g-123", user_id: customer.customerId })
      .execute();
    await db
      .insertInto("oidc_provider_entries")
      .values({
        model: "Grant",
        id: `grant-${customer.customerId}`,
        payload: JSON.stringify({ accountId: String(customer.customerId) }),
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();

    // The embedded provider beside PGlite keeps its sessions in this process's memory.
    const providerSession = new MemoryStore("Session");
    await providerSession.upsert(`session-${customer.customerId}`, { accountId: String(customer.customerId) }, 3600);

    const wrong = await platform().call("DELETE", "/api/personal-data/account", {
      token: customer.token,
      json: { email: "autre@exemple.fr" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ email: ["Saisissez l'adresse e-mail de votre compte pour confirmer la suppression."] });

    const deleted = await platform().call("DELETE", "/api/personal-data/account", {
      token: customer.token,
      json: { email: customer.form.email.toUpperCase() },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.result).toBe("deleted");

    // Every way in ends: the session's token, the password, a login link sent before, the external identity.
    expect((await platform().call("GET", "/api/oauth/me", { token: customer.token })).status).toBe(401);
    const signIn = await platform().call("POST", "/oauth/token", {
      form: {
        grant_type: "password",
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        username: customer.form.email,
        password: customer.form.password,
      },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body.error).toBe("invalid_grant");
    const link = await platform().call("POST", "/oauth/token", {
      form: {
        grant_type: "login_link",
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        token: loginLink,
      },
    });
    expect(link.status).toBe(400);
    expect(
      await db.selectFrom("external_identities").select("subject").where("user_id", "=", customer.customerId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("oidc_provider_entries").select("id").where("id", "=", `grant-${customer.customerId}`).execute(),
    ).toEqual([]);
    expect(await providerSession.find(`session-${customer.customerId}`)).toBeUndefined();
    expect(await db.selectFrom("known_devices").select("id").where("user_id", "=", customer.customerId).execute()).toEqual([]);

    // The identity is erased from the account row, which stays for the study's records.
    const row = await db.selectFrom("users").selectAll().where("id", "=", customer.customerId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: deletedAddress(customer.customerId),
      firstname: "Client",
      lastname: "supprimé",
      phone: null,
      address: null,
      avatar: null,
      password_hash: null,
    });
    expect(row.deleted_at).not.toBeNull();
    const study = await platform().call("GET", `/api/demands/${customer.demandId}`, {
      token: await platform().login(DEMO_EMAILS.bailiff),
      headers: { "study-id": String(customer.studyId) },
    });
    expect(study.status).toBe(200);
    expect(study.body.user).toMatchObject({ firstname: "Client", lastname: "supprimé", phone: null });
    expect(study.body.user_documents).toEqual([expect.objectContaining({ id: customer.document.id })]);

    // The capture retained for the report stays; the other is erased, and the chain records it and holds.
    const captures = await db
      .selectFrom("video_captures")
      .select(["id", "deleted_at"])
      .where("meeting_id", "=", customer.meetingId)
      .orderBy("id")
      .execute();
    expect(captures.map((capture) => [capture.id, capture.deleted_at !== null])).toEqual([
      [customer.retained.id, false],
      [customer.unretained.id, true],
    ]);
    const store = captureStore(platform().platform.blobs);
    const meeting = await db.selectFrom("meetings").selectAll().where("id", "=", customer.meetingId).executeTakeFirstOrThrow();
    const demand = await db.selectFrom("demands").selectAll().where("id", "=", customer.demandId).executeTakeFirstOrThrow();
    const chain = await checkChain(
      db,
      { demand, meeting, actor: { userId: 0, currentStudyId: null, rolesByStudy: new Map() }, roles: [] },
      store,
    );
    expect(chain.verdict).toMatchObject({ valid: true, problems: [] });
    expect(chain.entries.map((entry) => [entry.kind, entry.capture_id, entry.actor_id])).toContainEqual([
      "deletion",
      customer.unretained.id,
      null,
    ]);
    // The position served no report (a retained capture keeps its session's position): it stays too.
    expect(
      await db.selectFrom("video_user_locations").select("id").where("meeting_id", "=", customer.meetingId).execute(),
    ).toHaveLength(1);

    // The confirmation went to the old address, the only message there now; the picture's file is gone.
    const sent = await db
      .selectFrom("outbox")
      .select(["subject", "recipient"])
      .where("recipient", "in", [customer.form.email, "+33611223344"])
      .execute();
    expect(sent).toEqual([{ subject: "Votre compte Constat RDV est supprimé", recipient: customer.form.email }]);
    expect(await platform().platform.blobs.list("avatars/")).not.toContain(`avatars/${avatar}`);
    // Once delivered, the daily pass erases that last copy of the address.
    const pass = await platform().call("POST", "/api/_test/data-retention/run");
    expect(pass.body.notices).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom("outbox").select("id").where("recipient", "=", customer.form.email).execute()).toEqual([]);

    // Again: the old token is refused (401, never a 500), and the domain changes nothing more.
    const again = await platform().call("DELETE", "/api/personal-data/account", {
      token: customer.token,
      json: { email: customer.form.email },
    });
    expect(again.status).toBe(401);
    const context = { db, outbox: { enqueue: async () => undefined } as never, now: () => new Date() };
    const files = { avatars: avatarFolder(platform().platform.blobs), captures: store };
    expect(await deleteAccount(context, files, customer.customerId, customer.form.email)).toBe("already_deleted");
  });

  it("erases the positions of a session no report uses, and refuses while a meeting is to come or a study counts the account", async () => {
    const customer = await customerWithEvidence(platform());
    const db = platform().platform.db;
    // Retained for nothing any more: the session's position serves no report.
    await customer.bailiff(
      "POST",
      `/api/bailiff/${customer.studyId}/demands/${customer.demandId}/meetings/${customer.meetingId}/captures/${customer.retained.id}/select`,
      {
        json: { selected: false },
      },
    );
    const upcoming = await freshCase(db, customer.studyId, customer.form.email, { meeting: "to_plan" });
    const refused = await platform().call("DELETE", "/api/personal-data/account", {
      token: customer.token,
      json: { email: customer.form.email },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "meeting_to_come" });
    expect(refused.body.message).toMatch(/^Un de vos dossiers a encore un rendez-vous prévu ou à planifier/);

    await db.updateTable("demands").set({ canceled_at: new Date() }).where("id", "=", upcoming.demandId).execute();
    const member = await platform().call("DELETE", "/api/personal-data/account", {
      token: await platform().login(DEMO_EMAILS.clerk),
      json: { email: DEMO_EMAILS.clerk },
    });
    expect(member.status).toBe(409);
    expect(member.body.code).toBe("member_of_study");

    const deleted = await platform().call("DELETE", "/api/personal-data/account", {
      token: customer.token,
      json: { email: customer.form.email },
    });
    expect(deleted.body.result).toBe("deleted");
    expect(
      await db.selectFrom("video_user_locations").select("id").where("meeting_id", "=", customer.meetingId).execute(),
    ).toEqual([]);
    const journal = await db.selectFrom("demand_events").select("summary").where("demand_id", "=", customer.demandId).execute();
    expect(journal.map((entry) => entry.summary)).toContain(
      "Position partagée par le client effacée (compte du client supprimé).",
    );
  });

  it("lets the study's admins alone set the retention, within its bounds, in French", async () => {
    const studyId = await demoStudyId(platform());
    const admin = await staffCaller(platform(), "studyAdmin", studyId);
    const bailiff = await staffCaller(platform(), "bailiff", studyId);
    const path = `/api/admin/${studyId}/data-retention`;
    expect((await admin("GET", path)).body.data).toEqual({ capture_days: 90, position_days: 30 });
    expect((await bailiff("GET", path)).status).toBe(403);
    expect((await bailiff("PUT", path, { json: { capture_days: 30, position_days: 7 } })).status).toBe(403);
    const bad = await admin("PUT", path, { json: { capture_days: "3", position_days: "mille" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      capture_days: ["Saisissez un nombre entier de jours entre 7 et 1095."],
      position_days: ["Saisissez un nombre entier de jours entre 1 et 365."],
    });
    const saved = await admin("PUT", path, { json: { capture_days: "30", position_days: 7 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ capture_days: 30, position_days: 7 });
    expect((await admin("GET", path)).body.data).toEqual({ capture_days: 30, position_days: 7 });
  });
});
