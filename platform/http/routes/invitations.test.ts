// Which roles an invitation may give, per study type: a partner company's accounts invite partner
// accounts only (never a professional customers could book, nor office staff); an office's admin invites
// professionals and staff, not partner accounts; an invitation for a role the study may not give is
// refused when followed, too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "~common/roles";
import { ROLE_NOT_FOR_STUDY } from "../../domain/invitations/study-invitations";
import { INVITATION_MESSAGES } from "../../domain/invitations/accept-invitation";
import { hashToken, newToken } from "../../security/tokens";
import { DEMO_STUDY_SLUG, PARTNER_STUDY_SLUGS } from "../../seed/demo-accounts";
import { guest, studyBySlug } from "../../test-support/booking-helpers";
import { staffCaller } from "../../test-support/pro-helpers";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";

const PROFESSIONAL_AND_STAFF = [ROLE.bailiff, ROLE.lawyer, ROLE.clerk, ROLE.assistant];
const PARTNER_ROLES = [ROLE.partnerAdmin, ROLE.partnerAgent];

describe("invitation roles per study type", () => {
  let platform: TestPlatform;
  let studyId: number;
  let partnerStudyId: number;
  let agent: Awaited<ReturnType<typeof staffCaller>>;
  let admin: Awaited<ReturnType<typeof staffCaller>>;
  let serial = 0;
  const newEmail = () => `invite-role-${Date.now()}-${serial++}@exemple.fr`;
  const invitationsOf = (email: string) =>
    platform.platform.db.selectFrom("study_invitations").select("role").where("email", "=", email).execute();

  beforeAll(async () => {
    platform = await startTestPlatform();
    studyId = (await studyBySlug(platform, DEMO_STUDY_SLUG)).id;
    partnerStudyId = (await studyBySlug(platform, PARTNER_STUDY_SLUGS[0])).id;
    agent = await staffCaller(platform, "partner", partnerStudyId);
    admin = await staffCaller(platform, "studyAdmin", studyId);
  });
  afterAll(() => platform?.close());

  it("refuses every professional and staff role to a partner company's account, with a French message", async () => {
    for (const role of PROFESSIONAL_AND_STAFF) {
      const email = newEmail();
      const refused = await agent("POST", `/api/studies/${partnerStudyId}/invitations`, { json: { email, role } });
      expect(refused.status, role).toBe(403);
      expect(refused.body.message).toBe(ROLE_NOT_FOR_STUDY.partner);
      expect(await invitationsOf(email)).toEqual([]);
    }
  });

  it("lets a partner company's account invite its colleagues as partner accounts", async () => {
    for (const role of PARTNER_ROLES) {
      const email = newEmail();
      const sent = await agent("POST", `/api/studies/${partnerStudyId}/invitations`, { json: { email, role } });
      expect(sent.status, role).toBe(201);
      expect(await invitationsOf(email)).toEqual([{ role }]);
    }
    for (const role of [ROLE.studyAdmin, ROLE.customer]) {
      const refused = await agent("POST", `/api/studies/${partnerStudyId}/invitations`, { json: { email: newEmail(), role } });
      expect(refused.status, role).toBe(422);
    }
  });

  it("lets an office's admin invite professionals and staff, by either address, but no partner account", async () => {
    for (const role of PROFESSIONAL_AND_STAFF) {
      expect((await admin("POST", `/api/admin/${studyId}/invitation`, { json: { email: newEmail(), role_id: role } })).status, role).toBe(201);
      expect((await admin("POST", `/api/studies/${studyId}/invitations`, { json: { email: newEmail(), role } })).status, role).toBe(201);
    }
    for (const role of PARTNER_ROLES) {
      const refused = await admin("POST", `/api/admin/${studyId}/invitation`, { json: { email: newEmail(), role_id: role } });
      expect(refused.status, role).toBe(403);
      expect(refused.body.message).toBe(ROLE_NOT_FOR_STUDY.study);
    }
  });

  it("gives a partner role held in an office no right to invite into it", async () => {
    const email = newEmail();
    const insider = await guest(platform, email);
    const membership = await platform.platform.db
      .insertInto("memberships")
      .values({ user_id: insider.id, study_id: studyId })
      .returning("id")
      .executeTakeFirstOrThrow();
    await platform.platform.db.insertInto("membership_roles").values({ membership_id: membership.id, role: ROLE.partnerAgent }).execute();
    const refused = await platform.call("POST", `/api/studies/${studyId}/invitations`, {
      token: insider.token,
      headers: { "study-id": String(studyId) },
      json: { email: newEmail(), role: ROLE.bailiff },
    });
    expect(refused.status).toBe(403);
  });

  it("tells each user, per study in /oauth/me, the roles their invitations may give there", async () => {
    const studiesOf = async (caller: typeof agent) =>
      (await caller("GET", "/api/oauth/me")).body.studies as { id: number; invitable_roles: string[] }[];
    const agentStudies = await studiesOf(agent);
    expect(agentStudies.find((study) => study.id === partnerStudyId)?.invitable_roles).toEqual(PARTNER_ROLES);
    expect((await studiesOf(admin)).find((study) => study.id === studyId)?.invitable_roles).toEqual(PROFESSIONAL_AND_STAFF);
    const clerk = await staffCaller(platform, "clerk", studyId);
    expect((await studiesOf(clerk)).find((study) => study.id === studyId)?.invitable_roles).toEqual([]);
  });

  it("lists a partner company's accounts to its own accounts ('Mes comptes'), to no one else", async () => {
    const listed = await agent("GET", `/api/studies/${partnerStudyId}/accounts`);
    expect(listed.status).toBe(200);
    const accounts = listed.body.data as { email: string; roles: string[] }[];
    expect(accounts.length).toBeGreaterThanOrEqual(1);
    expect(accounts.find((account) => account.email === "partenaire@demo.example")?.roles).toContain(ROLE.partnerAgent);
    expect(Object.keys(accounts[0]!).sort()).toEqual(["email", "firstname", "id", "job_name", "lastname", "roles"]);
    expect((await admin("GET", `/api/studies/${partnerStudyId}/accounts`)).status).toBe(403);
    // An office is not a partner company: its members are its admin's business (active-members).
    expect((await admin("GET", `/api/studies/${studyId}/accounts`)).status).toBe(403);
  });

  it("refuses to follow an invitation for a role the study may not give", async () => {
    const email = newEmail();
    const token = newToken();
    const now = new Date();
    await platform.platform.db
      .insertInto("study_invitations")
      .values({
        study_id: partnerStudyId,
        email,
        role: ROLE.bailiff,
        token_hash: hashToken(token),
        invited_by: (await guest(platform, newEmail())).id,
        created_at: now,
        expires_at: new Date(now.getTime() + 86_400_000),
      })
      .execute();
    const invitee = await guest(platform, email);
    const read = await platform.call("GET", `/api/studies/${partnerStudyId}/bailiff-invitation/${token}`);
    expect(read.status).toBe(403);
    expect(read.body.message).toBe(INVITATION_MESSAGES.roleNotForStudy);
    const followed = await platform.call("POST", `/api/studies/${partnerStudyId}/bailiff-invitation/${token}`, { token: invitee.token });
    expect(followed.status).toBe(403);
    const roles = await platform.platform.db
      .selectFrom("membership_roles")
      .innerJoin("memberships", "memberships.id", "membership_roles.membership_id")
      .select("membership_roles.role")
      .where("memberships.user_id", "=", invitee.id)
      .execute();
    expect(roles).toEqual([]);
  });
});
