// The words both sides share (common/statuses.ts, common/allowed-actions.ts, common/assignable-roles.ts)
// are the ones the platform sends: every status and action of the demand answers is in the shared lists,
// no status model rides along (the app words the badges), the roles an administrator may give come with
// the study they manage, and each active member carries the permissions that tell a professional.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMAND_ACTIONS, MEETING_ACTIONS } from "~common/allowed-actions";
import { ASSIGNABLE_ROLES } from "~common/assignable-roles";
import { BILL_STATUSES, DEMAND_MARKINGS, MEETING_STATUSES } from "~common/statuses";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { startProSide, staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;

describe("the shared vocabulary on the wire", () => {
  let platform: TestPlatform;
  let studyId: number;
  let bailiff: Caller;
  let clerk: Caller;
  let admin: Caller;

  beforeAll(async () => {
    ({ platform, studyId, bailiff, clerk } = await startProSide());
    admin = await staffCaller(platform, "studyAdmin", studyId);
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  it("sends the study's demands with the shared statuses and actions, and no status model", async () => {
    const { body } = await bailiff("GET", `/api/bailiff/${studyId}/demands`);
    expect(body.data.length).toBeGreaterThan(0);
    for (const listed of body.data.slice(0, 5) as Array<{ id: number }>) {
      const demand = (await bailiff("GET", `/api/demands/${listed.id}`)).body;
      expect(DEMAND_MARKINGS).toContain(demand.marking);
      expect(BILL_STATUSES).toContain(demand.bill_status);
      expect(demand).not.toHaveProperty("markingModel");
      expect(demand).not.toHaveProperty("billStatusModel");
      for (const action of demand.allowed_actions) expect(DEMAND_ACTIONS).toContain(action);
      for (const meeting of demand.meetings) {
        expect(MEETING_STATUSES).toContain(meeting.status);
        expect(meeting).not.toHaveProperty("statusModel");
        for (const action of meeting.allowed_actions) expect(MEETING_ACTIONS).toContain(action);
      }
    }
  });

  it("sends the roles an administrator may give with the study they manage, and none to a clerk", async () => {
    const studyOf = async (caller: Caller) =>
      ((await caller("GET", "/api/oauth/me")).body.studies as Array<{ id: number; assignable_roles: string[] }>).find(
        (study) => study.id === studyId,
      )!;
    expect((await studyOf(admin)).assignable_roles).toEqual(ASSIGNABLE_ROLES);
    expect((await studyOf(admin)).assignable_roles).not.toContain("customer");
    expect((await studyOf(clerk)).assignable_roles).toEqual([]);
  });

  it("gives each active member the permissions that tell the study's professionals", async () => {
    const members = (await admin("GET", `/api/admin/${studyId}/active-members`)).body.data as Array<{
      email: string;
      permissions: string[];
    }>;
    const byEmail = (email: string) => members.find((member) => member.email === email)!;
    expect(byEmail(DEMO_EMAILS.bailiff).permissions).toContain("meetings.confirm");
    expect(byEmail(DEMO_EMAILS.clerk).permissions).not.toContain("meetings.confirm");
    expect(byEmail(DEMO_EMAILS.clerk).permissions).toContain("meetings.update_date");
  });
});
